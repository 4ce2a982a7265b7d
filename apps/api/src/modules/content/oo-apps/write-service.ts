import {
  OO_APP_MESSAGES,
  type OoAppInputSchema,
  type OoAppUpdateSchema,
} from '@adcast/domain/content/oo-apps/oo-apps';
import {
  DEFAULT_ROKU_APP_JSON,
  type RokuAppJson,
  type RokuFeedStatus,
} from '@adcast/domain/content/oo-apps/roku-app';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { networksOfRows } from '../../../db/deals';
import { replaceOoAppContent } from '../../../db/oo-apps';
import { collections } from '../../../db/schema/catalogue';
import { channels } from '../../../db/schema/media';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { reachableOwner } from '../../catalogue/ownership';
import { OO_APP } from './oo-app-record';

type OoAppInput = z.output<typeof OoAppInputSchema>;
type OoAppUpdate = z.output<typeof OoAppUpdateSchema>;
type Content = Pick<OoAppInput, 'collectionIds' | 'channelIds'>;

/** The owner's columns, its network copied; an owner the caller may not reach is refused. */
async function ownerColumns(db: Db, auth: AuthContext, input: OoAppInput) {
  const publisherId = input.ownerType === 'PUBLISHER' ? input.publisherId : null;
  const coId = input.ownerType === 'CONTENT_OWNER' ? input.coId : null;
  const owner = await reachableOwner(db, auth, input.ownerType, (publisherId ?? coId)!);
  if (!owner) throw badRequest(OO_APP_MESSAGES.ownerNotFound);
  return { ownerType: input.ownerType, publisherId, coId, networkId: owner.networkId };
}

/** Collections or channels the caller may see, all in the owner's network when it has one. */
async function checkContent(
  db: Db,
  auth: AuthContext,
  networkId: number | null,
  table: typeof collections | typeof channels,
  ids: number[],
  messages: { missing: (ids: number[]) => string; what: string },
) {
  const found = await networksOfRows(db, table, ids, networkFilter(table.networkId, auth));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(messages.missing(missing));
  if (networkId === null) return;
  const outside = ids.filter((id) => found.get(id) !== null && found.get(id) !== networkId);
  if (outside.length > 0) throw badRequest(OO_APP_MESSAGES.outsideNetwork(messages.what, outside));
}

async function checkedValues(ctx: WriteContext, input: OoAppInput) {
  const { collectionIds, channelIds, name, platform, status } = input;
  const owner = await ownerColumns(ctx.db, ctx.auth, input);
  const missing = OO_APP_MESSAGES;
  await checkContent(ctx.db, ctx.auth, owner.networkId, collections, collectionIds, {
    missing: missing.collectionsNotFound,
    what: 'Collections',
  });
  await checkContent(ctx.db, ctx.auth, owner.networkId, channels, channelIds, {
    missing: missing.channelsNotFound,
    what: 'Channels',
  });
  const content: Content = { collectionIds, channelIds };
  return { values: { name, platform, status, ...owner }, content };
}

export async function createOoApp(ctx: WriteContext, input: OoAppInput) {
  const { values, content } = await checkedValues(ctx, input);
  return createRecord(
    ctx,
    OO_APP,
    { ...values, appJson: { ...DEFAULT_ROKU_APP_JSON, providerName: values.name } },
    { alongside: (tx, id) => replaceOoAppContent(tx, id, content) },
  );
}

export async function updateOoApp(ctx: WriteContext, input: OoAppUpdate, id: number) {
  const { version, ...fields } = input;
  const { values, content } = await checkedValues(ctx, fields);
  return updateRecord(ctx, OO_APP, { id, version }, values, {
    after: (tx) => replaceOoAppContent(tx, id, content),
  });
}

/** Part 2 §3 the app JSON, written as an edit of the app (changelog, version). */
export const updateRokuAppJson = (ctx: WriteContext, id: number, appJson: RokuAppJson, version: number) =>
  updateRecord(ctx, OO_APP, { id, version }, { appJson });

/** Part 2 §4: a Roku feed status is updated with a status value. */
export const updateRokuFeedStatus = (
  ctx: WriteContext,
  id: number,
  status: RokuFeedStatus,
  version: number,
) => updateRecord(ctx, OO_APP, { id, version }, { feedStatus: status });
