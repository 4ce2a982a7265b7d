import { SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import { and, type SQL } from 'drizzle-orm';
import type { ReadMemo } from '../../http/read-memo';
import type { Db } from '../client';
import { Anchors } from './anchors';
import {
  type CappedCount,
  type CappedStatusCount,
  COUNT_CAP,
  cappedStatusCounts,
  cappedTotal,
  searchedStatusCounts,
} from './capped-count';
import { type ListDefinition, type ListRequest, type StatusRow, searchWhere, walkable } from './definition';
import { firstIdsSql, pageIds, type Walk } from './page-ids';
import { type PageWindow, pageWindow, totalAfter } from './page-window';

/** A list page; `totalCapped` (only ever true) says the total is a lower bound: the count stopped at the cap. */
export type ListPage<T> = { content: T[]; totalElements: number; totalCapped?: true };

const wantedStatuses = (def: ListDefinition, req: ListRequest) =>
  req.statuses?.length ? def.statuses.filter((status) => req.statuses?.includes(status)) : def.statuses;

/**
 * The kept counts of the request's scope, kept in the memo like every other count: a list page
 * then costs its page reads alone (one round trip fewer).
 */
const keptCountsOf = (
  reads: ReadMemo,
  def: ListDefinition,
  req: Pick<ListRequest, 'scopeKey' | 'keptCounts'>,
): Promise<StatusRow[]> =>
  reads.get(
    JSON.stringify([def.name, 'kept', req.scopeKey]),
    () => req.keptCounts?.() ?? Promise.resolve([]),
  );

/** How many rows the page request selects: the kept counts when there is no search, else a capped count, kept in the memo. */
async function totalOf(db: Db, reads: ReadMemo, def: ListDefinition, req: ListRequest): Promise<CappedCount> {
  const statuses = wantedStatuses(def, req);
  if (req.keptCounts && !req.search) {
    const kept = await keptCountsOf(reads, def, req);
    const count = kept.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    return { count };
  }
  const key = JSON.stringify([def.name, 'total', req.scopeKey, statuses, req.search?.toLowerCase() ?? null]);
  const cap = req.search ? SEARCH_COUNT_CAP : COUNT_CAP;
  return reads.get(key, () =>
    cappedTotal(db, def, and(req.where, searchWhere(def, req.search)), statuses, cap),
  );
}

/** The anchors of one walk (scope, statuses, search, sort, from which end), kept in the memo. */
const anchorsOf = (reads: ReadMemo, req: ListRequest, walk: Walk<string>) =>
  reads.get(
    JSON.stringify([
      walk.def.name,
      'anchors',
      req.scopeKey,
      walk.statuses,
      req.search?.toLowerCase() ?? null,
      walk.sort.sortProperty,
      walk.sort.sortDirection,
      walk.reversed,
    ]),
    async () => new Anchors(),
  );

/**
 * One page of a record list and its total: the ids of the page come from index walks (see
 * pageIdsQuery), then `loadRows` reads just those rows, which are put back in the list's order.
 */
export async function readListPage<T extends { id: number }, P extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<P>,
  req: ListRequest<P>,
  loadRows: (ids: number[]) => Promise<T[]>,
  /** Reads a window by plain ORDER BY ... OFFSET, for sort keys the walk cannot take (see walkable). */
  loadWindow?: (walk: Walk<P>, window: PageWindow) => Promise<T[]>,
  /**
   * Reads the rows whose ids `ids` selects, in walk order, in one statement with the walk: a page
   * at either end of the list (most pages read) then costs one round trip instead of two.
   */
  loadRowsOf?: (ids: SQL, walk: Walk<P>) => Promise<T[]>,
): Promise<ListPage<T>> {
  const total = await totalOf(db, reads, def, req);
  const window = pageWindow(req.page, req.size, total);
  if (!window) return { content: [], ...pageTotal(total) };
  const walk = {
    def,
    where: and(req.where, searchWhere(def, req.search)),
    statuses: wantedStatuses(def, req),
    sort: req.sort,
    reversed: window.reversed,
    collect: !total.capped && total.count <= SEARCH_COUNT_CAP,
  };
  const pageOfRows = (rows: T[]) => {
    if (window.reversed) rows.reverse();
    return {
      content: rows.slice(0, req.size),
      ...pageTotal(totalAfter(total, window, rows.length, req.size)),
    };
  };
  if (loadWindow && !walkable(def.table, def.sortKeys[req.sort.sortProperty])) {
    return pageOfRows(await loadWindow(walk, window));
  }
  if (loadRowsOf && window.offset === 0) {
    return pageOfRows(await loadRowsOf(firstIdsSql(walk, window.limit), walk));
  }
  const ids = await pageIds(db, walk, window, await anchorsOf(reads, req, walk));
  if (window.reversed) ids.reverse();
  const page = pageTotal(totalAfter(total, window, ids.length, req.size));
  const shown = ids.slice(0, req.size);
  if (shown.length === 0) return { content: [], ...page };
  const byId = new Map((await loadRows(shown)).map((row) => [row.id, row]));
  return { content: shown.flatMap((id) => byId.get(id) ?? []), ...page };
}

const pageTotal = (total: CappedCount) =>
  total.capped ? { totalElements: total.count, totalCapped: true as const } : { totalElements: total.count };

/** Every status of the list with its rows in scope: kept counts when there is no search, else capped counts (memo). */
export async function readStatusCounts<S extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<string, S>,
  req: Pick<ListRequest, 'where' | 'scopeKey' | 'search' | 'keptCounts'>,
): Promise<CappedStatusCount<S>[]> {
  if (req.keptCounts && !req.search) {
    const kept = new Map((await keptCountsOf(reads, def, req)).map((row) => [row.status, row.n]));
    return def.statuses.map((status) => ({ status, count: kept.get(status) ?? 0 }));
  }
  const key = JSON.stringify([def.name, 'by-status', req.scopeKey, req.search?.toLowerCase() ?? null]);
  const search = searchWhere(def, req.search);
  return reads.get(key, () =>
    search
      ? searchedStatusCounts(db, def, and(req.where, search), SEARCH_COUNT_CAP)
      : cappedStatusCounts(db, def, req.where),
  );
}
