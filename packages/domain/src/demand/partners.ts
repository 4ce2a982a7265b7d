import { z } from 'zod';
import { listFilterShape, listFilters } from '../contracts/list-filters';
import { ActiveInactiveSchema, EntityStatusSchema, IntegrationTypeSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  blankToNull,
  DEFAULT_STATUS_FILTER,
  LookupPageSchema,
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { SUPPLY_CHAIN_LIST_FILTER } from '../supply-chain/supply-chain-filter';
import { NetworkRefSchema } from '../user';
import { DEMAND_MESSAGES } from './messages';
import { DEFAULT_DISCREPANCY_THRESHOLD_PCT } from './revenue/discrepancy';
import { DP_REVENUE_MESSAGES } from './revenue/messages';

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
  /** Issue 27: a day whose figures differ from the partner's by more than this is flagged. */
  discrepancyThresholdPct: z.number(),
  /** The latest day flagged for the partner, if any. */
  discrepancyFlaggedOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type DemandPartner = z.infer<typeof DemandPartnerSchema>;

const DemandPartnerFieldsSchema = z.object({
  displayName: z.string().trim().min(1, FIELD_MESSAGES.required('Display name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's partners are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  integrationType: IntegrationTypeSchema,
  endpointUrl: httpUrlSchema('Endpoint URL'),
  vastTagUrl: httpUrlSchema('VAST tag URL'),
  defaultBidFloor: moneySchema('Default bid floor').default(0),
  notes: NotesSchema,
  discrepancyThresholdPct: z
    .number({ error: DP_REVENUE_MESSAGES.thresholdRange })
    .min(0, DP_REVENUE_MESSAGES.thresholdRange)
    .max(100, DP_REVENUE_MESSAGES.thresholdRange)
    .default(DEFAULT_DISCREPANCY_THRESHOLD_PCT),
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

/** The demand partners list's filter chips: the supply-chain check. */
export const PARTNER_LIST_FILTERS = listFilters([SUPPLY_CHAIN_LIST_FILTER]);

export const DemandPartnerListFilterSchema = sortedPageSchema(
  DEMAND_PARTNER_SORT_PROPERTIES,
  DEFAULT_DEMAND_PARTNER_SORT,
).extend({
  displayName: SearchTextSchema,
  status: statusFilterSchema(DEFAULT_STATUS_FILTER),
  ...listFilterShape(PARTNER_LIST_FILTERS),
});
export type DemandPartnerListFilter = z.output<typeof DemandPartnerListFilterSchema>;

/** The demand partner picker (part 2 §7): page 0, size up to 1000, displayName, ids. */
export const DemandPartnerPickerFilterSchema = LookupPageSchema.extend({
  displayName: SearchTextSchema,
  ids: IdListSchema,
});
export type DemandPartnerPickerFilter = z.output<typeof DemandPartnerPickerFilterSchema>;

export const DemandPartnerCountFilterSchema = z.object({
  displayName: SearchTextSchema,
  ...listFilterShape(PARTNER_LIST_FILTERS),
});

/** Part 1 §2: the demand partners list's column headers, on the screen and in the CSV export. */
export const PARTNER_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  integrationType: 'Integration type',
  defaultBidFloor: 'Default bid floor',
  connectionCount: 'Connections',
  discrepancyThresholdPct: 'Discrepancy threshold %',
  discrepancyFlaggedOn: 'Discrepancy',
  id: 'ID',
  networkId: 'Network ID',
  endpointUrl: 'Endpoint URL',
  vastTagUrl: 'VAST tag URL',
  notes: 'Notes',
} as const;

/** The columns a CSV of partners is read by (its export's): a row with an ID edits that partner. */
export const PARTNER_IMPORT_COLUMNS = [
  { label: PARTNER_COLUMN_LABELS.id, field: 'id' },
  { label: PARTNER_COLUMN_LABELS.name, field: 'displayName', required: true },
  { label: PARTNER_COLUMN_LABELS.status, field: 'status' },
  { label: PARTNER_COLUMN_LABELS.networkId, field: 'networkId' },
  { label: PARTNER_COLUMN_LABELS.integrationType, field: 'integrationType', required: true },
  { label: PARTNER_COLUMN_LABELS.endpointUrl, field: 'endpointUrl' },
  { label: PARTNER_COLUMN_LABELS.vastTagUrl, field: 'vastTagUrl' },
  { label: PARTNER_COLUMN_LABELS.defaultBidFloor, field: 'defaultBidFloor' },
  { label: PARTNER_COLUMN_LABELS.notes, field: 'notes' },
] as const;
