import type { SortDirection } from '@adcast/domain/paging';
import { type AnyColumn, Column, is, SQL, Table } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { boundContains, containsIndexedText, containsText } from '../search';

/**
 * The words of a list's searched column, kept by triggers (search_words, migration 0023): a table
 * of (word, name key, id) in name order and the vocabulary of every word, by table name.
 */
export type WordIndex = { words: string; vocabulary: string };

/**
 * What the list reader needs to know of a record table. Every sort key is served by an index
 * leading with the status: (status, key, id, ...the columns visibility filters on), so one
 * status's page is an index-only walk, and several statuses merge their walks in order.
 */
export type ListDefinition<P extends string = string, S extends string = string> = {
  /** Names the list in memo keys. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  /** Every status a row can have: a list without a status filter merges these. */
  statuses: readonly S[];
  sortKeys: Record<P, AnyColumn | SQL>;
  /** The column a name search looks in (lower(column) has a trigram index). */
  search: AnyColumn;
  /** lower(search) also has a short_search_grams index, which serves 1- and 2-character terms. */
  shortTermIndex?: boolean;
  /** The words of the searched column are kept (see word-search): a search sorted by `sortProperty` reads them. */
  words?: { index: WordIndex; sortProperty: P };
};

/** The rows a name search keeps: lower(search) contains the text. */
export const searchWhere = (def: ListDefinition, text: string | undefined): SQL | undefined =>
  text === undefined || text === ''
    ? undefined
    : def.shortTermIndex
      ? containsIndexedText(def.search, text)
      : containsText(def.search, text);

/**
 * searchWhere with the text as the placeholder `term`, for statements kept per shape (see
 * keptStatement): `shape` and `value` as boundContains answers them.
 */
export const boundSearch = (def: ListDefinition, text: string | undefined) =>
  text === undefined || text === ''
    ? undefined
    : boundContains(def.search, text, def.shortTermIndex === true, 'term');

/** One status's rows, as a count answer gives them. */
export type StatusRow = { status: string; n: number };

export type ListRequest<P extends string = string> = {
  /** Visibility and the caller's other filters, without status and search. */
  where: SQL | undefined;
  /**
   * Says everything `where` holds (its SQL and values, see filterKeyOf), for the kept statements
   * and memo keys: equal keys, equal rows.
   */
  scopeKey: string;
  /** Wanted statuses; every status when empty or absent. */
  statuses?: readonly string[];
  search?: string;
  sort: { sortProperty: P; sortDirection: SortDirection };
  page: number;
  size: number;
  /**
   * Exact rows per status in scope when the caller keeps them (e.g. trigger-kept counts), read by
   * `read` and remembered under `key`, which says everything `read` reads; searches ignore them.
   */
  keptCounts?: { key: string; read: () => Promise<StatusRow[]> };
};

/**
 * Whether the list reader can walk `key` on the table alone: its columns are the table's, or
 * belong to a subquery of its own (e.g. a kept count). A key on a joined table (a publisher's
 * name) is read by the record's own select instead.
 */
export function walkable(table: PgTable, key: AnyColumn | SQL): boolean {
  if (is(key, Column)) return key.table === table;
  if (!is(key, SQL)) return true;
  if (key.queryChunks.some((chunk) => is(chunk, Table))) return true;
  return key.queryChunks.every((chunk) => !(is(chunk, Column) || is(chunk, SQL)) || walkable(table, chunk));
}
