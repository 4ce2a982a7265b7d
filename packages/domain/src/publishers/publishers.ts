import { getDomain } from 'tldts';
import { z } from 'zod';
import { OnboardingStageSchema, PublisherModelSchema, PublisherStatusSchema } from '../enumerations';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import { OWNER_CONTACT_FIELDS, OWNER_NAME_FIELDS, optionalText } from '../owner-fields';
import { FIELD_MESSAGES, HOST_NAME_PATTERN } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { SHARE_MESSAGES, shareEntrySchema, shareInputSchema } from '../shares';
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

/**
 * IAB sellers.json 1.0: `seller_id` is the account id buyers match with ads.txt lines (comma
 * separated) and bid requests, so it holds no space, comma or control character; `domain` is the
 * seller's business domain as a root domain (the public suffix plus one label, tldts' reading of the
 * Public Suffix List), a host name alone: no scheme, port, path, query or capitals.
 */
const SELLER_ID_PATTERN = /^[^\s,\p{Cc}]+$/u;
export const sellerIdIssue = (sellerId: string): string | null =>
  SELLER_ID_PATTERN.test(sellerId) ? null : PUBLISHER_MESSAGES.sellerIdFormat;
export function sellerDomainIssue(domain: string): string | null {
  if (!HOST_NAME_PATTERN.test(domain)) return PUBLISHER_MESSAGES.sellerDomain;
  const root = getDomain(domain);
  if (!root) return PUBLISHER_MESSAGES.sellerDomain;
  return root === domain ? null : PUBLISHER_MESSAGES.sellerRootDomain(root);
}
/** Whether a stored entry may be published: one written before these rules may break them. */
export const publishableSeller = (seller: { sellerId: string; domain: string | null }): boolean =>
  sellerIdIssue(seller.sellerId) === null &&
  (seller.domain === null || sellerDomainIssue(seller.domain) === null);

/** A new share entry: a REVSHARE value is a percentage, a CPM or PLACEMENT one an amount in USD. */
export const PublisherShareInputSchema = shareInputSchema(PublisherModelSchema);
export type PublisherShareInput = z.input<typeof PublisherShareInputSchema>;

export const PublisherCostSchema = z.object({ costCpm: moneySchema('Cost CPM'), version: VersionSchema });
export type PublisherCost = z.input<typeof PublisherCostSchema>;

export const PublisherSellerInputSchema = z.object({
  sellerId: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.required('Seller id'))
    .max(100)
    .superRefine((value, ctx) => {
      const issue = sellerIdIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
  domain: optionalText(253).superRefine((value, ctx) => {
    const issue = value === null ? null : sellerDomainIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
  sellerType: SellerTypeSchema,
  confidential: z.boolean().default(false),
  version: VersionSchema,
});
export type PublisherSellerInput = z.input<typeof PublisherSellerInputSchema>;

/** The publisher list and picker (part 2 §7: networkIds, name, ids), name ascending; all statuses unless asked. */
export const PublisherListFilterSchema = sortedPageSchema(PUBLISHER_SORT_PROPERTIES, {
  sortProperty: 'name',
  sortDirection: 'asc',
}).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export type PublisherListFilter = z.output<typeof PublisherListFilterSchema>;
export const PublisherCountFilterSchema = PublisherListFilterSchema.pick({ name: true, networkIds: true });

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
