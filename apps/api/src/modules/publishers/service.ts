import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks, publishers } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { containsPattern } from '../../http/like';
import { networkScope, ownPublisherIds } from '../../http/scope';

export type PublisherFilter = {
  ids?: number[];
  networkIds?: number[];
  name?: string;
  page: number;
  size: number;
};

/** Everyone with publisher read sees its network's publishers; anyone else only their own (the mask's one). */
function visibleTo(auth: AuthContext): SQL | undefined {
  const network = networkScope(auth);
  const conditions: SQL[] = [];
  if (network !== null) conditions.push(eq(publishers.networkId, network));
  if (!auth.permissions.has('PUBLISHERS_READ')) {
    const own = ownPublisherIds(auth);
    conditions.push(inArray(publishers.id, own.length ? own : [0]));
  }
  return and(...conditions);
}

const columns = {
  id: publishers.id,
  name: publishers.name,
  status: publishers.status,
  networkId: publishers.networkId,
  networkName: networks.name,
};

type Row = { id: number; name: string; status: string; networkId: number | null; networkName: string | null };

const toPublisher = (row: Row) => ({
  id: row.id,
  name: row.name,
  status: row.status as 'ACTIVE' | 'ARCHIVED',
  network: row.networkId === null ? null : { id: row.networkId, name: row.networkName ?? '' },
});

export async function listPublishers(db: Db, auth: AuthContext, filter: PublisherFilter) {
  const where = and(
    visibleTo(auth),
    filter.ids?.length ? inArray(publishers.id, filter.ids) : undefined,
    filter.networkIds?.length ? inArray(publishers.networkId, filter.networkIds) : undefined,
    filter.name ? ilike(publishers.name, containsPattern(filter.name)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(publishers)
      .leftJoin(networks, eq(networks.id, publishers.networkId))
      .where(where)
      .orderBy(asc(publishers.name), asc(publishers.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(publishers).where(where),
  ]);
  return { content: rows.map(toPublisher), totalElements: total?.n ?? 0 };
}

export async function getPublisher(db: Db, auth: AuthContext, id: number) {
  const [row] = await db
    .select(columns)
    .from(publishers)
    .leftJoin(networks, eq(networks.id, publishers.networkId))
    .where(and(eq(publishers.id, id), visibleTo(auth)));
  if (!row) throw notFound('Publisher');
  return toPublisher(row);
}

/** The given publishers, by name: the signed-in user's own, whatever mask is at work. */
export async function publishersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const rows = await db
    .select(columns)
    .from(publishers)
    .leftJoin(networks, eq(networks.id, publishers.networkId))
    .where(inArray(publishers.id, [...ids]))
    .orderBy(asc(publishers.name), asc(publishers.id));
  return { content: rows.map(toPublisher), totalElements: rows.length };
}
