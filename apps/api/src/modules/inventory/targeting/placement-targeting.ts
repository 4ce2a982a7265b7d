import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { PlacementInputSchema, PlacementSchema } from '@adcast/domain/inventory/placements';
import { type PlacementTargeting, TARGETING_MESSAGES } from '@adcast/domain/inventory/targeting';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { distinctFrom } from '../../../db/predicates';
import { placements } from '../../../db/schema/inventory';
import { targetingSets } from '../../../db/schema/targeting';
import type { AuthContext } from '../../../http/auth';
import { badRequest, forbidden, ruleBroken } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import type { RecordRestore } from '../../../records/area';
import { snapshotInput } from '../../../records/snapshot';
import { updateRecord, type WriteContext } from '../../../records/writes';
import { PLACEMENT } from '../placements/placement-record';
import { updatePlacement } from '../placements/write-service';

/** The network of a set the caller may see; a set it may not see is refused as absent. */
async function setNetwork(db: Db, auth: AuthContext, id: number): Promise<number | null> {
  const [set] = await db
    .select({ networkId: targetingSets.networkId })
    .from(targetingSets)
    .where(and(eq(targetingSets.id, id), networkFilter(targetingSets.networkId, auth)));
  if (!set) throw badRequest(TARGETING_MESSAGES.setNotFound);
  return set.networkId;
}

/** PUT /api/placements/{id}/targeting: the placement takes the set (of its own network), or none. */
export function attachTargeting(ctx: WriteContext, placementId: number, body: PlacementTargeting) {
  return updateRecord(
    ctx,
    PLACEMENT,
    { id: placementId, version: body.version },
    { targetingSetId: body.targetingSetId },
    {
      before: async (tx, placement) => {
        if (body.targetingSetId === null) return;
        const networkId = await setNetwork(tx, ctx.auth, body.targetingSetId);
        if (networkId !== placement.networkId) throw ruleBroken(TARGETING_MESSAGES.otherNetwork);
      },
    },
  );
}

/**
 * A revert of a placement's change: the snapshot's fields and targeting set written back as one
 * new version, the set checked as attaching it would be (of the placement's network, one the
 * caller may see, by someone who may see targeting sets).
 */
export const restorePlacement: RecordRestore = async (ctx, snapshot, target) => {
  const placement = PlacementSchema.safeParse(snapshot);
  if (!placement.success) throw badRequest(CHANGELOG_MESSAGES.notRevertible);
  const { targetingSetId } = placement.data;
  const fields = snapshotInput(PlacementInputSchema, PLACEMENT.contract.inputOf(placement.data));
  return updatePlacement(ctx, { ...fields, version: target.version }, target.id, undefined, {
    targetingSetId,
    checkTargeting: async (tx, current, networkId) => {
      if (targetingSetId === null) return;
      if (targetingSetId !== current.targetingSetId && !ctx.auth.permissions.has('TARGETING_READ'))
        throw forbidden();
      if ((await setNetwork(tx, ctx.auth, targetingSetId)) !== networkId)
        throw ruleBroken(TARGETING_MESSAGES.otherNetwork);
    },
  });
};

/** A set may not leave the network of a placement that uses it. */
export async function checkSetNetworkMove(db: Db, setId: number, networkId: number | null): Promise<void> {
  const [held] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.targetingSetId, setId),
        isNotNull(placements.targetingSetId),
        distinctFrom(placements.networkId, networkId),
      ),
    )
    .limit(1);
  if (held) throw ruleBroken(TARGETING_MESSAGES.otherNetwork);
}
