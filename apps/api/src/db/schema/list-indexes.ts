import type { SQL } from 'drizzle-orm';
import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

/**
 * The indexes a record list reads (see db/list): one per sort key, `<table>_list_<key>_idx` on
 * (status, key, ...tail); the tail starts with the id so the order is total and carries the
 * columns the list filters on, so those filters need no table read.
 */
export function listIndexes(
  table: string,
  status: AnyPgColumn,
  tail: [AnyPgColumn, ...AnyPgColumn[]],
  keys: Record<string, AnyPgColumn | SQL>,
) {
  return Object.entries(keys).map(([name, key]) =>
    index(`${table}_list_${name}_idx`).on(status, key, ...tail),
  );
}
