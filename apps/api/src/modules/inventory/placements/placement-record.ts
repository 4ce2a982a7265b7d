import type {
  AuctionPricing,
  DeliveryType,
  EntityStatus,
  PlacementType,
  Platform,
} from '@adcast/domain/enumerations';
import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { placements } from '../../../db/schema/inventory';
import { textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';

/** Placements the caller may see (a network user only its network's), within the networks asked for. */
export const placementsVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(placements.networkId, auth, networkIds);

const publishersOf = (query: { publishersIds?: unknown }) =>
  Array.isArray(query.publishersIds) && query.publishersIds.length > 0
    ? (query.publishersIds as number[])
    : undefined;

export const PLACEMENT = defineRecord(PLACEMENT_CONTRACT, {
  table: placements,
  /** Placements with their publisher's name (kept on the row); lists, the connection's placements and the loader start here. */
  select: (db: Db) =>
    db
      .select({
        id: placements.id,
        name: placements.name,
        status: placements.status,
        deliveryType: placements.deliveryType,
        bidFloor: placements.bidFloor,
        cpm: placements.cpm,
        publisherId: placements.publisherId,
        publisherName: placements.publisherName,
        type: placements.type,
        platform: placements.platform,
        auctionType: placements.auctionType,
        tmaxMs: placements.tmaxMs,
        networkId: placements.networkId,
        targetingSetId: placements.targetingSetId,
        createdOn: placements.createdOn,
        updatedOn: placements.updatedOn,
        version: placements.version,
      })
      .from(placements)
      .$dynamic(),
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    deliveryType: row.deliveryType as DeliveryType,
    bidFloor: row.bidFloor,
    cpm: row.cpm,
    publisher: { id: row.publisherId, name: row.publisherName },
    type: row.type as PlacementType,
    platform: row.platform as Platform,
    auctionType: row.auctionType as AuctionPricing,
    tmaxMs: row.tmaxMs,
    networkId: row.networkId,
    targetingSetId: row.targetingSetId,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: placementsVisibleTo,
  networkOf: (placement) => placement.networkId,
  sortKeys: {
    name: textKey(placements.name),
    status: placements.status,
    deliveryType: placements.deliveryType,
    bidFloor: placements.bidFloor,
    cpm: placements.cpm,
    publisher: textKey(placements.publisherName),
    type: placements.type,
    platform: placements.platform,
    createdOn: placements.createdOn,
  },
  search: { column: placements.name, shortTermIndex: true },
  filter: (query) => {
    const ids = publishersOf(query);
    return ids ? inArray(placements.publisherId, ids) : undefined;
  },
  list: {
    large: true,
    words: { words: 'placement_name_words', vocabulary: 'placement_name_vocabulary', sortProperty: 'name' },
  },
});
