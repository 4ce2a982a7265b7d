import {
  CHANNEL_BUNDLE_MESSAGES,
  type ChannelBundleInputSchema,
  type ChannelBundleUpdateSchema,
} from '@adcast/domain/channel-bundles/channel-bundles';
import type { z } from 'zod';
import { apps } from '../../db/schema/inventory';
import { channels } from '../../db/schema/media';
import { channelBundles } from '../../db/schema/taxonomy';
import { checkLinkedRows } from '../../records/linked-rows';
import { resolveNetwork } from '../../records/network-choice';
import { checkTreeParent } from '../../records/tree-parent';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { CHANNEL_BUNDLE } from './channel-bundle-record';

type ChannelBundleInput = z.output<typeof ChannelBundleInputSchema>;
type ChannelBundleUpdate = z.output<typeof ChannelBundleUpdateSchema>;

const M = CHANNEL_BUNDLE_MESSAGES;
const TREE_MESSAGES = {
  parentNotFound: M.parentNotFound,
  parentIsSelf: M.parentIsSelf,
  parentIsChild: M.parentIsChild,
  hasChildren: M.hasChildren,
  outsideNetwork: M.parentOutsideNetwork,
};

/** The network, parent, channels and apps a bundle may have; answers the bundle's network. */
async function checkBundle(ctx: WriteContext, input: ChannelBundleInput, id?: number) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  await checkTreeParent(ctx, channelBundles, { id, parentId: input.parentId, networkId }, TREE_MESSAGES);
  await checkLinkedRows(
    ctx.db,
    ctx.auth,
    channels,
    input.channelIds,
    { missing: M.channelsNotFound, outside: (ids) => M.outsideNetwork('Channels', ids) },
    networkId,
  );
  await checkLinkedRows(
    ctx.db,
    ctx.auth,
    apps,
    input.appIds,
    { missing: M.appsNotFound, outside: (ids) => M.outsideNetwork('Apps', ids) },
    networkId,
  );
  return networkId;
}

export async function createChannelBundle(ctx: WriteContext, input: ChannelBundleInput) {
  const networkId = await checkBundle(ctx, input);
  return createRecord(ctx, CHANNEL_BUNDLE, { ...input, networkId });
}

export async function updateChannelBundle(ctx: WriteContext, input: ChannelBundleUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await checkBundle(ctx, fields, id);
  return updateRecord(ctx, CHANNEL_BUNDLE, { id, version }, { ...fields, networkId });
}
