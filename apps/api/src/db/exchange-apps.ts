import type { SortDirection } from '@adcast/domain/paging';
import { and, asc, count, desc, eq, isNull, notExists, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { apps, exchangeApps } from './schema/inventory';
import { containsText } from './search';
import { textKey } from './sorting';

const SORT_KEYS = {
  lastSeen: exchangeApps.lastSeen,
  requests: exchangeApps.requests,
  bundleId: textKey(exchangeApps.bundleId),
  name: textKey(exchangeApps.name),
};

/** Bundles no publisher has: not claimed here, and no app holds the bundle id (one added by hand). */
const unclaimed = (db: Db, bundleId?: string): SQL | undefined =>
  and(
    isNull(exchangeApps.claimedAppId),
    notExists(db.select({ one: apps.id }).from(apps).where(eq(apps.bundleId, exchangeApps.bundleId))),
    bundleId ? containsText(exchangeApps.bundleId, bundleId) : undefined,
  );

export type ExchangeAppQuery = {
  bundleId?: string;
  sortProperty: keyof typeof SORT_KEYS;
  sortDirection: SortDirection;
};

/** A window of the unclaimed bundles in the asked order (the id last, so the order is total). */
export function unclaimedExchangeApps(
  db: Db,
  query: ExchangeAppQuery,
  window: { limit: number; offset: number },
) {
  const by = query.sortDirection === 'asc' ? asc : desc;
  return db
    .select()
    .from(exchangeApps)
    .where(unclaimed(db, query.bundleId))
    .orderBy(by(SORT_KEYS[query.sortProperty]), by(exchangeApps.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countUnclaimedExchangeApps(db: Db, bundleId?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(exchangeApps).where(unclaimed(db, bundleId));
  return row?.n ?? 0;
}

/** The unclaimed bundle, locked until the claim's transaction ends; undefined when there is none. */
export async function lockUnclaimedExchangeApp(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(exchangeApps)
    .where(and(eq(exchangeApps.id, id), unclaimed(db)))
    .for('update');
  return row;
}

export const markClaimed = (db: Db, id: number, appId: number) =>
  db.update(exchangeApps).set({ claimedAppId: appId }).where(eq(exchangeApps.id, id));
