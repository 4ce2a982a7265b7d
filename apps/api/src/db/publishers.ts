import type { PublisherModel } from '@adcast/domain/enumerations';
import type { SellerType } from '@adcast/domain/publishers/publishers';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { publisherShares, publishers } from './schema/tenancy';

type CurrentShare = { pubShareType: PublisherModel; value: number; day: string } | null;

/** The share in force today: the latest entry whose day has come. */
export const currentShare = sql<CurrentShare>`(select json_build_object('pubShareType', s.pub_share_type,
  'value', s.value, 'day', s.day) from ${publisherShares} s
  where s.publisher_id = ${publishers.id} and s.day <= current_date order by s.day desc, s.id desc limit 1)`;

/** A publisher's share history, the latest day first. */
export const shareHistory = (db: Db, publisherId: number) =>
  db
    .select()
    .from(publisherShares)
    .where(eq(publisherShares.publisherId, publisherId))
    .orderBy(desc(publisherShares.day), desc(publisherShares.id));

/** The sellers.json entries: publishers not archived that have a seller id, by seller id. */
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
  return rows.map((row) => ({
    ...row,
    sellerId: row.sellerId as string,
    sellerType: row.sellerType as SellerType,
  }));
}
