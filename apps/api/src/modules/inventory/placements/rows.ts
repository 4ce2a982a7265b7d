import {
  DELIVERY_TYPE_OPTIONS,
  type DeliveryType,
  ENTITY_STATUS_OPTIONS,
  type EntityStatus,
  PLACEMENT_TYPE_OPTIONS,
  PLATFORM_OPTIONS,
  type PlacementType,
  type Platform,
} from '@adcast/domain/enumerations';
import {
  PLACEMENT_COLUMN_LABELS as L,
  PlacementCountFilterSchema,
  PlacementListFilterSchema,
  PlacementSchema,
} from '@adcast/domain/inventory/placements';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { placements } from '../../../db/schema/inventory';
import { textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { networkFilter } from '../../../http/scope-filter';
import { optionLabel } from '../../../records/csv';
import { defineRecord } from '../../../records/definition';

/** Placements the caller may see (a network user only its network's), within the networks asked for. */
export const placementsVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(placements.networkId, auth, networkIds);

const publishersOf = (query: { publishersIds?: unknown }) =>
  Array.isArray(query.publishersIds) && query.publishersIds.length > 0
    ? (query.publishersIds as number[])
    : undefined;

export const PLACEMENT = defineRecord({
  what: 'placement',
  label: 'Placement',
  title: (placement) => placement.name,
  exportColumns: [
    { label: L.name, value: (placement) => placement.name },
    { label: L.publisher, value: (placement) => placement.publisher.name },
    { label: L.type, value: (placement) => optionLabel(PLACEMENT_TYPE_OPTIONS, placement.type) },
    { label: L.platform, value: (placement) => optionLabel(PLATFORM_OPTIONS, placement.platform) },
    {
      label: L.deliveryType,
      value: (placement) => optionLabel(DELIVERY_TYPE_OPTIONS, placement.deliveryType),
    },
    { label: L.bidFloor, value: (placement) => placement.bidFloor },
    { label: L.cpm, value: (placement) => placement.cpm },
    { label: L.status, value: (placement) => optionLabel(ENTITY_STATUS_OPTIONS, placement.status) },
    { label: L.createdOn, value: (placement) => placement.createdOn },
  ],
  entityType: 'PLACEMENT',
  tag: 'placements',
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
        networkId: placements.networkId,
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
    networkId: row.networkId,
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
  search: { param: 'searchTerm', column: placements.name, shortTermIndex: true },
  filter: (query) => {
    const ids = publishersOf(query);
    return ids ? inArray(placements.publisherId, ids) : undefined;
  },
  list: {
    large: true,
    words: { words: 'placement_name_words', vocabulary: 'placement_name_vocabulary', sortProperty: 'name' },
  },
  permissions: {
    read: 'PLACEMENTS_READ',
    create: 'PLACEMENTS_CREATE',
    edit: 'PLACEMENTS_EDIT',
    archive: 'PLACEMENTS_ARCHIVE',
  },
  schemas: { dto: PlacementSchema, list: PlacementListFilterSchema, counts: PlacementCountFilterSchema },
});
