import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../http/like';

/**
 * Case-insensitive "contains" as lower(column) LIKE lower('%text%'): the trigram index on
 * lower(column) serves it on PostgreSQL, and without one it scans about twice as fast as ILIKE.
 */
export const containsText = (column: AnyColumn, text: string): SQL =>
  sql`lower(${column}) like lower(${containsPattern(text)})`;

/** Terms up to this long extract no trigram; a short_search_grams index (migration 0018) serves them. */
export const SHORT_TERM_LENGTH = 2;

/**
 * containsText on a column whose lower(column) has a short_search_grams index: a 1- or 2-character
 * term is looked up in that index (the same rows, found without a scan). The rows are checked with
 * strpos, the same test as LIKE '%text%' without wildcards, which the planner does not take for a
 * second filter (a LIKE beside the index condition made it expect 25 times too few rows). The
 * length test is PostgreSQL's own, folded when the statement is planned.
 */
export const containsIndexedText = (column: AnyColumn, text: string): SQL =>
  [...text].length > SHORT_TERM_LENGTH
    ? containsText(column, text)
    : sql`strpos(lower(${column}), lower(${text}::text)) <> 0
        and (length(lower(${text}::text)) > ${sql.raw(String(SHORT_TERM_LENGTH))}
          or short_search_grams(lower(${column})) @> array[lower(${text}::text)])`;
