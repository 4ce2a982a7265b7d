import type { Page } from '@adcast/domain/paging';
import type { StatusCount } from '@adcast/domain/records';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fetchPage, type PageWindow } from '../db/paging';
import { containsText } from '../db/search';
import { orderOf } from '../db/sorting';
import { everyStatus, statusCountQuery } from '../db/status-counts';
import type { AuthContext } from '../http/auth';
import type { ReadMemo } from '../http/read-memo';
import { networkScope } from '../http/scope';
import type {
  AnyRecord,
  CountQuery,
  CountStatement,
  ListQuery,
  ParentScope,
  StatusCountStatement,
  Versioned,
} from './definition';

/** Who reads: the database, the memo of expensive reads and the caller. */
export type ReadContext = { db: Db; reads: ReadMemo; auth: AuthContext };

type Query = Record<string, unknown>;

const searchText = (definition: AnyRecord, query: Query): string | undefined => {
  const text = query[definition.search.param];
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/** Visibility, the parent, the search and the record's own filters: what counts and lists share. */
function scopeWhere(
  definition: AnyRecord,
  auth: AuthContext,
  query: Query & CountQuery,
  parent?: ParentScope,
): SQL | undefined {
  const text = searchText(definition, query);
  return and(
    definition.visibleTo(auth, query.networkIds),
    parent && definition.list?.parentWhere ? definition.list.parentWhere(parent) : undefined,
    text ? containsText(definition.search.column, text) : undefined,
    definition.filter?.(query),
  );
}

/** The statements of a list page: its rows in a window, and its total. */
export function listQueries(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord,
  query: ListQuery & Query,
  parent?: ParentScope,
) {
  const { db, auth } = ctx;
  const { table } = definition;
  const where = and(
    scopeWhere(definition, auth, query, parent),
    query.status?.length ? inArray(table.status, query.status) : undefined,
    query.ids?.length ? inArray(table.id, query.ids) : undefined,
  );
  const kept = definition.list?.kept;
  const useKept = kept && !searchText(definition, query) && !query.ids?.length;
  return {
    rows: ({ limit, offset, reversed }: PageWindow) =>
      definition
        .select(db)
        .where(where)
        .orderBy(...orderOf(definition.sortKeys, table.id, query, reversed))
        .limit(limit)
        .offset(offset),
    count: (): CountStatement =>
      useKept
        ? kept.total(db, { auth, parent, networkIds: query.networkIds }, query.status)
        : db.select({ n: count() }).from(table).where(where),
  };
}

/** The statement behind the status boxes. */
export function statusCountStatement(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord,
  query: CountQuery & Query,
  parent?: ParentScope,
): StatusCountStatement {
  const { db, auth } = ctx;
  const kept = definition.list?.kept;
  if (kept && !searchText(definition, query)) {
    return kept.byStatus(db, { auth, parent, networkIds: query.networkIds });
  }
  const where = scopeWhere(definition, auth, query, parent);
  return statusCountQuery(db, definition.table, definition.table.status, where);
}

/** Every status with its count, honouring the search and filters (not the status filter). */
export async function readStatusCounts(
  ctx: ReadContext,
  definition: AnyRecord,
  query: CountQuery & Query,
  parent?: ParentScope,
): Promise<StatusCount[]> {
  const read = async () => everyStatus(await statusCountStatement(ctx, definition, query, parent));
  if (!definition.list?.memoSearchedCounts || !searchText(definition, query)) return read();
  const key = JSON.stringify([
    definition.entityType,
    'by-status',
    networkScope(ctx.auth),
    parent ?? null,
    query.networkIds ?? null,
    searchText(definition, query)?.toLowerCase(),
  ]);
  return ctx.reads.get(key, read);
}

/** One page of a record list and its total. */
export function readListPage<TDto extends Versioned>(
  ctx: ReadContext,
  definition: AnyRecord<TDto>,
  query: ListQuery & Query,
  parent?: ParentScope,
): Promise<Page<TDto>> {
  const queries = listQueries(ctx, definition, query, parent);
  // A memoised search answers the total from its status counts: one scan for the list and the boxes.
  const searchedTotal =
    definition.list?.memoSearchedCounts && searchText(definition, query) && !query.ids?.length
      ? async () => {
          const counts = await readStatusCounts(ctx, definition, query, parent);
          const wanted = query.status?.length
            ? counts.filter((c) => query.status?.includes(c.status))
            : counts;
          return wanted.reduce((sum, c) => sum + c.count, 0);
        }
      : undefined;
  return fetchPage({
    page: query.page,
    size: query.size,
    count: searchedTotal ?? (async () => (await queries.count())[0]?.n ?? 0),
    rows: async (window) => (await queries.rows(window)).map((row) => definition.toDto(row)),
  });
}
