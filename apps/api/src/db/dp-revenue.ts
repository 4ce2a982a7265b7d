import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { demandPartners } from './schema/demand';
import { dpRevenue } from './schema/dp-revenue';

export type PartnerRevenueRow = typeof dpRevenue.$inferInsert;

const BATCH = 500;

/**
 * Writes the partner's figures by day × publisher. A key already holding the same figures is left
 * as it is (not even its import id moves), so the same figures twice change nothing.
 */
export async function upsertPartnerRevenue(db: Db, rows: readonly PartnerRevenueRow[]): Promise<number> {
  let written = 0;
  for (let at = 0; at < rows.length; at += BATCH) {
    const done = await db
      .insert(dpRevenue)
      .values(rows.slice(at, at + BATCH) as PartnerRevenueRow[])
      .onConflictDoUpdate({
        target: [dpRevenue.demandPartnerId, dpRevenue.day, dpRevenue.publisherId],
        set: {
          impressions: sql.raw('excluded."impressions"'),
          revenueMicros: sql.raw('excluded."revenue_micros"'),
          importId: sql.raw('excluded."import_id"'),
        },
        setWhere: or(
          sql`${dpRevenue.impressions} <> excluded."impressions"`,
          sql`${dpRevenue.revenueMicros} <> excluded."revenue_micros"`,
        ),
      })
      .returning({ day: dpRevenue.day });
    written += done.length;
  }
  return written;
}

/** The partners' own figures over a range of days. */
export const partnerRevenueOf = (db: Db, partnerIds: readonly number[], dateFrom: string, dateTo: string) =>
  partnerIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(dpRevenue)
        .where(
          and(
            inArray(dpRevenue.demandPartnerId, [...partnerIds]),
            gte(dpRevenue.day, dateFrom),
            lte(dpRevenue.day, dateTo),
          ),
        )
        .orderBy(dpRevenue.day, dpRevenue.demandPartnerId, dpRevenue.publisherId);

/** Keeps the partner's latest flagged day: a later import of older days never moves it back. */
export async function markFlaggedDay(db: Db, demandPartnerId: number, day: string): Promise<void> {
  await db
    .update(demandPartners)
    .set({ discrepancyFlaggedOn: sql`greatest(${demandPartners.discrepancyFlaggedOn}, ${day}::date)` })
    .where(eq(demandPartners.id, demandPartnerId));
}
