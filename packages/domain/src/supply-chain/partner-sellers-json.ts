import { getDomain } from 'tldts';
import { z } from 'zod';
import { type SellerType, SellerTypeSchema } from '../publishers/publishers';
import type { PartnerSeller } from './partner-seller';
import { SUPPLY_CHAIN_MESSAGES as M } from './supply-chain-messages';

/**
 * Where the partner's sellers.json is read from, and the seller id the partner gave this platform
 * (the account its sellers.json lists the platform under, and publishers put in their files).
 */
export const PartnerSellersJsonInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: M.urlFormat })),
  accountId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[^\s,\p{Cc}]*$/u, M.accountIdFormat)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null),
});
export type PartnerSellersJsonInput = z.input<typeof PartnerSellersJsonInputSchema>;

/** The partner's ad system domain: the registrable domain of the address serving its sellers.json. */
export function partnerSystemDomain(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return getDomain(host) ?? host;
  } catch {
    return null;
  }
}

const sellerTypeOf = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(SellerTypeSchema);

/** sellers.json 1.0 as partners publish it: ids may be numbers, types any case, the flag 0/1 or absent. */
const FileSchema = z.object({
  sellers: z.array(
    z.object({
      seller_id: z.union([z.string(), z.number()]).transform(String),
      seller_type: sellerTypeOf,
      is_confidential: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
      name: z.string().optional(),
      domain: z.string().optional(),
    }),
  ),
});

export type SellersJsonRead = { ok: true; sellers: PartnerSeller[] } | { ok: false; reason: string };

/** Reads a sellers.json file; a file that is not one is refused with the first reason found. */
export function readSellersJson(text: string): SellersJsonRead {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: M.notJson };
  }
  const parsed = FileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: M.notSellersJson(issue ? issue.path.join('.') || 'sellers' : 'sellers') };
  }
  return {
    ok: true,
    sellers: parsed.data.sellers.map((seller) => ({
      sellerId: seller.seller_id,
      sellerType: seller.seller_type as SellerType,
      confidential: seller.is_confidential === 1 || seller.is_confidential === true,
      name: seller.name ?? null,
      domain: seller.domain?.toLowerCase() ?? null,
    })),
  };
}
