import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** `column IS DISTINCT FROM value`: true when they differ, a null counting as a value of its own. */
export const distinctFrom = (column: AnyColumn, value: unknown): SQL =>
  sql`${column} is distinct from ${value}`;
