import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type {
  Placement,
  PlacementInputSchema,
  PlacementUpdateSchema,
} from '@adcast/domain/inventory/placements';
import { TARGETING_MESSAGES } from '@adcast/domain/inventory/targeting';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { distinctFrom } from '../../../db/predicates';
import { connectionPlacements, connections } from '../../../db/schema/demand';
import { targetingSets } from '../../../db/schema/targeting';
import { publishers } from '../../../db/schema/tenancy';
import type { AuthContext } from '../../../http/auth';
import { badRequest, ruleBroken } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { PLACEMENT } from './placement-record';

type PlacementInput = z.output<typeof PlacementInputSchema>;
type PlacementUpdate = z.output<typeof PlacementUpdateSchema>;

/** The publisher must be one the caller may see; its network becomes the placement's. */
async function publisherNetwork(db: Db, auth: AuthContext, publisherId: number): Promise<number | null> {
  const [row] = await db
    .select({ networkId: publishers.networkId })
    .from(publishers)
    .where(and(eq(publishers.id, publisherId), networkFilter(publishers.networkId, auth)));
  if (!row) throw badRequest(DEMAND_MESSAGES.publisherNotFound);
  return row.networkId;
}

export async function createPlacement(ctx: WriteContext, input: PlacementInput) {
  const networkId = await publisherNetwork(ctx.db, ctx.auth, input.publisherId);
  return createRecord(ctx, PLACEMENT, { ...input, networkId });
}

/** A placement may not leave the network of a connection that holds it. */
async function checkNetworkMove(db: Db, placementId: number, networkId: number | null): Promise<void> {
  const [held] = await db
    .select({ id: connections.id })
    .from(connectionPlacements)
    .innerJoin(connections, eq(connections.id, connectionPlacements.connectionId))
    .where(
      and(
        eq(connectionPlacements.placementId, placementId),
        isNotNull(connections.networkId),
        distinctFrom(connections.networkId, networkId),
      ),
    )
    .limit(1);
  if (held) throw ruleBroken(DEMAND_MESSAGES.placementNetworkInUse);
}

/** A placement may not leave the network of the targeting set it has. */
async function checkTargetingMove(db: Db, setId: number, networkId: number | null): Promise<void> {
  const [set] = await db
    .select({ networkId: targetingSets.networkId })
    .from(targetingSets)
    .where(eq(targetingSets.id, setId));
  if (set && set.networkId !== networkId) throw ruleBroken(TARGETING_MESSAGES.otherNetwork);
}

/** What a write keeps beside the edit's fields: the targeting set, which only its own call and a revert change. */
export interface PlacementExtras {
  targetingSetId: number | null;
  /** Checks the set may be the placement's in its (new) network. */
  checkTargeting: (tx: Db, current: Placement, networkId: number | null) => Promise<void>;
}

export async function updatePlacement(
  ctx: WriteContext,
  input: PlacementUpdate,
  id: number,
  _parent?: unknown,
  extras?: PlacementExtras,
) {
  const { version, ...fields } = input;
  const networkId = await publisherNetwork(ctx.db, ctx.auth, fields.publisherId);
  const targeting = extras ? { targetingSetId: extras.targetingSetId } : {};
  return updateRecord(
    ctx,
    PLACEMENT,
    { id, version },
    { ...fields, ...targeting, networkId },
    {
      before: async (tx, before) => {
        if (before.networkId !== networkId) await checkNetworkMove(tx, id, networkId);
        if (extras) await extras.checkTargeting(tx, before, networkId);
        else if (before.networkId !== networkId && before.targetingSetId !== null)
          await checkTargetingMove(tx, before.targetingSetId, networkId);
      },
    },
  );
}
