import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for `50%` matches the text, not everything. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A term's value where a statement has a placeholder for it (see boundContains). */
type TermValue = string | Placeholder;

/** lower(column) LIKE lower(pattern), `pattern` a containsPattern. */
const likePattern = (column: AnyColumn, pattern: TermValue): SQL =>
  sql`lower(${column}) like lower(${pattern})`;

/** Terms up to this long extract no trigram; a short_search_grams index (migration 0018) serves them. */
export const SHORT_TERM_LENGTH = 2;

export const isShortTerm = (text: string) => [...text].length <= SHORT_TERM_LENGTH;

/**
 * A term of ASCII digits, spaces and punctuation: lower() changes neither it nor any character of
 * a name that could match it, so strpos(column, term) finds the rows strpos(lower(column), term)
 * finds, without lowering every name it tests (half the time of a short digit term's count).
 */
export const isCaseless = (text: string) => /^[\x20-\x40\x5b-\x60\x7b-\x7e]+$/.test(text);

/** A column as a search tests it: lowered, unless the term is caseless. */
export const searchedText = (column: AnyColumn | SQL, caseless: boolean): SQL =>
  caseless ? sql`${column}` : sql`lower(${column})`;

/**
 * A short term looked up in the short_search_grams index. The rows are checked with strpos, the
 * same test as LIKE '%text%' without wildcards, which the planner does not take for a second
 * filter (a LIKE beside the index condition made it expect 25 times too few rows). The length test
 * is PostgreSQL's own, folded when the statement is planned.
 */
const shortTermIn = (column: AnyColumn, text: TermValue): SQL =>
  sql`strpos(lower(${column}), lower(${text}::text)) <> 0
        and (length(lower(${text}::text)) > ${sql.raw(String(SHORT_TERM_LENGTH))}
          or short_search_grams(lower(${column})) @> array[lower(${text}::text)])`;

/**
 * Case-insensitive "contains" as lower(column) LIKE lower('%text%'): the trigram index on
 * lower(column) serves it on PostgreSQL, and without one it scans about twice as fast as ILIKE.
 */
export const containsText = (column: AnyColumn, text: string): SQL =>
  likePattern(column, containsPattern(text));

/**
 * containsText on a column whose lower(column) has a short_search_grams index: a 1- or 2-character
 * term is looked up in that index (the same rows, found without a scan).
 */
export const containsIndexedText = (column: AnyColumn, text: string): SQL =>
  isShortTerm(text) ? shortTermIn(column, text) : containsText(column, text);

/**
 * containsIndexedText (or containsText when `indexed` is false) with the term as the placeholder
 * `name`: `shape` tells the statements of two terms apart, `value` fills the placeholder.
 */
export function boundContains(column: AnyColumn, text: string, indexed: boolean, name: string) {
  const term = sql.placeholder(name);
  if (!(indexed && isShortTerm(text))) {
    const where = likePattern(column, term);
    return { shape: 'like', where, tested: where, value: containsPattern(text) };
  }
  // `tested` leaves the index out: a walk in list order tests each row, and offered the index for
  // a piece the statistics think rare, the planner would gather all its rows instead.
  const caseless = isCaseless(text);
  const tested = sql`strpos(${searchedText(column, caseless)}, ${searchedText(sql`${term}::text`, caseless)}) <> 0`;
  return {
    shape: caseless ? 'short caseless' : 'short',
    where: shortTermIn(column, term),
    tested,
    value: text,
  };
}
