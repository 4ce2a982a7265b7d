import { type ChangelogEntry, type ChangelogFilter, fieldChanges } from '@adcast/domain/changelog/changelog';
import { type Page, SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rememberedRowCount } from '../../db/list/capped-count';
import { filterKeyOf } from '../../db/list/memo-key';
import type { WalkedTable } from '../../db/list/page-ids';
import { readWalkedPage } from '../../db/list/read-list';
import { pageOfMatches, rememberedMatches, type SearchOrder } from '../../db/list/search-matches';
import type { ReadMemo } from '../../db/read-memo';
import { users } from '../../db/schema/identity';
import { changelog } from '../../db/schema/records';
import { containsText } from '../../db/search';
import type { AuthContext } from '../../http/auth';
import { networkScope } from '../../http/scope';

const DAY_MS = 24 * 60 * 60_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The changes a caller may read (a network user only its network's), filtered. */
function changelogWhere(auth: AuthContext, filter: ChangelogFilter) {
  const scope = networkScope(auth);
  return and(
    scope === null ? undefined : eq(changelog.networkId, scope),
    filter.entityType ? eq(changelog.entityType, filter.entityType) : undefined,
    filter.entityId !== undefined ? eq(changelog.entityId, filter.entityId) : undefined,
    filter.userId !== undefined ? eq(changelog.userId, filter.userId) : undefined,
    filter.dateFrom ? gte(changelog.at, startOf(filter.dateFrom)) : undefined,
    filter.dateTo ? lt(changelog.at, new Date(startOf(filter.dateTo).getTime() + DAY_MS)) : undefined,
    filter.text ? containsText(changelog.entityName, filter.text) : undefined,
  );
}

const selectEntries = (db: Db) =>
  db
    .select({
      id: changelog.id,
      at: changelog.at,
      userId: changelog.userId,
      userName: users.name,
      entityType: changelog.entityType,
      entityId: changelog.entityId,
      entityName: changelog.entityName,
      action: changelog.action,
      before: changelog.before,
      after: changelog.after,
    })
    .from(changelog)
    .leftJoin(users, eq(users.id, changelog.userId))
    .$dynamic();

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

const toEntry = (row: EntryRow): ChangelogEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  // A deleted author is still named by id.
  user: row.userId === null ? null : { id: row.userId, name: row.userName ?? `User ${row.userId}` },
  entityType: row.entityType,
  entityId: row.entityId,
  entityName: row.entityName,
  action: row.action,
  changes: fieldChanges(row.before, row.after),
});

const NEWEST_FIRST: SearchOrder = {
  columns: [changelog.id, changelog.at],
  orderBy: [desc(changelog.at), desc(changelog.id)],
};
const ASCENDING = [asc(changelog.at), asc(changelog.id)];

/**
 * The changes as one walk of an (at, id) index, newest first: the time index, or the one that
 * leads with the filtered type, user or network, so a deep page seeks from an anchor (see
 * readWalkedPage) instead of skipping its offset's rows one by one.
 */
const CHANGES_WALK: WalkedTable<'at'> = {
  table: changelog,
  id: changelog.id,
  sortKeys: { at: changelog.at },
};

/**
 * A page of changes, newest first. A text search matching few changes reads them once through the
 * name's trigram index and pages through them in memory; any other filter walks an (at, id) index.
 */
export async function listChanges(
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  filter: ChangelogFilter,
): Promise<Page<ChangelogEntry>> {
  const where = changelogWhere(auth, filter);
  const matches =
    filter.text && where
      ? await rememberedMatches(db, reads, changelog, where, NEWEST_FIRST, SEARCH_COUNT_CAP)
      : null;
  if (matches)
    return pageOfMatches(matches, filter.page, filter.size, async (ids) =>
      (await selectEntries(db).where(inArray(changelog.id, ids))).map(toEntry),
    );
  return readWalkedPage(
    db,
    reads,
    {
      def: CHANGES_WALK,
      where,
      statuses: [],
      sort: { sortProperty: 'at', sortDirection: 'desc' },
      anchorsKey: filterKeyOf('changelog', where),
      page: filter.page,
      size: filter.size,
      // Exact up to 10,000, then '10,000+': a million changes are not counted for each page.
      total: await rememberedRowCount(db, reads, changelog, where),
    },
    {
      loadRows: async (ids) => (await selectEntries(db).where(inArray(changelog.id, ids))).map(toEntry),
      loadSelectedRows: async (walk, selected) =>
        (
          await selectEntries(db)
            .where(
              inArray(
                changelog.id,
                selected.ids((name) => selected.values[name]),
              ),
            )
            .orderBy(...(walk.reversed ? ASCENDING : NEWEST_FIRST.orderBy))
        ).map(toEntry),
    },
  );
}

/** One change the caller may read, with its raw snapshots (for revert). */
export async function loadChange(db: Db, auth: AuthContext, id: number) {
  const [row] = await selectEntries(db).where(
    and(eq(changelog.id, id), changelogWhere(auth, { page: 0, size: 1 })),
  );
  return row ?? null;
}

/** At most this many changes go into one CSV export. */
export const EXPORT_LIMIT = 10_000;

export async function changesForExport(db: Db, auth: AuthContext, filter: ChangelogFilter) {
  const rows = await selectEntries(db)
    .where(changelogWhere(auth, filter))
    .orderBy(desc(changelog.at), desc(changelog.id))
    .limit(EXPORT_LIMIT);
  return rows.map(toEntry);
}
