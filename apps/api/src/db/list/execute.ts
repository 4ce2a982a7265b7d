import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../client';

const recorders = new AsyncLocalStorage<SQL[]>();

/** The rows of a raw statement, on either engine (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  recorders.getStore()?.push(statement);
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `work` and answers the list statements it ran, so the bench can explain exactly those. */
export async function recordStatements(work: () => Promise<unknown>): Promise<SQL[]> {
  const statements: SQL[] = [];
  await recorders.run(statements, work);
  return statements;
}
