import { z } from 'zod';
import { DEMAND_MESSAGES } from './demand-messages';
import {
  ActiveInactiveSchema,
  ConnectionStatusSchema,
  type EntityStatus,
  EntityStatusSchema,
  IntegrationTypeSchema,
} from './enumerations';
import { commaListSchema, IdListSchema, PageRequestSchema, SortDirectionSchema } from './list-schemas';
import { moneySchema } from './money';
import { DEFAULT_CONNECTION_SORT, PICKER_PAGE_SIZE, type Sort } from './paging';
import { FIELD_MESSAGES } from './patterns';
import { NetworkRefSchema } from './user';

// ---- Shared by the demand and placement lists ----

/** A list's paging and sort; an unknown sort property is refused with a message naming the choices. */
export function sortedPageSchema<const P extends readonly [string, ...string[]]>(
  properties: P,
  defaults: Sort,
) {
  if (!properties.includes(defaults.sortProperty))
    throw new Error(`${defaults.sortProperty} is not sortable`);
  return PageRequestSchema.extend({
    sortProperty: z
      .enum(properties, { error: (issue) => DEMAND_MESSAGES.unknownSort(String(issue.input), properties) })
      .default(defaults.sortProperty as P[number]),
    sortDirection: SortDirectionSchema.default(defaults.sortDirection),
  });
}

/** Statuses in a query, repeated or comma-joined; `fallback` when none is given. */
export const statusFilterSchema = (fallback?: readonly EntityStatus[]) =>
  commaListSchema(EntityStatusSchema).transform(
    (statuses) => statuses ?? (fallback ? [...fallback] : undefined),
  );

/** One status box: how many rows have that status. Count answers list every status, zero included. */
export const StatusCountSchema = z.object({
  status: EntityStatusSchema,
  count: z.number().int().nonnegative(),
});
export type StatusCount = z.infer<typeof StatusCountSchema>;

export const SearchTextSchema = z.string().trim().max(200).optional();
export const VersionSchema = z.number().int().positive();
/** Archive and unarchive may carry the version the user saw; a stale one is refused. */
export const VersionBodySchema = z.object({ version: VersionSchema.optional() }).nullish();

const blankToNull = (value: string | null | undefined) => (value ? value : null);
export const NotesSchema = z.string().trim().max(1000).nullish().transform(blankToNull);

const httpUrlSchema = (field: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform(blankToNull)
    .pipe(
      z
        .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: DEMAND_MESSAGES.httpUrl(field) })
        .nullable(),
    );

/** A seller domain (schain ASI) is a bare host name: `adcast.tv`, no scheme or path. */
export const SELLER_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

// ---- Demand partners ----

export const DEMAND_PARTNER_SORT_PROPERTIES = [
  'displayName',
  'status',
  'integrationType',
  'defaultBidFloor',
  'connectionCount',
  'createdOn',
  'updatedOn',
] as const;
export type DemandPartnerSortProperty = (typeof DEMAND_PARTNER_SORT_PROPERTIES)[number];
export const DEFAULT_DEMAND_PARTNER_SORT = {
  sortProperty: 'displayName',
  sortDirection: 'asc',
} as const satisfies Sort;
export const DEFAULT_STATUS_FILTER: readonly EntityStatus[] = ['ACTIVE'];

export const DemandPartnerRefSchema = z.object({ id: z.number().int(), displayName: z.string() });
export type DemandPartnerRef = z.infer<typeof DemandPartnerRefSchema>;

/** What the demand partner picker lists (part 2 §3: id, displayName, status, network). */
export const DemandPartnerOptionSchema = DemandPartnerRefSchema.extend({
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
});
export type DemandPartnerOption = z.infer<typeof DemandPartnerOptionSchema>;

export const DemandPartnerSchema = DemandPartnerOptionSchema.extend({
  integrationType: IntegrationTypeSchema,
  endpointUrl: z.string().nullable(),
  vastTagUrl: z.string().nullable(),
  defaultBidFloor: z.number(),
  notes: z.string().nullable(),
  connectionCount: z.number().int().nonnegative(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type DemandPartner = z.infer<typeof DemandPartnerSchema>;

const DemandPartnerFieldsSchema = z.object({
  displayName: z.string().trim().min(1, FIELD_MESSAGES.required('Display name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's partners are always in its own network. */
  networkId: z.number().int().positive().nullable().default(null),
  integrationType: IntegrationTypeSchema,
  endpointUrl: httpUrlSchema('Endpoint URL'),
  vastTagUrl: httpUrlSchema('VAST tag URL'),
  defaultBidFloor: moneySchema('Default bid floor').default(0),
  notes: NotesSchema,
});

type PartnerUrls = Pick<
  z.output<typeof DemandPartnerFieldsSchema>,
  'integrationType' | 'endpointUrl' | 'vastTagUrl'
>;

/** VAST partners are called through a VAST tag URL; ORTB, PBS and CUSTOM ones through an endpoint URL. */
function urlFitsIntegration(partner: PartnerUrls, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (partner.integrationType === 'VAST') {
    if (!partner.vastTagUrl) issue('vastTagUrl', DEMAND_MESSAGES.vastTagUrlRequired);
    if (partner.endpointUrl) issue('endpointUrl', DEMAND_MESSAGES.endpointUrlNotForVast);
  } else {
    if (!partner.endpointUrl) issue('endpointUrl', DEMAND_MESSAGES.endpointUrlRequired);
    if (partner.vastTagUrl) issue('vastTagUrl', DEMAND_MESSAGES.vastTagUrlOnlyForVast);
  }
}

export const DemandPartnerInputSchema = DemandPartnerFieldsSchema.superRefine(urlFitsIntegration);
export type DemandPartnerInput = z.input<typeof DemandPartnerInputSchema>;
export const DemandPartnerUpdateSchema = DemandPartnerFieldsSchema.extend({
  version: VersionSchema,
}).superRefine(urlFitsIntegration);
export type DemandPartnerUpdate = z.input<typeof DemandPartnerUpdateSchema>;

export const DemandPartnerListFilterSchema = sortedPageSchema(
  DEMAND_PARTNER_SORT_PROPERTIES,
  DEFAULT_DEMAND_PARTNER_SORT,
).extend({ displayName: SearchTextSchema, status: statusFilterSchema(DEFAULT_STATUS_FILTER) });
export type DemandPartnerListFilter = z.output<typeof DemandPartnerListFilterSchema>;

/** The demand partner picker (part 2 §7): page 0, size up to 1000, displayName, ids. */
export const DemandPartnerPickerFilterSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PICKER_PAGE_SIZE).default(PICKER_PAGE_SIZE),
  displayName: SearchTextSchema,
  ids: IdListSchema,
});
export type DemandPartnerPickerFilter = z.output<typeof DemandPartnerPickerFilterSchema>;

export const DemandPartnerCountFilterSchema = z.object({ displayName: SearchTextSchema });

// ---- Connections ----

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
  status: ActiveInactiveSchema.default('ACTIVE'),
  notes: NotesSchema,
});

/** Create; with `duplicateOf` the new connection copies that connection's placements. */
export const ConnectionInputSchema = ConnectionFieldsSchema.extend({
  duplicateOf: z.number().int().positive().optional(),
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

/** The list call also serves the connection picker (part 2 §7: networkIds, name, status, ids). */
export const ConnectionQuerySchema = ConnectionListFilterSchema.extend({
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export type ConnectionQuery = z.output<typeof ConnectionQuerySchema>;

export const ConnectionCountFilterSchema = z.object({ name: SearchTextSchema });

/** Sets the placements of a connection: exactly these ids afterwards. */
export const AssignPlacementsSchema = z.object({
  placementIds: z
    .array(z.number().int().positive())
    .max(10_000)
    .transform((ids) => [...new Set(ids)]),
  version: VersionSchema,
});
export type AssignPlacements = z.input<typeof AssignPlacementsSchema>;

/** A status choice as the status endpoints answer it (part 2 §3 status option: key, label). */
export const StatusOptionSchema = z.object({
  key: EntityStatusSchema,
  label: z.string(),
  color: z.string().optional(),
});
export type StatusOption = z.infer<typeof StatusOptionSchema>;
