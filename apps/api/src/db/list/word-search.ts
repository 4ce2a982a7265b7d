import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { ReadMemo } from '../read-memo';
import type { ListDefinition, StatusRow, WordIndex } from './definition';
import { keptRows } from './execute';
import { ascendingOf, type SelectedIds, seekFrom, type Walk, type WalkReader } from './page-ids';
import type { PageWindow } from './page-window';

/** A term in more words than this walks the list instead (each word is a walk of its own). */
export const MOST_WORDS = 16;

/**
 * How many kept-word entries a page read by two words or more may walk: each word holding the term
 * is read from the list's end up to the page's last row, so a page deeper than this, times the
 * words, walks the list instead. One word's walk reads the search's own rows alone, never more than
 * a walk of the list would, so it reads every page of its term.
 */
export const WORD_WALK_ENTRIES = 10_000;

/** `alias`.status is one of these. */
const statusIn = (alias: string, statuses: readonly string[]) =>
  sql`${sql.identifier(alias)}.status in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

/** What search_words splits a name at: ASCII spaces and punctuation. */
const SEPARATOR = /[\t\n\v\f\r !-/:-@[-`{-~]/;

/**
 * Whether every name holding the term holds it within one kept word: the term has no separator
 * (so it lies within one word of the name) and not only digits (numbers are not kept).
 */
export const withinOneWord = (term: string) => !SEPARATOR.test(term) && !/^[0-9]+$/.test(term);

/** The vocabulary's words containing the term, at most MOST_WORDS + 1 of them. */
const wordsContaining = (index: WordIndex, term: unknown) =>
  sql`select word from ${sql.identifier(index.vocabulary)}
    where strpos(word, lower(${term}::text)) <> 0 limit ${MOST_WORDS + 1}`;

/** Where the words holding a term are kept in the read memo, with the list's other reads of the term. */
const heldWordsKey = (list: string, term: string) => JSON.stringify([list, 'words', term.toLowerCase()]);

/** The kept words containing the term, at most MOST_WORDS of them; null when there are more (read memo). */
export function wordsHolding(
  db: Db,
  reads: ReadMemo,
  list: string,
  index: WordIndex,
  term: string,
): Promise<string[] | null> {
  return reads.get(heldWordsKey(list, term), async () => {
    const rows = await keptRows<{ word: string }>(
      db,
      { key: JSON.stringify([list, 'vocabulary']), values: { term } },
      (bind) => ({ statement: wordsContaining(index, bind('term')), columns: ['word'] }),
    );
    return rows.length > MOST_WORDS ? null : rows.map((row) => row.word);
  });
}

/**
 * A search sorted by the searched column read by its words (see WalkReader): each word holding the
 * term is walked in name order, from the anchor row when there is one, as far as the walk reaches
 * (its rows in scope and status), and the walks are merged, a row in two words once. `scope` is
 * the walk's condition without the search (the words say which rows match), on the list's own table.
 */
export function wordWalk<P extends string>(
  walk: Walk<P>,
  words: HeldWords,
  scope: SQL | undefined,
): WalkReader {
  const { def } = walk;
  const dir = sql.raw(ascendingOf(walk) ? 'asc' : 'desc');
  const inScope = scope ? sql`join ${def.table} on ${def.id} = kept.id` : sql``;
  return {
    kind: ['words'],
    values: { words: words.holding.join(' ') },
    numbered: (bind, fromId, limit) => {
      const seek = seekFrom(walk, sql`kept.name_key`, sql`kept.id`, fromId);
      const where = and(sql`kept.word = holding.word`, statusIn('kept', walk.statuses), scope, seek);
      return sql`select id, row_number() over (order by k ${dir}, id ${dir})::int as rn from (
          select matched.id, matched.k from unnest(string_to_array(${bind('words')}::text, ' ')) holding(word)
          cross join lateral (
            select kept.id, kept.name_key as k from ${sql.identifier(words.index.words)} kept ${inScope}
            where ${where}
            order by kept.name_key ${dir}, kept.id ${dir} limit ${limit}) matched
          group by matched.id, matched.k) merged
        order by k ${dir}, id ${dir} limit ${limit}`;
    },
  };
}

/** The window's ids of a word walk read from its start, as a subquery (see SelectedIds). */
export function wordPage(reader: WalkReader, window: PageWindow): SelectedIds {
  return {
    kind: ['word-page', ...reader.kind],
    values: { ...reader.values, skip: window.offset, walked: window.offset + window.limit },
    ids: (bind) =>
      sql`(select id from (${reader.numbered(bind, undefined, bind('walked'))}) page where rn > ${bind('skip')})`,
  };
}

/**
 * A name search of a list that may keep its words: the list, the term, and the scope without the
 * search (`scopeKey` says what it selects).
 */
export type WordSearch = {
  list: Pick<ListDefinition, 'name' | 'table' | 'id' | 'words'>;
  term: string;
  scope: SQL | undefined;
  scopeKey: string;
};

/** The kept words holding a search's term, and where they are kept. */
export type HeldWords = { index: WordIndex; holding: string[] };

/** The words of the list holding the term, when they can answer the search (see withinOneWord, MOST_WORDS); else null. */
async function wordsFor(db: Db, reads: ReadMemo, search: WordSearch): Promise<HeldWords | null> {
  const { words } = search.list;
  if (!words || !withinOneWord(search.term)) return null;
  const holding = await wordsHolding(db, reads, search.list.name, words.index, search.term);
  return holding && { index: words.index, holding };
}

/**
 * The words a page of the search is read by (wordPage) when the walk is sorted by the searched
 * column, the term lies within one word, few words hold it and one word does, or their walks up to
 * the window's end stay within WORD_WALK_ENTRIES; else null.
 */
export async function pageWords<P extends string>(
  db: Db,
  reads: ReadMemo,
  walk: Walk<P>,
  search: WordSearch,
  window: PageWindow,
): Promise<HeldWords | null> {
  if (walk.sort.sortProperty !== search.list.words?.sortProperty) return null;
  const words = await wordsFor(db, reads, search);
  const walked = window.offset + window.limit;
  return words && (words.holding.length <= 1 || words.holding.length * walked <= WORD_WALK_ENTRIES)
    ? words
    : null;
}

/**
 * Rows in these statuses holding the term, per status, read from the kept words: each word's rows
 * up to cap + 1 (in scope and status; in key order, so a rare word's few rows come from its index
 * and not from a scan that expects to stop soon), a row in two words once, cap + 1 rows in all. A word cut
 * short alone holds more than the cap, so the counts are exact unless they pass it. Null when the
 * words cannot answer (see withinOneWord, MOST_WORDS); a status without rows is left out.
 */
export async function wordStatusCounts(
  db: Db,
  reads: ReadMemo,
  search: WordSearch,
  statuses: readonly string[],
  cap: number,
): Promise<StatusRow[] | null> {
  const { list, scope } = search;
  const index = list.words?.index;
  if (!index || !withinOneWord(search.term)) return null;
  const statement = {
    key: JSON.stringify([list.name, 'word-counts', search.scopeKey, statuses, cap]),
    values: { term: search.term },
  };
  // One statement finds the words and counts their rows; its first row tells the words.
  const rows = await keptRows<{ status: string | null; n: number; words: string | null }>(
    db,
    statement,
    (bind) => {
      const where = and(sql`counted.word = holding.word`, statusIn('counted', statuses), scope);
      const inScope = scope ? sql`join ${list.table} on ${list.id} = counted.id` : sql``;
      const counts = sql`with holding as materialized (${wordsContaining(index, bind('term'))})
        select null::text as status, count(*)::int as n, string_agg(word, ' ') as words from holding
        union all
        select status, count(*)::int, null from (
          select matched.id, matched.status from holding
          cross join lateral (
            select counted.id, counted.status from ${sql.identifier(index.words)} counted ${inScope}
            where ${where} order by counted.name_key, counted.id limit ${cap + 1}) matched
          where (select count(*) from holding) <= ${MOST_WORDS}
          group by matched.id, matched.status limit ${cap + 1}) upto
        group by status`;
      return { statement: counts, columns: ['status', 'n', 'words'] };
    },
  );
  const held = rows.find((row) => row.status === null);
  const holding = held && held.n <= MOST_WORDS ? (held.words?.split(' ') ?? []) : null;
  // The page of the same search reads these words again.
  await reads.get(heldWordsKey(list.name, search.term), async () => holding);
  return holding && rows.flatMap((row) => (row.status === null ? [] : [{ status: row.status, n: row.n }]));
}
