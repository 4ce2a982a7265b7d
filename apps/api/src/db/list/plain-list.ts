import { SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { ReadMemo } from '../read-memo';
import {
  type CappedCount,
  type CappedStatusCount,
  COUNT_CAP,
  cappedStatusCounts,
  cappedTotal,
  searchedStatusCounts,
} from './capped-count';
import type { ListDefinition, ListRequest } from './definition';
import type { StatementShape } from './execute';
import { searchedScope, wantedStatuses, withKind } from './list-scope';
import { type ListPage, type PageWindow, pageTotal, pageWindow, windowPage } from './page-window';

// The reader of every list that does not declare itself large: a capped count and one plain
// statement per page. read-list.ts adds walks, words and kept counts for the lists that do.

type Scope = ReturnType<typeof searchedScope>;

/** Rows in these statuses of the scope, searched, exact up to the cap (10,000, or 1,000 matches). */
export function plainTotal(db: Db, def: ListDefinition, scope: Scope, statuses: readonly string[]) {
  const cap = scope.searched ? SEARCH_COUNT_CAP : COUNT_CAP;
  return cappedTotal(
    db,
    def,
    scope.where,
    statuses,
    cap,
    withKind(scope.statements, ['total', statuses, cap]),
  );
}

/** Every status with its rows in the scope, searched, each exact up to the cap. */
export function plainStatusCounts<S extends string>(
  db: Db,
  def: ListDefinition<string, S>,
  scope: Scope,
): Promise<CappedStatusCount<S>[]> {
  if (!scope.searched)
    return cappedStatusCounts(
      db,
      def,
      scope.where,
      def.statuses,
      COUNT_CAP,
      withKind(scope.statements, ['status-counts', COUNT_CAP]),
    );
  const shape = withKind(scope.statements, ['by-status', SEARCH_COUNT_CAP]);
  return searchedStatusCounts(db, def, scope.where, SEARCH_COUNT_CAP, shape);
}

/** Where the memo keeps a request's total and status counts: the list, scope, statuses and term. */
export const countKey = (
  def: ListDefinition,
  req: Pick<ListRequest, 'scopeKey' | 'search'>,
  ...kind: unknown[]
) => JSON.stringify([def.name, ...kind, req.scopeKey, req.search?.toLowerCase() ?? null]);

/**
 * Reads a window of `where`'s rows in the list's order, LIMIT `window.limit` OFFSET the
 * placeholder `offset`, as one statement kept under `statement`.
 */
export type WindowReader<T> = (
  where: SQL | undefined,
  window: PageWindow,
  statement: StatementShape,
) => Promise<T[]>;

/** One page of the list and its total: the capped count (memo), then the page's window in one statement. */
export async function readPlainPage<T, P extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<P>,
  req: ListRequest<P>,
  readWindow: WindowReader<T>,
): Promise<ListPage<T>> {
  const statuses = wantedStatuses(def, req);
  const scope = searchedScope(def, req);
  const total: CappedCount = await reads.get(countKey(def, req, 'total', statuses), () =>
    plainTotal(db, def, scope, statuses),
  );
  const window = pageWindow(req.page, req.size, total);
  if (!window) return { content: [], ...pageTotal(total) };
  const { sortProperty, sortDirection } = req.sort;
  const kind = ['page', statuses, sortProperty, sortDirection, window.reversed, window.limit];
  const where = and(scope.where, inArray(def.status, [...statuses]));
  const rows = await readWindow(where, window, withKind(scope.statements, kind, { offset: window.offset }));
  return windowPage(rows, window, total, req.size);
}

/** Every status of the list with its rows in scope, capped counts kept in the memo. */
export function readPlainCounts<S extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<string, S>,
  req: Pick<ListRequest, 'where' | 'scopeKey' | 'search'>,
): Promise<CappedStatusCount<S>[]> {
  return reads.get(countKey(def, req, 'by-status'), () =>
    plainStatusCounts(db, def, searchedScope(def, req)),
  );
}
