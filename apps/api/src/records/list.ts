import { anyListFilterSet } from '@adcast/domain/contracts/list-filters';
import { type EntityStatus, EntityStatusSchema } from '@adcast/domain/enumerations';
import { SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import type { StatusCount } from '@adcast/domain/records';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  COUNT_CAP,
  cappedStatusCountsSql,
  cappedTotalSql,
  searchedStatusCountsSql,
} from '../db/list/capped-count';
import { declaredFiltersWhere } from '../db/list/declared-filters';
import { type ListDefinition, type ListRequest, type StatusRow, searchWhere } from '../db/list/definition';
import { keptRows } from '../db/list/execute';
import { filterKeyOf } from '../db/list/memo-key';
import { pageIdsSql, walkStatement } from '../db/list/page-ids';
import type { ListPage, PageWindow } from '../db/list/page-window';
import { readPlainCounts, readPlainPage } from '../db/list/plain-list';
import { readStatusCounts as readCounts, readListPage as readPage } from '../db/list/read-list';
import type { ReadMemo } from '../db/read-memo';
import { orderOf } from '../db/sorting';
import type { AuthContext } from '../http/auth';
import type { AnyRecord, CountQuery, ListQuery, ParentScope, Versioned } from './definition';

/** Who reads: the database, the memo of expensive reads and the caller. */
export type ReadContext = { db: Db; reads: ReadMemo; auth: AuthContext };

type Query = Record<string, unknown>;

const searchText = (definition: AnyRecord, query: Query): string | undefined => {
  const text = query[definition.search.param];
  return typeof text === 'string' && text !== '' ? text : undefined;
};

type RecordList = ListDefinition<string, EntityStatus>;
const listDefinitions = new WeakMap<AnyRecord, RecordList>();

/** The record as the list reader (db/list) sees it. */
export function listDefinitionOf(definition: AnyRecord): RecordList {
  const known = listDefinitions.get(definition);
  if (known) return known;
  const list = definition.list;
  const words = list?.large ? list.words : undefined;
  const found: RecordList = {
    name: definition.entityType,
    table: definition.table,
    id: definition.table.id,
    status: definition.table.status,
    statuses: EntityStatusSchema.options,
    sortKeys: definition.sortKeys,
    search: definition.search.column,
    shortTermIndex: definition.search.shortTermIndex,
    ...(words ? { words: { index: words, sortProperty: words.sortProperty } } : {}),
  };
  listDefinitions.set(definition, found);
  return found;
}

/**
 * Visibility, the parent, the ids and the record's own filters: what lists and counts share,
 * without status and search, which the list reader applies itself.
 */
function scopeOf(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord,
  query: Query & CountQuery,
  parent?: ParentScope,
): Pick<ListRequest, 'where' | 'scopeKey' | 'search' | 'keptCounts'> {
  const { db, auth } = ctx;
  const ids = Array.isArray(query.ids) && query.ids.length ? (query.ids as number[]) : undefined;
  const where: SQL | undefined = and(
    definition.visibleTo(auth, query.networkIds),
    parent && definition.list?.parentWhere ? definition.list.parentWhere(parent) : undefined,
    definition.filter?.(query),
    declaredFiltersWhere(definition.filters, definition.filterColumns, query),
    ids ? inArray(definition.table.id, ids) : undefined,
  );
  // Kept counts cover the visible rows of a parent and networks, not an id list or a filter chip.
  const kept = ids || anyListFilterSet(definition.filters ?? [], query) ? undefined : definition.list?.kept;
  const keptWhere = kept?.where({ auth, parent, networkIds: query.networkIds });
  return {
    where,
    scopeKey: filterKeyOf('scope', where),
    search: searchText(definition, query),
    keptCounts: kept
      ? {
          key: filterKeyOf('kept', keptWhere),
          read: async () => (await kept.byStatus(db, keptWhere)) as StatusRow[],
        }
      : undefined,
  };
}

/** Every status with its count, honouring the search and filters (not the status filter). */
export function readStatusCounts(
  ctx: ReadContext,
  definition: AnyRecord,
  query: CountQuery & Query,
  parent?: ParentScope,
): Promise<StatusCount[]> {
  const read = definition.list?.large ? readCounts : readPlainCounts;
  return read(ctx.db, ctx.reads, listDefinitionOf(definition), scopeOf(ctx, definition, query, parent));
}

/** A window of the record's rows of `where` in the list's order, as a select (`offset` may be a placeholder). */
const windowOf = (
  db: Db,
  definition: AnyRecord,
  where: SQL | undefined,
  sort: ListRequest['sort'],
  window: PageWindow,
  offset: unknown,
) =>
  definition
    .select(db)
    .where(where)
    .orderBy(...orderOf(definition.sortKeys, definition.table.id, sort, window.reversed))
    .limit(window.limit)
    .offset(offset as number);

/** One page of a record list and its total (see db/list/read-list). */
export function readListPage<TDto extends Versioned>(
  ctx: ReadContext,
  definition: AnyRecord<TDto>,
  query: ListQuery & Query,
  parent?: ParentScope,
): Promise<ListPage<TDto>> {
  const { db } = ctx;
  /** The record's rows a kept statement selects, as DTOs (see keptRows). */
  const rowsOf = async (
    statement: Parameters<typeof keptRows>[1],
    build: Parameters<typeof keptRows<unknown>>[2],
  ) => (await keptRows(db, statement, build)).map((row) => definition.toDto(row as never));
  const def = listDefinitionOf(definition);
  const request = {
    ...scopeOf(ctx, definition, query, parent),
    statuses: query.status,
    sort: query,
    page: query.page,
    size: query.size,
  };
  if (!definition.list?.large)
    return readPlainPage(db, ctx.reads, def, request, (where, window, statement) =>
      rowsOf(statement, (bind) => windowOf(db, definition, where, query, window, bind('offset'))),
    );
  return readPage(
    db,
    ctx.reads,
    def,
    request,
    (ids) =>
      rowsOf(
        {
          key: JSON.stringify([definition.entityType, 'rows-by-id', ids.length]),
          values: Object.fromEntries(ids.map((id, at) => [`id${at}`, id])),
        },
        (bind) =>
          definition.select(db).where(
            inArray(
              definition.table.id,
              ids.map((_, at) => bind(`id${at}`)),
            ),
          ),
      ),
    (walk, window) =>
      rowsOf(walkStatement(walk, ['window', window.limit], { offset: window.offset }), (bind) =>
        windowOf(
          db,
          definition,
          and(walk.where, inArray(definition.table.status, [...walk.statuses])),
          walk.sort,
          window,
          bind('offset'),
        ),
      ),
    (walk, selected) =>
      rowsOf(walkStatement(walk, selected.kind, selected.values), (bind) =>
        definition
          .select(db)
          .where(inArray(definition.table.id, selected.ids(bind)))
          .orderBy(...orderOf(definition.sortKeys, definition.table.id, walk.sort, walk.reversed)),
      ),
  );
}

/**
 * The statements a list request makes, for review (SQL snapshots): the page (the ids of a large
 * list's walk, else the page's one statement), its total and the status boxes, as the list
 * readers build them.
 */
export function listStatements(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord,
  query: ListQuery & Query,
  parent: ParentScope | undefined,
  window: PageWindow,
): { page: { walk: boolean; statement: SQL }; total: SQL; statusCounts: SQL } {
  const def = listDefinitionOf(definition);
  const scope = scopeOf(ctx, definition, query, parent);
  const search = searchWhere(def, scope.search);
  const where = and(scope.where, search);
  const statuses = query.status?.length ? query.status : def.statuses;
  const kept = definition.list?.kept;
  const keptWhere = kept?.where({ auth: ctx.auth, parent, networkIds: query.networkIds });
  const useKept = kept && scope.keptCounts && !search;
  return {
    page: definition.list?.large
      ? {
          walk: true,
          statement: pageIdsSql(
            { def, where, statuses, sort: query, reversed: window.reversed },
            { skip: window.offset, walked: window.offset + window.limit },
          ),
        }
      : {
          walk: false,
          statement: windowOf(
            ctx.db,
            definition,
            and(where, inArray(def.status, [...statuses])),
            query,
            window,
            window.offset,
          ).getSQL(),
        },
    total: useKept
      ? kept.total(ctx.db, keptWhere, query.status).getSQL()
      : cappedTotalSql(def, where, statuses, search ? SEARCH_COUNT_CAP : COUNT_CAP),
    statusCounts: useKept
      ? kept.byStatus(ctx.db, keptWhere).getSQL()
      : search
        ? searchedStatusCountsSql(def, where, SEARCH_COUNT_CAP)
        : cappedStatusCountsSql(def, scope.where, def.statuses, COUNT_CAP),
  };
}

/** Rows of the list's current filter in the list's order, a window at a time (the CSV export reads all of them). */
export function filteredRows(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord,
  query: ListQuery & Query,
  parent?: ParentScope,
) {
  const def = listDefinitionOf(definition);
  const scope = scopeOf(ctx, definition, query, parent);
  const where = and(
    scope.where,
    searchWhere(def, scope.search),
    query.status?.length ? inArray(definition.table.status, query.status) : undefined,
  );
  return (window: PageWindow) => windowOf(ctx.db, definition, where, query, window, window.offset);
}
