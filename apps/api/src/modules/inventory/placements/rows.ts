import type { DeliveryType, EntityStatus, PlacementType, Platform } from '@adcast/domain/enumerations';
import type { Placement, PlacementSortProperty } from '@adcast/domain/inventory/placements';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { placements } from '../../../db/schema/inventory';
import { publishers } from '../../../db/schema/tenancy';
import { type SortKeys, textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import type { TrackedRow } from '../../changelog/tracked-write';

/** Placements with their publisher's name; lists, the connection's placements and the loader start here. */
export const selectPlacements = (db: Db) =>
  db
    .select({
      id: placements.id,
      name: placements.name,
      status: placements.status,
      deliveryType: placements.deliveryType,
      bidFloor: placements.bidFloor,
      cpm: placements.cpm,
      publisherId: placements.publisherId,
      publisherName: publishers.name,
      type: placements.type,
      platform: placements.platform,
      networkId: placements.networkId,
      createdOn: placements.createdOn,
      updatedOn: placements.updatedOn,
      version: placements.version,
    })
    .from(placements)
    .innerJoin(publishers, eq(publishers.id, placements.publisherId));

type PlacementRow = Awaited<ReturnType<typeof selectPlacements>>[number];

export const toPlacement = (row: PlacementRow): Placement => ({
  id: row.id,
  name: row.name,
  status: row.status as EntityStatus,
  deliveryType: row.deliveryType as DeliveryType,
  bidFloor: row.bidFloor,
  cpm: row.cpm,
  publisher: { id: row.publisherId, name: row.publisherName },
  type: row.type as PlacementType,
  platform: row.platform as Platform,
  networkId: row.networkId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  version: row.version,
});

export const PLACEMENT_SORT_KEYS: SortKeys<PlacementSortProperty> = {
  name: textKey(placements.name),
  status: placements.status,
  deliveryType: placements.deliveryType,
  bidFloor: placements.bidFloor,
  cpm: placements.cpm,
  publisher: textKey(publishers.name),
  type: placements.type,
  platform: placements.platform,
  createdOn: placements.createdOn,
};

/** Placements the caller may see (a network user only its network's), within the networks asked for. */
export const placementsVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(placements.networkId, auth, networkIds);

export async function loadPlacement(db: Db, auth: AuthContext, id: number): Promise<Placement> {
  const [row] = await selectPlacements(db).where(and(eq(placements.id, id), placementsVisibleTo(auth)));
  if (!row) throw notFound('Placement');
  return toPlacement(row);
}

export const PLACEMENT_ROW: TrackedRow<Placement, typeof placements> = {
  entityType: 'PLACEMENT',
  what: 'placement',
  table: placements,
  load: loadPlacement,
  networkOf: (placement) => placement.networkId,
};
