import type { ListFilter } from '@adcast/domain/contracts/list-filters';
import type {
  ExportColumn,
  RecordContract,
  RecordPermissions,
} from '@adcast/domain/contracts/record-contract';
import type { EntityStatus } from '@adcast/domain/enumerations';
import type { StatusTransitions } from '@adcast/domain/records';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { WordIndex } from '../db/list/definition';
import type { SortKeys } from '../db/sorting';
import type { AuthContext } from '../http/auth';

/** What every record DTO carries: the row id, a status and the version a write must name. */
export type Versioned = { id: number; status: EntityStatus; version: number };

export type RecordTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  version: AnyPgColumn;
  updatedOn: AnyPgColumn;
};

/** The list query every record list understands; a record's own filters come on top. */
export type ListQuery<S extends string = string> = {
  page: number;
  size: number;
  sortProperty: S;
  sortDirection: 'asc' | 'desc';
  status?: EntityStatus[];
  ids?: number[];
  networkIds?: number[];
};

/** The counts query: the list's filters without status, paging and sort. */
export type CountQuery = { networkIds?: number[]; [param: string]: unknown };

/** The rows a list is taken from before its own filters: e.g. one partner's connections ({ dpId }). */
export type ParentScope = Record<string, number>;

export type CountStatement = PromiseLike<{ n: number }[]> & { getSQL(): SQL };
export type StatusCountStatement = PromiseLike<{ status: unknown; n: number }[]> & { getSQL(): SQL };
export type KeptScope = { auth: AuthContext; parent?: ParentScope; networkIds?: number[] };

/**
 * Counts a record keeps elsewhere (e.g. by triggers), read instead of counting rows when nothing is
 * searched. `where` picks a scope's kept rows; the counts are read from it alone and remembered
 * under its SQL.
 */
export type KeptCounts = {
  where: (scope: KeptScope) => SQL | undefined;
  total: (db: Db, where: SQL | undefined, statuses?: EntityStatus[]) => CountStatement;
  byStatus: (db: Db, where: SQL | undefined) => StatusCountStatement;
};

/**
 * How a record's list reads. By default a page is one statement (ORDER BY the sort key and id,
 * LIMIT, OFFSET) and its total and status boxes are capped counts (db/list/plain-list.ts).
 * `parentWhere` picks a parent's rows (one partner's connections).
 */
export type ListOptions<TSort extends string = string> =
  | { parentWhere?: ParentWhere; large?: false; kept?: never; words?: never }
  | LargeList<TSort>;

type ParentWhere = (parent: ParentScope) => SQL | undefined;

/**
 * A list of millions of rows (connections, placements, videos): its pages are index walks that
 * seek from anchors (db/list/read-list.ts) and a short term on a table of 500,000 rows or more is
 * counted from the first rows in scope. It may keep its counts elsewhere (`kept`) and the words
 * of its searched column (`words`, migration 0023) for searches sorted by `sortProperty`.
 */
export type LargeList<TSort extends string = string> = {
  large: true;
  parentWhere?: ParentWhere;
  kept?: KeptCounts;
  words?: WordIndex & { sortProperty: TSort };
};

/**
 * One record type as data: its table and how its rows become DTOs, who sees which rows, how it
 * sorts and searches, its permissions, changelog type and schemas. Lists, counts, get, create,
 * update, archive and unarchive (and their routes) come from it.
 */
export type RecordDefinition<
  TDto extends Versioned = Versioned,
  TSort extends string = string,
  TQuery extends PgSelect = PgSelect,
> = {
  /** Its name in rule messages: 'demand partner'. */
  what: string;
  /** A row's name in bulk answers. */
  title(dto: TDto): string;
  /** The CSV export's columns: header label and cell value, in order. */
  exportColumns: ExportColumn<TDto>[];
  /** Its name in the 404 message: 'Demand partner' (-> 'Demand partner not found'). */
  label: string;
  /** The changelog's entity type. */
  entityType: string;
  table: RecordTable;
  /** The rows with what their DTO needs joined in, as a dynamic select. */
  select(db: Db): TQuery;
  toDto(row: Awaited<TQuery>[number]): TDto;
  /** Rows the caller may see (network, publisher, content owner), within the networks a picker asks for. */
  visibleTo: (auth: AuthContext, networkIds?: number[]) => SQL | undefined;
  /** The network a changelog entry is filed under. */
  networkOf(dto: TDto): number | null;
  sortKeys: SortKeys<TSort>;
  /**
   * The query parameter that searches, and the column it searches in; `shortTermIndex` when
   * lower(column) has a short_search_grams index (1- and 2-character terms are served by it).
   */
  search: { param: string; column: AnyColumn; shortTermIndex?: true };
  /** Filters of its own, on top of search, status, ids and networks (e.g. publishersIds). */
  filter?(query: Record<string, unknown>): SQL | undefined;
  /** The filter chips its contract declares; a chip's param with a column here is applied to that column. */
  filters?: readonly ListFilter[];
  /** The column each declared filter reads (a record filter: the id column; a date range: the date). */
  filterColumns?: Record<string, AnyColumn>;
  permissions: RecordPermissions;
  /**
   * Any signed-in mask may read the list and a row, `visibleTo` narrowing what it sees (a publisher
   * user reads only its own publishers); without it, reading needs `permissions.read`.
   */
  readableByAnyMask?: boolean;
  /** Which status a row may move to from each status (edit, archive, unarchive); the default when not given. */
  transitions?: StatusTransitions;
  /** A unique index whose violation is the caller's mistake, and the message it gets. */
  unique?: { constraint: string; message: string };
  schemas: {
    dto: z.ZodType<TDto>;
    list: z.ZodType<ListQuery<TSort>>;
    counts: z.ZodType<CountQuery>;
  };
  list?: ListOptions<TSort>;
  /** The OpenAPI tag of its routes. */
  tag: string;
};

/** What the API adds to an area's contract: where its rows live, who sees which, how they sort and search. */
export type RecordStorage<TDto extends Versioned, TSort extends string, TQuery extends PgSelect> = Pick<
  RecordDefinition<TDto, TSort, TQuery>,
  | 'table'
  | 'select'
  | 'toDto'
  | 'visibleTo'
  | 'networkOf'
  | 'sortKeys'
  | 'filter'
  | 'filterColumns'
  | 'unique'
  | 'list'
> & {
  search: Omit<RecordDefinition<TDto, TSort, TQuery>['search'], 'param'>;
  /** The OpenAPI tag of its routes: the plural label, lower-cased, unless given. */
  tag?: string;
};

/** A record of a contract: the contract's facts, and the storage and tenancy the API adds to them. */
export type ContractRecord<
  TDto extends Versioned = Versioned,
  TInput = unknown,
  TUpdate = unknown,
  TSort extends string = string,
  TQuery extends PgSelect = PgSelect,
> = RecordDefinition<TDto, TSort, TQuery> & { contract: RecordContract<TDto, TInput, TUpdate, TSort> };

/** An area's record on the API: its contract (from the domain) with its storage and tenancy. */
export function defineRecord<
  TDto extends Versioned,
  TInput,
  TUpdate,
  TSort extends string,
  TQuery extends PgSelect,
>(
  contract: RecordContract<TDto, TInput, TUpdate, TSort>,
  storage: RecordStorage<TDto, TSort, TQuery>,
): ContractRecord<TDto, TInput, TUpdate, TSort, TQuery> {
  const { search, tag, ...rest } = storage;
  return {
    ...rest,
    contract,
    what: contract.labels.what,
    label: contract.labels.one,
    title: (dto) => contract.nameOf(dto),
    exportColumns: [...contract.exportColumns],
    filters: contract.filters,
    entityType: contract.entityType,
    search: { ...search, param: contract.searchParam },
    permissions: contract.permissions,
    readableByAnyMask: contract.readableByAnyMask,
    transitions: contract.statuses.transitions,
    schemas: {
      dto: contract.schemas.dto,
      list: contract.schemas.list as z.ZodType<ListQuery<TSort>>,
      counts: contract.schemas.counts as z.ZodType<CountQuery>,
    },
    tag: tag ?? contract.labels.plural.toLowerCase(),
  };
}

/** Any definition, for code that handles every record the same way. */
export type AnyRecord<TDto extends Versioned = Versioned> = RecordDefinition<TDto, string, PgSelect>;
