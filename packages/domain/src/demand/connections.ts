import { z } from 'zod';
import { listFilterShape, listFilters } from '../contracts/list-filters';
import { TmaxSchema } from '../decisioning/tmax';
import {
  ActiveInactiveSchema,
  ConnectionStatusSchema,
  INTEGRATION_TYPE_OPTIONS,
  IntegrationTypeSchema,
} from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { DEFAULT_CONNECTION_SORT } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  DEFAULT_STATUS_FILTER,
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { DEMAND_MESSAGES } from './messages';
import { DemandPartnerRefSchema } from './partners';

/** A seller domain (schain ASI) is a bare host name: `adcast.tv`, no scheme or path. */
export const SELLER_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/** The sortable columns of the demand connections list (part 1 §2). */
export const CONNECTION_SORT_PROPERTIES = [
  'name',
  'demandPartner',
  'placementCnt',
  'schainAsi',
  'integrationType',
  'duplicateDpConnection',
  'createdOn',
  'status',
] as const;
export type ConnectionSortProperty = (typeof CONNECTION_SORT_PROPERTIES)[number];

export const ConnectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  demandPartner: DemandPartnerRefSchema,
  network: z.nullable(NetworkRefSchema),
  placementCnt: z.number().int().nonnegative(),
  schainAsi: z.string(),
  integrationType: IntegrationTypeSchema,
  duplicateDpConnection: z.boolean(),
  /** The connection this one was duplicated from, when it still exists. */
  duplicatedFromId: z.number().int().nullable(),
  /** How long its partner may take to bid (ms); null: the placement's, else 300. A placement's shorter tmax wins. */
  tmaxMs: z.number().int().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  notes: z.string().nullable(),
  status: ConnectionStatusSchema,
  version: z.number().int(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

const ConnectionFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  schainAsi: z.string().trim().toLowerCase().regex(SELLER_DOMAIN_PATTERN, DEMAND_MESSAGES.sellerDomain),
  integrationType: IntegrationTypeSchema,
  tmaxMs: TmaxSchema,
  status: ActiveInactiveSchema.default('ACTIVE'),
  notes: NotesSchema,
});

/** Create; with `duplicateOf` the new connection copies that connection's placements. */
export const ConnectionInputSchema = ConnectionFieldsSchema.extend({
  duplicateOf: IdSchema.optional(),
});
export type ConnectionInput = z.input<typeof ConnectionInputSchema>;
export const ConnectionUpdateSchema = ConnectionFieldsSchema.extend({ version: VersionSchema });
export type ConnectionUpdate = z.input<typeof ConnectionUpdateSchema>;

/** Part 1 §3 connection list filter with the defaults of §9: page 0, size 10, createdOn desc, ACTIVE. */
export const ConnectionListFilterSchema = sortedPageSchema(
  CONNECTION_SORT_PROPERTIES,
  DEFAULT_CONNECTION_SORT,
).extend({ name: SearchTextSchema, status: statusFilterSchema(DEFAULT_STATUS_FILTER) });
export type ConnectionListFilter = z.output<typeof ConnectionListFilterSchema>;
export const DEFAULT_CONNECTION_FILTER: ConnectionListFilter = ConnectionListFilterSchema.parse({});

/** The connections list's filter chips: the partner and the integration type. */
export const CONNECTION_LIST_FILTERS = listFilters([
  { kind: 'record', param: 'dpIds', label: 'Demand partner', area: 'demand-partners' },
  {
    kind: 'enum',
    param: 'integrationTypes',
    label: 'Integration type',
    options: INTEGRATION_TYPE_OPTIONS,
  },
]);

/** The list call also serves the connection picker (part 2 §7: networkIds, name, status, ids). */
export const ConnectionQuerySchema = ConnectionListFilterSchema.extend({
  networkIds: IdListSchema,
  ids: IdListSchema,
  ...listFilterShape(CONNECTION_LIST_FILTERS),
});
export type ConnectionQuery = z.output<typeof ConnectionQuerySchema>;

export const ConnectionCountFilterSchema = z.object({
  name: SearchTextSchema,
  ...listFilterShape(CONNECTION_LIST_FILTERS),
});

/** Sets the placements of a connection: exactly these ids afterwards. */
export const AssignPlacementsSchema = z.object({
  placementIds: z
    .array(IdSchema)
    .max(10_000)
    .transform((ids) => [...new Set(ids)]),
  version: VersionSchema,
});
export type AssignPlacements = z.input<typeof AssignPlacementsSchema>;

/** Part 1 §2: the connections list's column headers, on the screen and in the CSV export. */
export const CONNECTION_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  demandPartner: 'Demand partner',
  placementCnt: 'Placements',
  schainAsi: 'Seller domain (ASI)',
  integrationType: 'Integration type',
  duplicateDpConnection: 'Duplication',
  tmaxMs: 'Partner timeout (ms)',
  notes: 'Note',
} as const;
