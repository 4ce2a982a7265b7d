import type { Publisher, PublisherListFilter } from '@adcast/domain/publishers/publishers';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fetchPage } from '../../db/paging';
import { networks, publishers } from '../../db/schema/tenancy';
import { containsText } from '../../db/search';
import { orderOf } from '../../db/sorting';
import type { AuthContext } from '../../http/auth';
import { notFound } from '../../http/errors';
import { networkScope, ownPublisherIds } from '../../http/scope';
import { networkOf } from '../demand/partners/rows';

/** Everyone with publisher read sees its network's publishers; anyone else only their own (the mask's one). */
function visibleTo(auth: AuthContext): SQL | undefined {
  const network = networkScope(auth);
  const own = ownPublisherIds(auth);
  return and(
    network === null ? undefined : eq(publishers.networkId, network),
    auth.permissions.has('PUBLISHERS_READ') ? undefined : inArray(publishers.id, own.length ? own : [0]),
  );
}

const BY_NAME = { sortProperty: 'name', sortDirection: 'asc' } as const;

const selectPublishers = (db: Db) =>
  db
    .select({
      id: publishers.id,
      name: publishers.name,
      status: publishers.status,
      networkId: publishers.networkId,
      networkName: networks.name,
    })
    .from(publishers)
    .leftJoin(networks, eq(networks.id, publishers.networkId));

const toPublisher = (row: Awaited<ReturnType<typeof selectPublishers>>[number]): Publisher => ({
  id: row.id,
  name: row.name,
  status: row.status as Publisher['status'],
  network: networkOf(row),
});

export function listPublishers(db: Db, auth: AuthContext, filter: PublisherListFilter) {
  const where = and(
    visibleTo(auth),
    filter.ids?.length ? inArray(publishers.id, filter.ids) : undefined,
    filter.networkIds?.length ? inArray(publishers.networkId, filter.networkIds) : undefined,
    filter.name ? containsText(publishers.name, filter.name) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => (await db.select({ n: count() }).from(publishers).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset, reversed }) => {
      const rows = await selectPublishers(db)
        .where(where)
        .orderBy(...orderOf({ name: publishers.name }, publishers.id, BY_NAME, reversed))
        .limit(limit)
        .offset(offset);
      return rows.map(toPublisher);
    },
  });
}

export async function getPublisher(db: Db, auth: AuthContext, id: number): Promise<Publisher> {
  const [row] = await selectPublishers(db).where(and(eq(publishers.id, id), visibleTo(auth)));
  if (!row) throw notFound('Publisher');
  return toPublisher(row);
}

/** The given publishers, by name: the signed-in user's own, whatever mask is at work. */
export async function publishersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const rows = await selectPublishers(db)
    .where(inArray(publishers.id, [...ids]))
    .orderBy(asc(publishers.name), asc(publishers.id));
  return { content: rows.map(toPublisher), totalElements: rows.length };
}
