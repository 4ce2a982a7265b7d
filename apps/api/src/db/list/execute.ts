import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The values of a statement's placeholders (sql.placeholder(name)), by name. */
export type StatementValues = Record<string, unknown>;

/**
 * A statement kept for its shape (see keptStatement): `key` says everything in it but its
 * placeholders, `values` fill them.
 */
export type StatementShape = { key: string; values: StatementValues };

/** A list statement as it ran: its SQL (placeholders left in) and their values. */
export type RanStatement = { statement: SQL; values: StatementValues };

type Prepared<T> = { execute(values?: StatementValues): Promise<T> };

/** A query builder's select: run as it is, or compiled once (prepare) and run with values. */
type Preparable<T> = PromiseLike<T[]> & { prepare(name: string): Prepared<T[]>; getSQL(): SQL };

/** A raw statement and the columns of its rows, which it is read by. */
export type RawRows<T> = { statement: SQL; columns: readonly (keyof T & string)[] };

/** A statement whose kept values come in by name: placeholders when it is kept, else the values. */
export type Bind = (name: string) => unknown;

const recorders = new AsyncLocalStorage<RanStatement[]>();

/**
 * How many compiled statements each database keeps. A list has a few shapes per scope, sort and
 * page size; a scope is a caller's visibility and filters, so this covers many callers at once.
 */
export const KEPT_STATEMENTS = 1_000;

const compiled = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * The statement kept under `key`, compiled by `prepare` the first time (and again once it was the
 * least recently used of KEPT_STATEMENTS). Building and compiling a list statement costs more of
 * a request's time than PostgreSQL spends running it, and requests of one shape differ only in
 * placeholder values.
 */
function keptStatement<P extends Prepared<unknown>>(db: Db, key: string, prepare: () => P): P {
  const kept = compiled.get(db) ?? new Map<string, Prepared<unknown>>();
  compiled.set(db, kept);
  const known = kept.get(key) as P | undefined;
  if (known) {
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const fresh = prepare();
  if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
  kept.set(key, fresh);
  return fresh;
}

/** A raw statement as a select of its columns, so drizzle prepares it like any select. */
const selectOf = <T>(db: Db, raw: RawRows<T>): Preparable<unknown> => {
  const rows = sql.identifier('rows');
  const fields = raw.columns.map((column) => [column, sql`${rows}.${sql.identifier(column)}`] as const);
  return db.select(Object.fromEntries(fields)).from(sql`(${raw.statement}) ${rows}`);
};

const placeholder: Bind = (name) => sql.placeholder(name);

/**
 * The rows of a statement (a raw one with its columns, or a query builder's select) on either
 * engine. `build` takes each of `statement.values` by name through its bind. With a key the
 * statement is built and compiled once under it (the key must say everything in the statement but
 * those values) and run with the values; without one it is built with the values in place.
 */
export async function keptRows<T>(
  db: Db,
  statement: { key?: string | undefined; values?: StatementValues },
  build: (bind: Bind) => RawRows<T> | Preparable<T>,
): Promise<T[]> {
  const values = statement.values ?? {};
  const { key } = statement;
  const inPlace: Bind = (name) => values[name];
  const select = (bind: Bind) => {
    const built = build(bind);
    return 'prepare' in built ? built : selectOf(db, built);
  };
  recorders.getStore()?.push({ statement: select(key ? placeholder : inPlace).getSQL(), values });
  // Values a build put in place still leave the placeholders it made itself (a bound search term).
  const prepared = key
    ? keptStatement(db, key, () => select(placeholder).prepare(''))
    : select(inPlace).prepare('');
  return (await prepared.execute(values)) as T[];
}

/** The rows of a raw statement as it stands (no placeholders), e.g. an update's returning rows. */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  recorders.getStore()?.push({ statement, values: {} });
  const result: unknown = await db.execute(statement);
  return (
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : []
  ) as T[];
}

/** Runs `work` and answers the list statements it ran, so the bench can explain exactly those. */
export async function recordStatements(work: () => Promise<unknown>): Promise<RanStatement[]> {
  const statements: RanStatement[] = [];
  await recorders.run(statements, work);
  return statements;
}
