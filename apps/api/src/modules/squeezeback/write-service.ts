import {
  SOURCE_MESSAGES,
  type SourceInputSchema,
  type SourceUpdateSchema,
} from '@adcast/domain/squeezeback/sources';
import type { z } from 'zod';
import { channels } from '../../db/schema/media';
import { checkLinkedRows } from '../../records/linked-rows';
import { resolveNetwork } from '../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { SOURCE } from './source-record';

type SourceInput = z.output<typeof SourceInputSchema>;
type SourceUpdate = z.output<typeof SourceUpdateSchema>;

/** The source's network, its channel (if any) visible and in that network. */
async function checkSource(ctx: WriteContext, input: SourceInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  await checkLinkedRows(
    ctx.db,
    ctx.auth,
    channels,
    input.channelId === null ? [] : [input.channelId],
    { missing: () => SOURCE_MESSAGES.channelNotFound, outside: () => SOURCE_MESSAGES.channelOutsideNetwork },
    networkId,
  );
  return networkId;
}

export async function createSource(ctx: WriteContext, input: SourceInput) {
  const networkId = await checkSource(ctx, input);
  return createRecord(ctx, SOURCE, { ...input, networkId });
}

export async function updateSource(ctx: WriteContext, input: SourceUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await checkSource(ctx, fields);
  return updateRecord(ctx, SOURCE, { id, version }, { ...fields, networkId });
}
