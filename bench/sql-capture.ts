// The SQL one API request sends to PostgreSQL, as plain statements pgbench can run (bench/demand.ts).
import type pg from 'pg';

type QueryArgs = Parameters<pg.Pool['query']>;

/** A bind value as an SQL literal: the planner sees it as it sees the parameter (custom plans). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map((item) => JSON.stringify(String(item))).join(',')}}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** `text` with $n replaced by the literal of values[n - 1]. */
export const inlined = (text: string, values: readonly unknown[]) =>
  text.replace(/\$(\d+)\b/g, (_whole, n: string) => literal(values[Number(n) - 1]));

/**
 * Records the statements the pool runs while `work` runs (the bench server serves nothing else
 * then), as plain SQL with the parameters inlined.
 */
export async function captureSql(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = pool.query;
  pool.query = ((...args: QueryArgs) => {
    const [config, values] = args as unknown as [
      string | { text: string; values?: unknown[] },
      unknown[] | undefined,
    ];
    const text = typeof config === 'string' ? config : config.text;
    statements.push(inlined(text, values ?? (typeof config === 'string' ? [] : (config.values ?? []))));
    return (query as (...a: QueryArgs) => unknown).apply(pool, args);
  }) as pg.Pool['query'];
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return statements;
}
