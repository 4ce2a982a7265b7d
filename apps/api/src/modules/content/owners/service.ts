import type {
  ContentOwner,
  ContentOwnerCountFilter,
  ContentOwnerListFilter,
} from '@adcast/domain/content/owners';
import { ActiveArchivedSchema } from '@adcast/domain/enumerations';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { contentOwners } from '../../../db/schema/tenancy';
import { containsText } from '../../../db/search';
import { orderOf } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { networkScope, ownContentOwnerIds } from '../../../http/scope';

/** Part 1 §7: without content-owner read the list is filtered to the user's own ids. */
function visibleTo(auth: AuthContext): SQL | undefined {
  const network = networkScope(auth);
  const own = ownContentOwnerIds(auth);
  return and(
    network === null ? undefined : eq(contentOwners.networkId, network),
    auth.permissions.has('CONTENT_OWNERS_READ')
      ? undefined
      : inArray(contentOwners.id, own.length ? own : [0]),
  );
}

const selectContentOwners = (db: Db) =>
  db
    .select({ id: contentOwners.id, name: contentOwners.name, status: contentOwners.status })
    .from(contentOwners);

const toContentOwner = (row: Awaited<ReturnType<typeof selectContentOwners>>[number]): ContentOwner => ({
  ...row,
  status: row.status as ContentOwner['status'],
});

const BY_NAME = { sortProperty: 'name', sortDirection: 'asc' } as const;

export function listContentOwners(db: Db, auth: AuthContext, filter: ContentOwnerListFilter) {
  const where = and(
    visibleTo(auth),
    filter.coIds?.length ? inArray(contentOwners.id, filter.coIds) : undefined,
    filter.name ? containsText(contentOwners.name, filter.name) : undefined,
    filter.status?.length ? inArray(contentOwners.status, filter.status) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => (await db.select({ n: count() }).from(contentOwners).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset, reversed }) => {
      const rows = await selectContentOwners(db)
        .where(where)
        .orderBy(...orderOf({ name: contentOwners.name }, contentOwners.id, BY_NAME, reversed))
        .limit(limit)
        .offset(offset);
      return rows.map(toContentOwner);
    },
  });
}

/** The status tiles: every status, zero included, for the list's name search. */
export async function countContentOwnersByStatus(db: Db, auth: AuthContext, filter: ContentOwnerCountFilter) {
  const where = and(visibleTo(auth), filter.name ? containsText(contentOwners.name, filter.name) : undefined);
  const rows = await db
    .select({ status: contentOwners.status, n: count() })
    .from(contentOwners)
    .where(where)
    .groupBy(contentOwners.status);
  return ActiveArchivedSchema.options.map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.n ?? 0,
  }));
}

/** One content owner the mask may see (its details page); hidden ones are not found. */
export async function getContentOwner(db: Db, auth: AuthContext, id: number): Promise<ContentOwner> {
  const [row] = await selectContentOwners(db).where(and(eq(contentOwners.id, id), visibleTo(auth)));
  if (!row) throw notFound('Content owner');
  return toContentOwner(row);
}

/** The given content owners, by name: the signed-in user's own, whatever mask is at work. */
export async function contentOwnersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const rows = await selectContentOwners(db)
    .where(inArray(contentOwners.id, [...ids]))
    .orderBy(asc(contentOwners.name), asc(contentOwners.id));
  return { content: rows.map(toContentOwner), totalElements: rows.length };
}
