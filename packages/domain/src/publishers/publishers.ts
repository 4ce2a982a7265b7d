import { z } from 'zod';
import { listFilterShape, listFilters } from '../contracts/list-filters';
import { OnboardingStageSchema, PublisherModelSchema, PublisherStatusSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import { OWNER_CONTACT_FIELDS, OWNER_NAME_FIELDS, optionalText } from '../owner-fields';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { SHARE_MESSAGES, shareEntrySchema, shareInputSchema } from '../shares';
import { SUPPLY_CHAIN_LIST_FILTER } from '../supply-chain/supply-chain-filter';
import { NetworkRefSchema } from '../user';

export const PUBLISHER_SORT_PROPERTIES = [
  'name',
  'status',
  'network',
  'publisherModel',
  'onboardingStage',
  'costCpm',
  'createdOn',
] as const;
export type PublisherSortProperty = (typeof PUBLISHER_SORT_PROPERTIES)[number];

/** sellers.json 1.0 seller types. */
export const SellerTypeSchema = z.enum(['PUBLISHER', 'INTERMEDIARY', 'BOTH']);
export type SellerType = z.infer<typeof SellerTypeSchema>;
export const SELLER_TYPE_OPTIONS = SellerTypeSchema.options.map((key) => ({
  key,
  label: key === 'BOTH' ? 'Both' : key === 'PUBLISHER' ? 'Publisher' : 'Intermediary',
}));

export const PublisherSellerSchema = z.object({
  sellerId: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  sellerType: SellerTypeSchema,
  confidential: z.boolean(),
});
export type PublisherSeller = z.infer<typeof PublisherSellerSchema>;

/** A publisher's share entry (part 2 §3): its type is one of the publisher models. */
export const PublisherShareSchema = shareEntrySchema(PublisherModelSchema);
export type PublisherShare = z.infer<typeof PublisherShareSchema>;

export const PublisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: PublisherStatusSchema,
  network: z.nullable(NetworkRefSchema),
  secondaryId: z.string().nullable(),
  publisherModel: PublisherModelSchema,
  costCpm: z.number(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  onboardingStage: OnboardingStageSchema,
  /** The share in force today (the latest entry whose day has come), if any. */
  share: PublisherShareSchema.pick({ pubShareType: true, value: true, day: true }).nullable(),
  seller: PublisherSellerSchema.nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Publisher = z.infer<typeof PublisherSchema>;

const PublisherFieldsSchema = z.object({
  ...OWNER_NAME_FIELDS,
  secondaryId: optionalText(100),
  publisherModel: PublisherModelSchema.default('REVSHARE'),
  ...OWNER_CONTACT_FIELDS,
  onboardingStage: OnboardingStageSchema.default('PROPOSAL'),
});

export const PublisherInputSchema = PublisherFieldsSchema;
export type PublisherInput = z.input<typeof PublisherInputSchema>;
export const PublisherUpdateSchema = PublisherFieldsSchema.extend({ version: VersionSchema });
export type PublisherUpdate = z.input<typeof PublisherUpdateSchema>;

export const PUBLISHER_MESSAGES = {
  shareTooHigh: SHARE_MESSAGES.shareTooHigh,
  sellerIdTaken: 'Another publisher has this seller id',
  sellerDomain:
    'Seller domain must be a domain name in lower case, without a scheme, port or path, e.g. example.com',
  sellerRootDomain: (root: string) => `Seller domain must be the root domain: ${root}`,
  sellerIdFormat: 'Seller id may not hold spaces, commas or control characters',
} as const;

/** A new share entry: a REVSHARE value is a percentage, a CPM or PLACEMENT one an amount in USD. */
export const PublisherShareInputSchema = shareInputSchema(PublisherModelSchema);
export type PublisherShareInput = z.input<typeof PublisherShareInputSchema>;

export const PublisherCostSchema = z.object({ costCpm: moneySchema('Cost CPM'), version: VersionSchema });
export type PublisherCost = z.input<typeof PublisherCostSchema>;

/** The publisher list and picker (part 2 §7: networkIds, name, ids), name ascending; all statuses unless asked. */
/** The publishers list's filter chips: the supply-chain check. */
export const PUBLISHER_LIST_FILTERS = listFilters([SUPPLY_CHAIN_LIST_FILTER]);

export const PublisherListFilterSchema = sortedPageSchema(PUBLISHER_SORT_PROPERTIES, {
  sortProperty: 'name',
  sortDirection: 'asc',
}).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
  ...listFilterShape(PUBLISHER_LIST_FILTERS),
});
export type PublisherListFilter = z.output<typeof PublisherListFilterSchema>;
export const PublisherCountFilterSchema = PublisherListFilterSchema.pick({
  name: true,
  networkIds: true,
  supplyChain: true,
});

export const PUBLISHER_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  secondaryId: 'Secondary id',
  publisherModel: 'Model',
  share: 'Share',
  costCpm: 'Cost CPM',
  onboardingStage: 'Onboarding stage',
  contact: 'Contact',
} as const;

/** sellers.json 1.0 (IAB Tech Lab), as served at /sellers.json. */
export const SellersJsonSchema = z.object({
  contact_email: z.string().optional(),
  contact_address: z.string().optional(),
  version: z.literal('1.0'),
  identifiers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  sellers: z.array(
    z.object({
      seller_id: z.string(),
      name: z.string().optional(),
      domain: z.string().optional(),
      seller_type: SellerTypeSchema,
      is_confidential: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
});
export type SellersJson = z.infer<typeof SellersJsonSchema>;

export const PUBLISHER_NOTICES = {
  created: 'Publisher created successfully',
  updated: 'Publisher updated successfully',
  archived: 'Publisher archived successfully',
  unarchived: 'Publisher unarchived successfully',
  errorSave: 'Error occurred during publisher save',
  errorStatus: 'Error occurred during publisher status change',
  errorFetching: 'Error during while fetching publishers',
  shareAdded: 'Share added',
  costUpdated: 'Cost updated',
  sellerUpdated: 'Sellers.json entry saved',
} as const;
