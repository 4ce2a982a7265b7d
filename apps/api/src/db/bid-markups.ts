import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from './client';
import { bidMarkups } from './schema/beacons';

export async function insertBidMarkup(
  db: Db,
  row: { key: string; placementId: number; vast: string; keptUntil: Date },
): Promise<void> {
  await db.insert(bidMarkups).values(row);
}

/** The kept VAST under its placement, while it is kept. */
export async function bidMarkupOf(db: Db, placementId: number, key: string, now: Date) {
  const [row] = await db
    .select({ vast: bidMarkups.vast })
    .from(bidMarkups)
    .where(
      and(eq(bidMarkups.key, key), eq(bidMarkups.placementId, placementId), gt(bidMarkups.keptUntil, now)),
    );
  return row?.vast;
}

/** Forgets what is no longer kept at `now` (with the hourly decision sweep). */
export async function forgetBidMarkupsBefore(db: Db, now: Date): Promise<void> {
  await db.delete(bidMarkups).where(lt(bidMarkups.keptUntil, now));
}
