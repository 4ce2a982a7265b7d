import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { creativeOrders, creatives, orders } from './schema/campaigns';

type Ref = { id: number; name: string };

/** A creative's campaigns (orders) as { id, name }, by name: one subquery of the creative's row. */
export const creativeOrderRefs = () =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'name', o.name) order by lower(o.name), o.id)
    from creative_orders l join orders o on o.id = l.order_id
    where l.creative_id = ${creatives.id}), '[]'::json)`;

/** Gives a creative exactly these campaigns. */
export async function replaceCreativeOrders(
  db: Db,
  creativeId: number,
  orderIds: readonly number[],
): Promise<void> {
  await db.delete(creativeOrders).where(eq(creativeOrders.creativeId, creativeId));
  if (orderIds.length > 0)
    await db.insert(creativeOrders).values(orderIds.map((orderId) => ({ creativeId, orderId })));
}

/** Which of these orders exist within `visible`, with their advertiser. */
export async function advertisersOfOrders(
  db: Db,
  ids: readonly number[],
  visible: SQL | undefined,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, advertiserId: orders.advertiserId })
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), visible));
  return new Map(rows.map((row) => [row.id, row.advertiserId]));
}

/** The stored original of a video creative and the duration it declares; null when it has none. */
export async function creativeVideoSource(
  db: Db,
  id: number,
): Promise<{ videoKey: string; duration: number } | null> {
  const [row] = await db
    .select({ videoKey: creatives.videoKey, duration: creatives.duration })
    .from(creatives)
    .where(eq(creatives.id, id));
  return row?.videoKey ? { videoKey: row.videoKey, duration: row.duration } : null;
}

export type CreativeProcessingValues = {
  processing: 'QUEUED' | 'PROCESSING' | 'READY' | 'FAILED';
  processingError?: string | null;
  videoWidth?: number | null;
  videoHeight?: number | null;
  videoCodec?: string | null;
  videoDuration?: number | null;
  hlsPath?: string | null;
  renditions?: { height: number; width: number; path: string }[] | null;
};

/** A video creative's processing state and what the probe read: not an edit, so the version stays. */
export async function setCreativeProcessing(
  db: Db,
  id: number,
  values: CreativeProcessingValues,
): Promise<void> {
  await db.update(creatives).set(values).where(eq(creatives.id, id));
}

/** The ids of the campaigns (orders) a creative is linked to, as a subquery. */
export const ordersOfCreative = (db: Db, creativeId: number) =>
  db
    .select({ orderId: creativeOrders.orderId })
    .from(creativeOrders)
    .where(eq(creativeOrders.creativeId, creativeId));
/** Where a rendered video creative's file (a DCO creative's) is stored, once it is. */
export async function setCreativeVideoKey(db: Db, id: number, videoKey: string): Promise<void> {
  await db.update(creatives).set({ videoKey }).where(eq(creatives.id, id));
}
