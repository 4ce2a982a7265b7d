import { getDomain } from 'tldts';
import { z } from 'zod';
import { optionalText } from '../owner-fields';
import { FIELD_MESSAGES, HOST_NAME_PATTERN } from '../patterns';
import { VersionSchema } from '../records';
import { PUBLISHER_MESSAGES, SellerTypeSchema } from './publishers';

// A module of its own: the Public Suffix List it reads is large, and only the screens and routes
// that write or publish a sellers.json entry need it.

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
