import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { beaconReceipts, deviceImpressions } from './schema/beacons';

export type BeaconKey = { decisionId: string; sequence: number; event: string };
export type DeviceImpressionRow = { deviceKey: string; lineItemId: number; hour: Date; impressions: number };

const BATCH = 1000;
export const beaconKeyOf = (key: BeaconKey) => `${key.decisionId}/${key.sequence}/${key.event}`;

/** The keys never received before, now kept as received: each event of an ad counts once, on any server. */
export async function takeReceipts(db: Db, keys: readonly BeaconKey[], at: Date): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const rows = await db
      .insert(beaconReceipts)
      .values(keys.slice(start, start + BATCH).map((key) => ({ ...key, receivedAt: at })))
      .onConflictDoNothing()
      .returning({
        decisionId: beaconReceipts.decisionId,
        sequence: beaconReceipts.sequence,
        event: beaconReceipts.event,
      });
    for (const row of rows) taken.add(beaconKeyOf(row));
  }
  return taken;
}

/** Adds devices' impressions to their hours. */
export async function addDeviceImpressions(db: Db, rows: readonly DeviceImpressionRow[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(deviceImpressions)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [deviceImpressions.deviceKey, deviceImpressions.lineItemId, deviceImpressions.hour],
        set: { impressions: sql`${deviceImpressions.impressions} + excluded.impressions` },
      });
  }
}

/** A device's impressions by line item and hour since a moment. */
export const deviceImpressionsSince = (db: Db, deviceKey: string, since: Date) =>
  db
    .select({
      lineItemId: deviceImpressions.lineItemId,
      hour: deviceImpressions.hour,
      impressions: deviceImpressions.impressions,
    })
    .from(deviceImpressions)
    .where(and(eq(deviceImpressions.deviceKey, deviceKey), gte(deviceImpressions.hour, since)));

/** Forgets receipts older than beacons are taken, and device hours older than any cap reads. */
export async function forgetOldBeacons(db: Db, receiptsBefore: Date, devicesBefore: Date) {
  await db.delete(beaconReceipts).where(lt(beaconReceipts.receivedAt, receiptsBefore));
  await db.delete(deviceImpressions).where(lt(deviceImpressions.hour, devicesBefore));
}
