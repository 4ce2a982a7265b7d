import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `column IS DISTINCT FROM value`: true when they differ, a null counting as a value of its own. */
export const distinctFrom = (column: AnyColumn, value: unknown): SQL =>
  sql`${column} is distinct from ${value}`;

/**
 * The time `days` days ago, read by the database when the statement runs: list statements are
 * kept and run again for their shape (see keptRows), so no reading of the clock may be built in.
 */
export const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days}::int)`;
