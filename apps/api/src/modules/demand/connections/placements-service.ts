import type { AssignPlacementsSchema, Connection } from '@adcast/domain/demand/connections';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { ConnectionPlacementsFilter } from '@adcast/domain/inventory/placements';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { connectionPlacements, connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import { orderOf } from '../../../db/sorting';
import { nextVersion, stillAt } from '../../../db/versioned-rows';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { loadRecord, trackedRowOf } from '../../../records/rows';
import { changeTracked } from '../../../records/tracked-write';
import { PLACEMENT, placementsVisibleTo } from '../../inventory/placements/placement-record';
import { CONNECTION } from './connection-record';

/** Part 1 §2 placements dialog: the connection's placements, paged, by name unless asked otherwise. */
export async function listConnectionPlacements(
  db: Db,
  auth: AuthContext,
  target: { dpId: number; id: number },
  filter: ConnectionPlacementsFilter,
) {
  const connection = await loadRecord(db, auth, CONNECTION, target.id, { dpId: target.dpId });
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => connection.placementCnt,
    rows: async ({ limit, offset, reversed }) =>
      (
        await PLACEMENT.select(db)
          .innerJoin(connectionPlacements, eq(connectionPlacements.placementId, placements.id))
          .where(eq(connectionPlacements.connectionId, connection.id))
          .orderBy(...orderOf(PLACEMENT.sortKeys, placements.id, filter, reversed))
          .limit(limit)
          .offset(offset)
      ).map((row) => PLACEMENT.toDto(row)),
  });
}

export async function assignedPlacementIds(db: Db, connectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: connectionPlacements.placementId })
    .from(connectionPlacements)
    .where(eq(connectionPlacements.connectionId, connectionId))
    .orderBy(asc(connectionPlacements.placementId));
  return rows.map((row) => row.id);
}

/** Placements must be visible to the caller and, when the connection has a network, in that network. */
async function checkAssignable(db: Db, auth: AuthContext, networkId: number | null, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: placements.id, networkId: placements.networkId })
    .from(placements)
    .where(and(inArray(placements.id, ids), placementsVisibleTo(auth)));
  const seen = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !seen.has(id));
  if (missing.length > 0) throw badRequest(DEMAND_MESSAGES.placementsNotFound(missing));
  if (networkId === null) return;
  const outside = found.filter((row) => row.networkId !== networkId).map((row) => row.id);
  if (outside.length > 0)
    throw badRequest(DEMAND_MESSAGES.placementsOutsideNetwork(outside.sort((a, b) => a - b)));
}

/** Gives a connection exactly these placements and keeps its count; the caller bumps its version. */
export async function setPlacements(
  db: Db,
  auth: AuthContext,
  connection: { id: number; networkId: number | null },
  ids: number[],
): Promise<void> {
  await checkAssignable(db, auth, connection.networkId, ids);
  await db.delete(connectionPlacements).where(eq(connectionPlacements.connectionId, connection.id));
  if (ids.length > 0) {
    await db
      .insert(connectionPlacements)
      .values(ids.map((placementId) => ({ connectionId: connection.id, placementId })));
  }
  await db.update(connections).set({ placementCnt: ids.length }).where(eq(connections.id, connection.id));
}

export function assignPlacements(
  db: Db,
  auth: AuthContext,
  target: { dpId: number; id: number },
  body: z.output<typeof AssignPlacementsSchema>,
): Promise<Connection> {
  return changeTracked(db, auth, trackedRowOf(CONNECTION, { dpId: target.dpId }), {
    id: target.id,
    version: body.version,
    action: 'UPDATE',
    snapshot: async (tx, row) => ({ ...row, placementIds: await assignedPlacementIds(tx, row.id) }),
    apply: async (tx, before) => {
      const bumped = await tx
        .update(connections)
        .set(nextVersion(connections))
        .where(stillAt(connections, before))
        .returning({ id: connections.id });
      if (bumped.length === 0) return false;
      await setPlacements(
        tx,
        auth,
        { id: before.id, networkId: before.network?.id ?? null },
        body.placementIds,
      );
      return true;
    },
  });
}
