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
export async function replaceCreativeOrders(db: Db, creativeId: number, orderIds: readonly number[]): Promise<void> {
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
