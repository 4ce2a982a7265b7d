import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { advertisers } from './schema/campaigns';
import { networks } from './schema/tenancy';

/**
 * Advertisers whose lower-cased name is at least `threshold` alike `term` by pg_trgm's similarity,
 * most alike first. The `%` operator lets the trigram index find the candidates; the transaction's
 * own similarity_threshold makes it find exactly those at or above `threshold`.
 */
export function similarAdvertisers(
  db: Db,
  search: { term: string; threshold: number; limit: number },
  visible: SQL | undefined,
) {
  const term = search.term.toLowerCase();
  const score = sql<number>`similarity(lower(${advertisers.name}), ${term})`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(search.threshold)}, true)`,
    );
    return tx
      .select({
        id: advertisers.id,
        name: advertisers.name,
        status: advertisers.status,
        networkId: advertisers.networkId,
        networkName: networks.name,
        similarity: sql<number>`${score}::float8`.mapWith(Number),
      })
      .from(advertisers)
      .leftJoin(networks, eq(networks.id, advertisers.networkId))
      .where(and(sql`lower(${advertisers.name}) % ${term}`, sql`${score} >= ${search.threshold}`, visible))
      .orderBy(desc(score), asc(advertisers.id))
      .limit(search.limit);
  });
}
