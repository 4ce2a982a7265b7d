import type { LineItemHealth } from '@adcast/domain/campaigns/pacing';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { lineItemHealth, lineItems } from './schema/campaigns';

/** An order moved to another network takes its line items with it. */
export async function moveLineItemsWithOrder(db: Db, orderId: number, networkId: number | null) {
  await db.update(lineItems).set({ networkId }).where(eq(lineItems.orderId, orderId));
}

/** What pacing reads of every active line item. */
export const activeLineItemGoals = (db: Db) =>
  db
    .select({
      id: lineItems.id,
      goalType: lineItems.goalType,
      goalAmount: lineItems.goalAmount,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
      timeZone: lineItems.timeZone,
      pacing: lineItems.pacing,
    })
    .from(lineItems)
    .where(eq(lineItems.status, 'ACTIVE'))
    .orderBy(lineItems.id);

export type HealthSnapshotRow = {
  lineItemId: number;
  health: LineItemHealth;
  deliveredPercent: number;
  paceRatio: number | null;
  checkedOn: Date;
};

/**
 * Keeps each line item's latest health, replacing the one before: one statement whatever the count,
 * its columns sent as five arrays (a VALUES list of 10,000 rows costs the event loop far more to build).
 */
export async function storeHealthSnapshots(db: Db, snapshots: readonly HealthSnapshotRow[]) {
  if (snapshots.length === 0) return;
  const column = (value: (row: HealthSnapshotRow) => unknown) => sql.param(snapshots.map(value));
  await db.execute(sql`insert into ${lineItemHealth} (line_item_id, health, delivered_percent, pace_ratio, checked_on)
    select * from unnest(${column((row) => row.lineItemId)}::int[], ${column((row) => row.health)}::text[],
      ${column((row) => row.deliveredPercent)}::float8[], ${column((row) => row.paceRatio)}::float8[],
      ${column((row) => row.checkedOn.toISOString())}::timestamptz[])
    on conflict (line_item_id) do update set health = excluded.health, delivered_percent = excluded.delivered_percent,
      pace_ratio = excluded.pace_ratio, checked_on = excluded.checked_on`);
}
