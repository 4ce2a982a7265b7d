import { DEAL_MESSAGES } from '@adcast/domain/demand/deal-messages';
import type { DealInputSchema, DealUpdateSchema } from '@adcast/domain/demand/deals';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { replaceDealTargets } from '../../../db/deals';
import { connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import type { AuthContext } from '../../../http/auth';
import { checkLinkedRows } from '../../../records/linked-rows';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { DEAL } from './deal-record';

type DealInput = z.output<typeof DealInputSchema>;
type DealUpdate = z.output<typeof DealUpdateSchema>;
type Targets = Pick<DealInput, 'placementIds' | 'connectionIds'>;

async function checkTargets(db: Db, auth: AuthContext, networkId: number | null, targets: Targets) {
  await checkLinkedRows(
    db,
    auth,
    placements,
    targets.placementIds,
    {
      missing: DEAL_MESSAGES.placementsNotFound,
      outside: (ids) => DEAL_MESSAGES.outsideNetwork('Placements', ids),
    },
    networkId,
  );
  await checkLinkedRows(
    db,
    auth,
    connections,
    targets.connectionIds,
    {
      missing: DEAL_MESSAGES.connectionsNotFound,
      outside: (ids) => DEAL_MESSAGES.outsideNetwork('Connections', ids),
    },
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
