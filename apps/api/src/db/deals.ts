import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { dealConnections, dealPlacements, deals } from './schema/demand';

type Ref = { id: number; name: string };

/** A deal's placements (or connections) as { id, name }, by name: one subquery of the deal's row. */
const refsOf = (
  link: 'deal_placements' | 'deal_connections',
  target: 'placements' | 'connections',
  key: string,
) =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
    from ${sql.raw(link)} l join ${sql.raw(target)} t on t.id = l.${sql.raw(key)}
    where l.deal_id = ${deals.id}), '[]'::json)`;

export const dealPlacementRefs = () => refsOf('deal_placements', 'placements', 'placement_id');
export const dealConnectionRefs = () => refsOf('deal_connections', 'connections', 'connection_id');

/** Gives a deal exactly these placements and connections. */
export async function replaceDealTargets(
  db: Db,
  dealId: number,
  targets: { placementIds: number[]; connectionIds: number[] },
): Promise<void> {
  await db.delete(dealPlacements).where(eq(dealPlacements.dealId, dealId));
  await db.delete(dealConnections).where(eq(dealConnections.dealId, dealId));
  if (targets.placementIds.length > 0)
    await db
      .insert(dealPlacements)
      .values(targets.placementIds.map((placementId) => ({ dealId, placementId })));
  if (targets.connectionIds.length > 0)
    await db
      .insert(dealConnections)
      .values(targets.connectionIds.map((connectionId) => ({ dealId, connectionId })));
}

/** Which of these rows exist within `visible`, with their network. */
export async function networksOfRows(
  db: Db,
  table: { id: AnyPgColumn; networkId: AnyPgColumn },
  ids: readonly number[],
  visible: SQL | undefined,
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, networkId: table.networkId })
    .from(table.id.table)
    .where(and(inArray(table.id, [...ids]), visible));
  return new Map(rows.map((row) => [Number(row.id), row.networkId === null ? null : Number(row.networkId)]));
}
