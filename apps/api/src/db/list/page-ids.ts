import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { ANCHOR_STEP, type Anchors } from './anchors';
import type { ListDefinition, ListRequest } from './definition';
import { type Bind, keptRows, type StatementShape, type StatementValues } from './execute';
import type { PageWindow } from './page-window';

type AnchorStore = Pick<Anchors, 'before' | 'add'>;

/**
 * What a walk reads of a table: a record list's definition, or a list without statuses (the
 * changelog), whose rows are one walk of a (key, id) index.
 */
export type WalkedTable<P extends string> = Pick<ListDefinition<P>, 'table' | 'id' | 'sortKeys'> & {
  status?: AnyPgColumn;
};

export type Walk<P extends string> = {
  def: WalkedTable<P>;
  where: SQL | undefined;
  /** The statuses walked, each its own walk, merged; ignored by a table without statuses. */
  statuses: readonly string[];
  sort: ListRequest<P>['sort'];
  reversed: boolean;
  /**
   * Few rows match (an exact total of at most SEARCH_COUNT_CAP): each status's matches are found
   * first, as the planner finds them best (e.g. a rare search term from its index), and then
   * sorted, instead of walking the list's order until enough match.
   */
  collect?: boolean;
  /**
   * Keeps the walk's statements per shape (see keptStatement): `key` says what `where` holds but
   * its placeholders, `values` fill them. Without it each walk's statements are built anew.
   */
  statements?: StatementShape;
};

/**
 * Where a walk's statement starts and how far it reads: values, or placeholders of a kept
 * statement. `fromId` is an anchor row's id (absent: from the start).
 */
type WalkBounds = { fromId?: unknown; skip: unknown; walked: unknown };

/** Whether the walk runs in ascending order (its direction, turned when it is read from the far end). */
export const ascendingOf = <P extends string>(walk: Walk<P>) =>
  (walk.sort.sortDirection === 'asc') !== walk.reversed;

/**
 * Rows at or after the anchor row `fromId` in walk order, as `key` and `id` read them (they must
 * hold its sort key's value and id); none (undefined) without an anchor. The anchor's key is read
 * from the walked table.
 */
export function seekFrom<P extends string>(walk: Walk<P>, key: SQL, id: SQL | AnyPgColumn, fromId: unknown) {
  if (fromId === undefined) return undefined;
  const { def } = walk;
  const anchorKey = sql`(select ${def.sortKeys[walk.sort.sortProperty]} from ${def.table} where ${def.id} = ${fromId})`;
  return sql`(${key}, ${id}) ${sql.raw(ascendingOf(walk) ? '>=' : '<=')} (${anchorKey}, ${fromId})`;
}

/**
 * The first `limit` rows of the walk from `from` (inclusive), numbered. Each status is its own
 * walk of the (status, key, id) index; several statuses are merged in order, so a filter never
 * sorts its matches. Seeking to an anchor compares (key, id) with the anchor row's own values.
 */
function walkSql<P extends string>(walk: Walk<P>, fromId: unknown, limit: unknown): SQL {
  const { def } = walk;
  const key = def.sortKeys[walk.sort.sortProperty];
  const dir = sql.raw(ascendingOf(walk) ? 'asc' : 'desc');
  const seek = seekFrom(walk, sql`${key}`, def.id, fromId);
  const branch = (status: string | undefined) => {
    const ofStatus = def.status && status !== undefined ? sql`${def.status} = ${status}` : undefined;
    const matching = sql`select ${def.id} as id, ${key} as k from ${def.table}
      where ${and(ofStatus, walk.where, seek) ?? sql`true`}`;
    // OFFSET 0 keeps the outer order and limit from steering how the matches are found.
    const rows = walk.collect ? sql`select id, k from (${matching} offset 0) matched` : matching;
    return sql`${rows}
      order by k ${dir}, id ${dir} limit ${limit}`;
  };
  const statuses = def.status ? walk.statuses : [undefined];
  const walks =
    statuses.length === 1
      ? branch(statuses[0])
      : sql.join(
          statuses.map((status) => sql`(${branch(status)})`),
          sql` union all `,
        );
  return sql`select id, row_number() over (order by k ${dir}, id ${dir})::int as rn
    from (${walks}) walked order by k ${dir}, id ${dir} limit ${limit}`;
}

/** The rows of a numbered walk after the first `skip`, and an anchor row every ANCHOR_STEP rows before them. */
const pastSkipSql = (numbered: SQL, skip: unknown) =>
  sql`select id, rn from (${numbered}) numbered
    where rn > ${skip} or rn % ${ANCHOR_STEP} = 1 order by rn`;

/**
 * The rows of the walk from `fromId` up to `walked`, after the first `skip`, and an anchor row
 * every ANCHOR_STEP rows before them.
 */
export const pageIdsSql = <P extends string>(walk: Walk<P>, bounds: WalkBounds) =>
  pastSkipSql(walkSql(walk, bounds.fromId, bounds.walked), bounds.skip);

/**
 * How a walk's rows are read in order: `numbered` answers (id, rn), the rows from the anchor row
 * `fromId` (inclusive; undefined: from the start) numbered from 1, at most `limit`, taking
 * `values` through its bind; `kind` names the reading in statement keys. By default the list's
 * own index walk (walkSql); the kept words of a searched name read the same rows another way.
 */
export type WalkReader = {
  kind: unknown[];
  values: StatementValues;
  numbered: (bind: Bind, fromId: unknown, limit: unknown) => SQL;
};

const indexWalk = <P extends string>(walk: Walk<P>): WalkReader => ({
  kind: [],
  values: {},
  numbered: (_bind, fromId, limit) => walkSql(walk, fromId, limit),
});

/** The ids of the walk's first `limit` rows (no anchors are needed at either end of a list). */
const firstIdsSql = <P extends string>(walk: Walk<P>, limit: number) =>
  sql`(select id from (${walkSql(walk, undefined, limit)}) first_rows)`;

/**
 * A page's ids as a subquery, for the statement that loads the page's rows with them (one round
 * trip): `kind` names the subquery's shape in statement keys, `ids` builds it, taking `values`
 * through its bind.
 */
export type SelectedIds = { kind: unknown[]; values: StatementValues; ids: (bind: Bind) => SQL };

/** The walk's first `limit` rows (firstIdsSql) as a page's selected ids. */
export const firstRows = <P extends string>(walk: Walk<P>, limit: number): SelectedIds => ({
  kind: ['first-rows', limit],
  values: {},
  ids: () => firstIdsSql(walk, limit),
});

/**
 * A statement of the walk, of this kind: kept under the walk's shape (its statement key, order,
 * direction, filtering and `kind`, which names what else shapes it) when the walk keeps its
 * statements, with the walk's values and these.
 */
export const walkStatement = <P extends string>(
  walk: Walk<P>,
  kind: unknown[],
  values: StatementValues = {},
) => ({
  key:
    walk.statements &&
    JSON.stringify([
      walk.statements.key,
      ...kind,
      walk.sort.sortProperty,
      walk.sort.sortDirection,
      walk.reversed,
      walk.collect === true,
      walk.statuses,
    ]),
  values: { ...walk.statements?.values, ...values },
});

/**
 * The ids of the window's rows, in walk order: from the nearest anchor before the window, leaving
 * anchors every ANCHOR_STEP rows on the way.
 */
export async function pageIds<P extends string>(
  db: Db,
  walk: Walk<P>,
  window: PageWindow,
  anchors: AnchorStore,
  reader: WalkReader = indexWalk(walk),
): Promise<number[]> {
  const from = anchors.before(window.offset);
  const start = from?.position ?? 0;
  const skip = window.offset - start;
  const statement = walkStatement(walk, ['page-ids', from !== undefined, ...reader.kind], {
    ...reader.values,
    anchor: from?.id,
    skip,
    walked: skip + window.limit,
  });
  const rows = await keptRows<{ id: number; rn: number }>(db, statement, (bind) => ({
    statement: pastSkipSql(
      reader.numbered(bind, from ? bind('anchor') : undefined, bind('walked')),
      bind('skip'),
    ),
    columns: ['id', 'rn'],
  }));
  const ids: number[] = [];
  for (const row of rows) {
    if (row.rn > skip) ids.push(row.id);
    else anchors.add({ position: start + row.rn - 1, id: row.id });
  }
  // The walk from an anchor starts at the anchor row itself; when it does not, another process
  // changed that row (within the memo's time to live): walk from the start instead.
  if (from && rows[0]?.id !== from.id) return pageIds(db, walk, window, NO_ANCHORS, reader);
  return ids;
}

const NO_ANCHORS: AnchorStore = { before: () => undefined, add: () => {} };
