import { publishableSeller, type SellerType } from '@adcast/domain/publishers/publishers';
import { and, isNotNull, ne } from 'drizzle-orm';
import type { Db } from './client';
import { publishers } from './schema/tenancy';

/**
 * The sellers.json entries: publishers not archived that have a seller id, by seller id. An entry
 * stored before the IAB rules were checked on write, and breaking them, is left out: never published.
 */
export async function sellerEntries(db: Db) {
  const rows = await db
    .select({
      sellerId: publishers.sellerId,
      name: publishers.name,
      domain: publishers.sellerDomain,
      sellerType: publishers.sellerType,
      confidential: publishers.sellerConfidential,
    })
    .from(publishers)
    .where(and(isNotNull(publishers.sellerId), ne(publishers.status, 'ARCHIVED')))
    .orderBy(publishers.sellerId);
  return rows
    .map((row) => ({ ...row, sellerId: row.sellerId as string, sellerType: row.sellerType as SellerType }))
    .filter(publishableSeller);
}
