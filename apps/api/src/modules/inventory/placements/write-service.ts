import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type {
  Placement,
  PlacementInputSchema,
  PlacementUpdateSchema,
} from '@adcast/domain/inventory/placements';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { connectionPlacements, connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import { publishers } from '../../../db/schema/tenancy';
import type { AuthContext } from '../../../http/auth';
import { badRequest, ruleBroken } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import {
  archiveTracked,
  changeTracked,
  insertTracked,
  nextVersion,
  stillAt,
} from '../../changelog/tracked-write';
import { PLACEMENT_ROW } from './rows';

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

export async function createPlacement(db: Db, auth: AuthContext, input: PlacementInput): Promise<Placement> {
  const networkId = await publisherNetwork(db, auth, input.publisherId);
  return insertTracked(db, auth, PLACEMENT_ROW, { ...input, networkId });
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
        sql`${connections.networkId} is not null and ${connections.networkId} is distinct from ${networkId}`,
      ),
    )
    .limit(1);
  if (held) throw ruleBroken(DEMAND_MESSAGES.placementNetworkInUse);
}

export async function updatePlacement(
  db: Db,
  auth: AuthContext,
  id: number,
  input: PlacementUpdate,
): Promise<Placement> {
  const { version, ...fields } = input;
  const networkId = await publisherNetwork(db, auth, fields.publisherId);
  return changeTracked(db, auth, PLACEMENT_ROW, {
    id,
    version,
    action: 'UPDATE',
    apply: async (tx, before) => {
      if (before.networkId !== networkId) await checkNetworkMove(tx, id, networkId);
      const updated = await tx
        .update(placements)
        .set({ ...fields, networkId, ...nextVersion(placements) })
        .where(stillAt(placements, before))
        .returning({ id: placements.id });
      return updated.length > 0;
    },
  });
}

export const archivePlacement = (db: Db, auth: AuthContext, id: number, archive: boolean, version?: number) =>
  archiveTracked(db, auth, PLACEMENT_ROW, { id, version, archive });
