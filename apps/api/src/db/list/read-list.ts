import { SEARCH_COUNT_CAP } from '@adcast/domain/paging';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../client';
import type { ReadMemo } from '../read-memo';
import { isShortTerm } from '../search';
import { ANCHOR_STEP, Anchors } from './anchors';
import {
  type CappedCount,
  type CappedStatusCount,
  COUNT_CAP,
  capped,
  DENSE_TABLE_ROWS,
  denseStatusCounts,
  estimatedRows,
  statusesFound,
} from './capped-count';
import { type ListDefinition, type ListRequest, type StatusRow, walkable } from './definition';
import { searchedScope, wantedStatuses } from './list-scope';
import { firstRows, pageIds, type SelectedIds, type Walk, type WalkReader } from './page-ids';
import { type ListPage, type PageWindow, pageTotal, pageWindow, totalAfter, windowPage } from './page-window';
import { countKey, plainStatusCounts, plainTotal } from './plain-list';
import { pageWords, type WordSearch, wordPage, wordStatusCounts, wordWalk } from './word-search';

/**
 * The kept counts of the request's scope, kept in the memo like every other count: a list page
 * then costs its page reads alone (one round trip fewer).
 */
const keptCountsOf = (
  reads: ReadMemo,
  def: ListDefinition,
  req: Pick<ListRequest, 'keptCounts'>,
): Promise<StatusRow[]> =>
  reads.get(
    JSON.stringify([def.name, 'kept', req.keptCounts?.key]),
    () => req.keptCounts?.read() ?? Promise.resolve([]),
  );

/** How many rows the page request selects: the kept counts when there is no search, else a capped count, kept in the memo. */
async function totalOf(db: Db, reads: ReadMemo, def: ListDefinition, req: ListRequest): Promise<CappedCount> {
  const statuses = wantedStatuses(def, req);
  if (req.keptCounts && !req.search) {
    const kept = await keptCountsOf(reads, def, req);
    const count = kept.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
    return { count };
  }
  const cap = req.search ? SEARCH_COUNT_CAP : COUNT_CAP;
  return reads.get(countKey(def, req, 'total', statuses), async () => {
    const byWords =
      req.search && (await wordStatusCounts(db, reads, wordSearchOf(def, req, req.search), statuses, cap));
    if (byWords)
      return capped(
        byWords.reduce((sum, row) => sum + row.n, 0),
        cap,
      );
    const dense =
      req.search && (await denseCounts(db, reads, def, wordSearchOf(def, req, req.search), statuses, cap));
    if (dense) return { count: cap, capped: true as const };
    return plainTotal(db, def, searchedScope(def, req), statuses);
  });
}

/**
 * denseStatusCounts for a short term on a table of DENSE_TABLE_ROWS or more, else null: a longer
 * term is found by its trigram index, and on a smaller table a piece's index entries are few
 * enough to read them all.
 */
async function denseCounts<S extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<string, S>,
  req: Parameters<typeof denseStatusCounts>[2],
  statuses: readonly S[],
  cap: number,
): Promise<CappedStatusCount<S>[] | null> {
  if (!isShortTerm(req.term)) return null;
  const rows = await reads.get(JSON.stringify([def.name, 'table-rows']), () => estimatedRows(db, def.table));
  return rows < DENSE_TABLE_ROWS ? null : denseStatusCounts(db, def, req, statuses, cap);
}

const wordSearchOf = (
  def: ListDefinition,
  req: Pick<ListRequest, 'where' | 'scopeKey'>,
  term: string,
): WordSearch => ({ list: def, term, scope: req.where, scopeKey: req.scopeKey });

/** A walk before its window is known: which end it is read from, and how, follow from the total. */
export type PlannedWalk<P extends string> = Omit<Walk<P>, 'reversed' | 'collect'> & {
  /** `where` as a walk in list order tests each row (a search without its index), when it differs. */
  tested?: SQL | undefined;
  /** A name search of a list that keeps its words, which a page sorted by them may read instead. */
  wordSearch?: WordSearch;
};

/** How a walked page reads its rows (see readListPage). */
export type PageLoaders<T, P extends string> = {
  /** The rows with these ids, in any order. */
  loadRows: (ids: number[]) => Promise<T[]>;
  /** Reads a window by plain ORDER BY ... OFFSET, for sort keys the walk cannot take (see walkable). */
  loadWindow?: (walk: Walk<P>, window: PageWindow) => Promise<T[]>;
  /**
   * Reads the rows of a page's selected ids (a subquery: the walk's first rows, or a page read by
   * words), in walk order, in one statement with them: a page at either end of the list (most pages
   * read) then costs one round trip instead of two.
   */
  loadSelectedRows?: (walk: Walk<P>, selected: SelectedIds) => Promise<T[]>;
};

/**
 * One page of a walked list whose total is known (exact, or capped): the page's ids come from
 * index walks that seek from the nearest anchor kept under `anchorsKey` (one walk's anchors per
 * scope, filter and search, so a deep page is a short walk once its list was walked; see
 * pageIds), then its rows are loaded and put back in the list's order. Past a capped total a page
 * is read forward with one row more, which says whether the list goes on.
 */
export async function readWalkedPage<T extends { id: number }, P extends string>(
  db: Db,
  reads: ReadMemo,
  planned: PlannedWalk<P> & {
    anchorsKey: string;
    page: number;
    size: number;
    total: CappedCount;
  },
  loaders: PageLoaders<T, P>,
): Promise<ListPage<T>> {
  const { total, size } = planned;
  const window = pageWindow(planned.page, size, total);
  if (!window) return { content: [], ...pageTotal(total) };
  const collect = !total.capped && total.count <= SEARCH_COUNT_CAP;
  const walk: Walk<P> = {
    def: planned.def,
    where: collect ? planned.where : (planned.tested ?? planned.where),
    statuses: planned.statuses,
    sort: planned.sort,
    reversed: window.reversed,
    collect,
    ...(planned.statements ? { statements: planned.statements } : {}),
  };
  const pageOfRows = (rows: T[]) => windowPage(rows, window, total, size);
  if (loaders.loadWindow && !walkable(walk.def.table, walk.def.sortKeys[walk.sort.sortProperty])) {
    return pageOfRows(await loaders.loadWindow(walk, window));
  }
  const search = planned.wordSearch;
  const words = search && (await pageWords(db, reads, walk, search, window));
  if (words?.holding.length === 0) return pageOfRows([]);
  const byWords = words && search ? wordWalk(walk, words, search.scope) : undefined;
  const selected = selectedWithRows(walk, window, byWords);
  if (selected && loaders.loadSelectedRows) return pageOfRows(await loaders.loadSelectedRows(walk, selected));
  const ids = await walkedIds(db, reads, walk, window, planned.anchorsKey, byWords);
  if (window.reversed) ids.reverse();
  const page = pageTotal(totalAfter(total, window, ids.length, size));
  const shown = ids.slice(0, size);
  if (shown.length === 0) return { content: [], ...page };
  const byId = new Map((await loaders.loadRows(shown)).map((row) => [row.id, row]));
  return { content: shown.flatMap((id) => byId.get(id) ?? []), ...page };
}

/**
 * The window's ids when one statement reads them with their rows: a page of a word walk near the
 * start, the first rows of the list's own walk. Else none: a deeper page seeks from the nearest
 * anchor the walks of its list (or search, by words or not: the same rows in order) left.
 */
function selectedWithRows<P extends string>(
  walk: Walk<P>,
  window: PageWindow,
  byWords: WalkReader | undefined,
): SelectedIds | undefined {
  if (byWords) return window.offset < ANCHOR_STEP ? wordPage(byWords, window) : undefined;
  return window.offset === 0 ? firstRows(walk, window.limit) : undefined;
}

/** The window's ids by a walk from its nearest anchor (see pageIds), the anchors kept under `anchorsKey`. */
async function walkedIds<P extends string>(
  db: Db,
  reads: ReadMemo,
  walk: Walk<P>,
  window: PageWindow,
  anchorsKey: string,
  reader?: WalkReader,
): Promise<number[]> {
  const anchors = await reads.get(
    JSON.stringify([anchorsKey, 'anchors', walk.sort.sortProperty, walk.sort.sortDirection, walk.reversed]),
    async () => new Anchors(),
  );
  return pageIds(db, walk, window, anchors, reader);
}

/**
 * One page of a record list and its total: the total from kept or capped counts (memo), then the
 * page from index walks (see readWalkedPage).
 */
export async function readListPage<T extends { id: number }, P extends string>(
  db: Db,
  reads: ReadMemo,
  def: ListDefinition<P>,
  req: ListRequest<P>,
  loadRows: PageLoaders<T, P>['loadRows'],
  loadWindow?: PageLoaders<T, P>['loadWindow'],
  loadSelectedRows?: PageLoaders<T, P>['loadSelectedRows'],
): Promise<ListPage<T>> {
  const statuses = wantedStatuses(def, req);
  const scope = searchedScope(def, req);
  return readWalkedPage(
    db,
    reads,
    {
      def,
      where: scope.where,
      tested: scope.tested,
      statements: scope.statements,
      statuses,
      sort: req.sort,
      anchorsKey: JSON.stringify([def.name, req.scopeKey, statuses, req.search?.toLowerCase() ?? null]),
      ...(def.words && req.search ? { wordSearch: wordSearchOf(def, req, req.search) } : {}),
      page: req.page,
      size: req.size,
      total: await totalOf(db, reads, def, req),
    },
    { loadRows, loadWindow, loadSelectedRows },
  );
}

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
  const term = req.search;
  return reads.get(countKey(def, req, 'by-status'), async () => {
    const byWords =
      term &&
      (await wordStatusCounts(db, reads, wordSearchOf(def, req, term), def.statuses, SEARCH_COUNT_CAP));
    if (byWords) return statusesFound(def.statuses, byWords, SEARCH_COUNT_CAP);
    const dense =
      term &&
      (await denseCounts(db, reads, def, wordSearchOf(def, req, term), def.statuses, SEARCH_COUNT_CAP));
    if (dense) return dense;
    return plainStatusCounts(db, def, searchedScope(def, req));
  });
}
