import { z } from 'zod';
import { SellerTypeSchema } from '../publishers/publishers';

/** Where a partner's sellers.json stands: never asked, queued, read, or not fit to read. */
export const PartnerSellersJsonStatusSchema = z.enum([
  'NOT_SET',
  'QUEUED',
  'FETCHED',
  'UNREACHABLE',
  'INVALID',
]);
export type PartnerSellersJsonStatus = z.infer<typeof PartnerSellersJsonStatusSchema>;

/** One seller of a partner's sellers.json, as read (ids compared as text, types in upper case). */
export const PartnerSellerSchema = z.object({
  sellerId: z.string(),
  sellerType: SellerTypeSchema,
  confidential: z.boolean(),
  name: z.string().nullable(),
  domain: z.string().nullable(),
});
export type PartnerSeller = z.infer<typeof PartnerSellerSchema>;
