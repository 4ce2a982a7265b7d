import { z } from 'zod';
import { AdsTxtRecordSchema } from '../ads-txt/ads-txt-file';
import { IdListSchema } from '../list-schemas';
import { SellerTypeSchema } from '../publishers/publishers';
import { PartnerSellerSchema, PartnerSellersJsonStatusSchema } from './partner-seller';
import { MISMATCH_REASONS } from './supply-chain-check';

type PathId = number | `:${string}`;

/** The supply-chain check's calls (not in part 2 §7: named after their neighbours). */
export const SUPPLY_CHAIN_API = {
  /** GET the panel of one demand partner: a row per publisher its connections carry. */
  partner: (id: PathId) => `/api/supply-chain/partners/${id}`,
  /** GET the panel of one publisher: a row per demand partner whose connections carry it. */
  publisher: (id: PathId) => `/api/supply-chain/publishers/${id}`,
  /** PUT where the partner's sellers.json is read and our seller id there; queues its fetch. */
  partnerSellersJson: (id: PathId) => `/api/supply-chain/partners/${id}/sellers-json`,
  /** POST fetches the partner's sellers.json again (202 QUEUED). */
  partnerFetch: (id: PathId) => `/api/supply-chain/partners/${id}/sellers-json/fetch`,
  /** GET how many mismatches each of the rows named has (kind PARTNER or PUBLISHER, ids). */
  flags: '/api/supply-chain/flags',
} as const;

export const MismatchSchema = z.object({ reason: z.enum(MISMATCH_REASONS), message: z.string() });

export const PartnerSellersJsonStateSchema = z.object({
  url: z.string().nullable(),
  domain: z.string().nullable(),
  accountId: z.string().nullable(),
  status: PartnerSellersJsonStatusSchema,
  reason: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  sellerCount: z.number().int().nullable(),
  /** The partner's entry for this platform (under our seller id there), if found. */
  ourEntry: PartnerSellerSchema.nullable(),
});
export type PartnerSellersJsonStateDto = z.infer<typeof PartnerSellersJsonStateSchema>;

export const SupplyChainFileSchema = z.object({
  kind: z.enum(['APP', 'DOMAIN']),
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  crawledAt: z.string().nullable(),
  read: z.boolean(),
  /** The file's lines that name our domain, the partner's or a connection's ASI. */
  lines: z.array(AdsTxtRecordSchema),
});

export const SupplyChainRowSchema = z.object({
  publisher: z.object({ id: z.number().int(), name: z.string() }),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  ourEntry: z
    .object({ sellerId: z.string(), sellerType: SellerTypeSchema, confidential: z.boolean() })
    .nullable(),
  files: z.array(SupplyChainFileSchema),
  connections: z.array(z.object({ id: z.number().int(), name: z.string(), schainAsi: z.string() })),
  partnerSellersJson: PartnerSellersJsonStateSchema,
  /** This pair's mismatches and the partner's own, each with its reason. */
  mismatches: z.array(MismatchSchema),
});
export type SupplyChainRow = z.infer<typeof SupplyChainRowSchema>;

export const SupplyChainPanelSchema = z.object({
  /** The ad system domain of our `/sellers.json`. */
  platformDomain: z.string(),
  sellersJsonUrl: z.string(),
  /** The partner's sellers.json and what it says about us (the partner's panel only). */
  partnerSellersJson: PartnerSellersJsonStateSchema.nullable(),
  partnerMismatches: z.array(MismatchSchema),
  rows: z.array(SupplyChainRowSchema),
  /** Every mismatch of the panel, the partner's own counted once. */
  mismatchCount: z.number().int(),
});
export type SupplyChainPanel = z.infer<typeof SupplyChainPanelSchema>;

export const SupplyChainSubjectKindSchema = z.enum(['PARTNER', 'PUBLISHER']);
export type SupplyChainSubjectKind = z.infer<typeof SupplyChainSubjectKindSchema>;

export const SupplyChainFlagsQuerySchema = z.object({
  kind: SupplyChainSubjectKindSchema,
  ids: IdListSchema.transform((ids) => ids ?? []).refine((ids) => ids.length <= 200, 'At most 200 ids'),
});
export const SupplyChainFlagsSchema = z.object({
  flags: z.array(z.object({ id: z.number().int(), mismatches: z.number().int() })),
});
export type SupplyChainFlags = z.infer<typeof SupplyChainFlagsSchema>;

export const SupplyChainQueuedSchema = z.object({ queueStatus: z.literal('QUEUED') });

export const SUPPLY_CHAIN_LABELS = {
  panel: 'Supply chain',
  flagColumn: 'Supply chain',
  ourEntry: 'Our sellers.json',
  files: 'ads.txt / app-ads.txt',
  connections: 'schain ASI',
  partnerSellersJson: "Partner's sellers.json",
  mismatches: 'Mismatches',
  noRows: 'No connection of this partner carries a placement of this publisher yet',
  consistent: 'Consistent',
  fetchNow: 'Fetch now',
  save: 'Save',
  url: 'sellers.json URL',
  accountId: 'Our seller id at the partner',
} as const;
