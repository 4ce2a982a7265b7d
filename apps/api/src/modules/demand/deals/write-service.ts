import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import type { DealInputSchema, DealUpdateSchema } from '@adcast/domain/demand/deals';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { networksOfRows, replaceDealTargets } from '../../../db/deals';
import { connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { DEAL } from './deal-record';

type DealInput = z.output<typeof DealInputSchema>;
type DealUpdate = z.output<typeof DealUpdateSchema>;
type Targets = Pick<DealInput, 'placementIds' | 'connectionIds'>;

/** Rows the caller may see, all of them in the deal's network when it has one. */
async function checkRows(
  db: Db,
  auth: AuthContext,
  table: typeof placements | typeof connections,
  ids: number[],
  messages: { missing: (ids: number[]) => string; what: string },
  networkId: number | null,
) {
  const found = await networksOfRows(db, table, ids, networkFilter(table.networkId, auth));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(messages.missing(missing));
  if (networkId === null) return;
  const outside = ids.filter((id) => found.get(id) !== networkId).sort((a, b) => a - b);
  if (outside.length > 0) throw badRequest(DEAL_MESSAGES.outsideNetwork(messages.what, outside));
}

async function checkTargets(db: Db, auth: AuthContext, networkId: number | null, targets: Targets) {
  await checkRows(
    db,
    auth,
    placements,
    targets.placementIds,
    { missing: DEAL_MESSAGES.placementsNotFound, what: 'Placements' },
    networkId,
  );
  await checkRows(
    db,
    auth,
    connections,
    targets.connectionIds,
    { missing: DEAL_MESSAGES.connectionsNotFound, what: 'Connections' },
    networkId,
  );
}

export async function createDeal(ctx: WriteContext, input: DealInput) {
  const { placementIds, connectionIds, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  await checkTargets(ctx.db, ctx.auth, networkId, input);
  return createRecord(
    ctx,
    DEAL,
    { ...fields, networkId },
    { alongside: (tx, id) => replaceDealTargets(tx, id, { placementIds, connectionIds }) },
  );
}

export async function updateDeal(ctx: WriteContext, input: DealUpdate, id: number) {
  const { version, placementIds, connectionIds, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  await checkTargets(ctx.db, ctx.auth, networkId, input);
  return updateRecord(
    ctx,
    DEAL,
    { id, version },
    { ...fields, networkId },
    { after: (tx) => replaceDealTargets(tx, id, { placementIds, connectionIds }) },
  );
}
