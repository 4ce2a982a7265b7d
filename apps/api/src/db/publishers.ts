import type { SellerType } from '@adcast/domain/publishers/publishers';
import { publishableSeller } from '@adcast/domain/publishers/seller-entry';
import { and, inArray, isNotNull, ne } from 'drizzle-orm';
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

/** Each known publisher's network (null: none), for the ids asked; unknown ids are left out. */
export async function publisherNetworks(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  const known = new Map<number, number | null>();
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .select({ id: publishers.id, networkId: publishers.networkId })
      .from(publishers)
      .where(inArray(publishers.id, ids.slice(from, from + 1000)));
    for (const row of rows) known.set(row.id, row.networkId);
  }
  return known;
}
