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

const BATCH = 500;

/** Keeps each line item's latest health, replacing the one before. */
export async function storeHealthSnapshots(db: Db, snapshots: readonly HealthSnapshotRow[]) {
  for (let at = 0; at < snapshots.length; at += BATCH) {
    await db
      .insert(lineItemHealth)
      .values(snapshots.slice(at, at + BATCH))
      .onConflictDoUpdate({
        target: lineItemHealth.lineItemId,
        set: {
          health: sql`excluded.health`,
          deliveredPercent: sql`excluded.delivered_percent`,
          paceRatio: sql`excluded.pace_ratio`,
          checkedOn: sql`excluded.checked_on`,
        },
      });
  }
}
