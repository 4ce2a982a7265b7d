import { z } from 'zod';
import { listFilters } from '../contracts/list-filters';
import { TmaxSchema } from '../decisioning/tmax';
import {
  ActiveInactiveSchema,
  AuctionPricingSchema,
  DeliveryTypeSchema,
  PLACEMENT_TYPE_OPTIONS,
  PlacementStatusSchema,
  PlacementTypeSchema,
  PlatformSchema,
} from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import { PLACEMENTS_DIALOG_SORT } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { PublisherIdSchema } from './publisher-ref';

export const PLACEMENT_SORT_PROPERTIES = [
  'name',
  'status',
  'deliveryType',
  'bidFloor',
  'cpm',
  'publisher',
  'type',
  'platform',
  'createdOn',
] as const;
export type PlacementSortProperty = (typeof PLACEMENT_SORT_PROPERTIES)[number];

export const PlacementSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: PlacementStatusSchema,
  deliveryType: DeliveryTypeSchema,
  bidFloor: z.number(),
  cpm: z.number(),
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  type: PlacementTypeSchema,
  platform: PlatformSchema,
  /** How the tag prices the pod's winners. */
  auctionType: AuctionPricingSchema,
  /** How long its demand partners may take to bid (ms); null: each connection's own, else 300. */
  tmaxMs: z.number().int().nullable(),
  /** The placement's publisher's network. */
  networkId: z.number().int().nullable(),
  /** The targeting set its requests must match (PUT /api/placements/{id}/targeting); none: any request. */
  targetingSetId: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Placement = z.infer<typeof PlacementSchema>;

const PlacementFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  /** The publisher's network becomes the placement's network. */
  publisherId: PublisherIdSchema,
  type: PlacementTypeSchema,
  platform: PlatformSchema,
  deliveryType: DeliveryTypeSchema,
  bidFloor: moneySchema('Floor'),
  cpm: moneySchema('CPM'),
  auctionType: AuctionPricingSchema.default('FIRST_PRICE'),
  tmaxMs: TmaxSchema,
  status: ActiveInactiveSchema.default('ACTIVE'),
});

export const PlacementInputSchema = PlacementFieldsSchema;
export type PlacementInput = z.input<typeof PlacementInputSchema>;
export const PlacementUpdateSchema = PlacementFieldsSchema.extend({ version: VersionSchema });
export type PlacementUpdate = z.input<typeof PlacementUpdateSchema>;

/** The placements list's filter chips: the publisher (the list call's own publishersIds). */
export const PLACEMENT_LIST_FILTERS = listFilters([
  { kind: 'record', param: 'publishersIds', label: 'Publisher', area: 'publishers' },
]);

/** The placements list and picker (part 2 §7: networkIds, publishersIds, searchTerm, ids); all statuses unless asked. */
export const PlacementListFilterSchema = sortedPageSchema(
  PLACEMENT_SORT_PROPERTIES,
  PLACEMENTS_DIALOG_SORT,
).extend({
  searchTerm: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  publishersIds: IdListSchema,
  ids: IdListSchema,
});
export type PlacementListFilter = z.output<typeof PlacementListFilterSchema>;

export const PlacementCountFilterSchema = PlacementListFilterSchema.pick({
  searchTerm: true,
  networkIds: true,
  publishersIds: true,
});

/** Part 1 §2 placements dialog of a connection: paged, name ascending by default (§9). */
export const ConnectionPlacementsFilterSchema = sortedPageSchema(
  PLACEMENT_SORT_PROPERTIES,
  PLACEMENTS_DIALOG_SORT,
);
export type ConnectionPlacementsFilter = z.output<typeof ConnectionPlacementsFilterSchema>;

/** The placements list's column headers, on the screen and in the CSV export. */
export const PLACEMENT_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  publisher: 'Publisher',
  type: 'Type',
  platform: 'Platform',
  deliveryType: 'Delivery type',
  bidFloor: 'Floor',
  cpm: 'CPM',
  auctionType: 'Auction type',
  tmaxMs: 'Partner timeout (ms)',
} as const;

/** Part 2 §7 "Placements" ad-formats: the placement types a placement may take, with their labels. */
export const AdFormatSchema = z.object({ key: PlacementTypeSchema, label: z.string() });
export const AD_FORMATS = PLACEMENT_TYPE_OPTIONS.map(({ key, label }) => ({ key, label }));
