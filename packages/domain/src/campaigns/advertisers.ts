import { z } from 'zod';
import { ActiveInactiveSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { SIMILAR_ADVERTISER_THRESHOLD } from '../limits';
import { IdListSchema, PageSizeSchema } from '../list-schemas';
import { ADVERTISER_LIST_SIZE, MAX_PAGE_SIZE, type Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { advertiserDomainsSchema } from '../record-fields';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { CAMPAIGN_MESSAGES } from './campaign-messages';

export const ADVERTISER_DOMAINS_MAX = 100;
/** How many similar advertisers the create form is told of. */
export const SIMILAR_ADVERTISERS_MAX = 10;

export const ADVERTISER_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_ADVERTISER_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

export const AdvertiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  advertiserDomains: z.array(z.string()),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Advertiser = z.infer<typeof AdvertiserSchema>;

const AdvertiserFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's advertisers are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  advertiserDomains: advertiserDomainsSchema('Advertiser domains', ADVERTISER_DOMAINS_MAX),
  notes: NotesSchema,
});

export const AdvertiserInputSchema = AdvertiserFieldsSchema;
export type AdvertiserInput = z.input<typeof AdvertiserInputSchema>;
export const AdvertiserUpdateSchema = AdvertiserFieldsSchema.extend({ version: VersionSchema });
export type AdvertiserUpdate = z.input<typeof AdvertiserUpdateSchema>;

/**
 * The spec's callers ask for size 999999 (part 2 §9), meaning "all of them". The call accepts any
 * size up to that, and answers at most MAX_PAGE_SIZE rows a page: `totalElements` says how many
 * more there are, and pickers search by name instead of loading every row.
 */
const AdvertiserPageSizeSchema = z
  .union([PageSizeSchema, z.coerce.number().int().min(1).max(ADVERTISER_LIST_SIZE)])
  .default(ADVERTISER_LIST_SIZE)
  .transform((size) => Math.min(size, MAX_PAGE_SIZE));

/** The advertisers list and picker. */
export const AdvertiserListFilterSchema = sortedPageSchema(
  ADVERTISER_SORT_PROPERTIES,
  DEFAULT_ADVERTISER_SORT,
).extend({
  size: AdvertiserPageSizeSchema,
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const AdvertiserCountFilterSchema = AdvertiserListFilterSchema.pick({ name: true, networkIds: true });

/** GET search/similar: the name being typed, the least similarity (0.5 by default, part 2 §9), the networks to look in. */
export const SimilarAdvertiserQuerySchema = z.object({
  searchTerm: z
    .string({ error: CAMPAIGN_MESSAGES.searchTerm })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.searchTerm)
    .max(200),
  threshold: z.coerce
    .number({ error: CAMPAIGN_MESSAGES.threshold })
    .gt(0, CAMPAIGN_MESSAGES.threshold)
    .max(1, CAMPAIGN_MESSAGES.threshold)
    .default(SIMILAR_ADVERTISER_THRESHOLD),
  networkIds: IdListSchema,
});
export type SimilarAdvertiserQuery = z.input<typeof SimilarAdvertiserQuerySchema>;

export const SimilarAdvertiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  /** pg_trgm's similarity of the two names, lower-cased: 1 is the same name. */
  similarity: z.number(),
});
export type SimilarAdvertiser = z.infer<typeof SimilarAdvertiserSchema>;

/** An advertiser as its edit form opens and a revert writes it back. */
export const advertiserInputOf = (advertiser: Advertiser): AdvertiserInput => ({
  name: advertiser.name,
  status: advertiser.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: advertiser.network?.id ?? null,
  advertiserDomains: advertiser.advertiserDomains,
  notes: advertiser.notes,
});

export const ADVERTISER_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  advertiserDomains: 'Advertiser domains',
} as const;
