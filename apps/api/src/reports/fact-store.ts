import type { Dialect } from './dialect';

export type FactRow = Record<string, string | number | null>;

export type FactRows = readonly Record<string, string | number>[];

/**
 * A step of an import: a statement (or one made when the step is reached, after the rows before it
 * were read), or rows for a table (read by column name; missing ones default) given in chunks, so a
 * big batch is written as it is made instead of being held whole.
 */
export type WriteStep =
  | string
  | (() => string)
  | { readonly table: string; readonly chunks: Iterable<FactRows> };

export const statementOf = (step: string | (() => string)): string =>
  typeof step === 'string' ? step : step();

/** An analytics engine the report compiler's SQL runs on: DuckDB embedded, ClickHouse over HTTP. */
export interface FactStore {
  readonly dialect: Dialect;
  execute(sql: string): Promise<void>;
  select(sql: string): Promise<FactRow[]>;
  /**
   * Runs statements so that either all take effect or none: a transaction on DuckDB; on
   * ClickHouse, `undo` runs first when one fails (it has no multi-statement transactions).
   */
  atomically(steps: readonly WriteStep[], undo: readonly string[]): Promise<void>;
  /**
   * Gives back the memory a burst of writes left in this process (the embedded engine's cache of
   * what it wrote), once such a burst is over; the data stays where it is kept.
   */
  releaseMemory(): Promise<void>;
  close(): Promise<void>;
}

/** Engine values as plain JSON: 64-bit integers as numbers, engine-specific objects as text. */
export function plainValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}
