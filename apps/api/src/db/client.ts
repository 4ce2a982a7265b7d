import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

/** pg_trgm backs the name searches' indexes, as on PostgreSQL. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite's buffer cache when none is asked for. PostgreSQL's default (128MB) is held in the WASM
 * heap from the start, whatever the data: 32MB took 108 MB off a demo server's memory, and pages
 * beyond it are read from the files (the system's page cache keeps them).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** How long a query waits for a new PostgreSQL connection before it fails (health then says 503). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  sharedBuffers?: string;
  /** Told of each PostgreSQL connection the server ended (restart, failover, idle timeout). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    });
    // Unheard, an ended connection's 'error' event ends the process; heard, the pool drops the
    // connection and the next query opens a new one.
    const told = new WeakSet<Error>();
    const heard = (error: Error) => {
      // An idle connection's error reaches both its own listener and the pool's: told once.
      if (told.has(error)) return;
      told.add(error);
      options.onConnectionError?.(error);
    };
    pool.on('error', heard);
    pool.on('connect', (client) => client.on('error', heard));
    const db = drizzlePg(pool);
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...PGLITE_OPTIONS,
    dataDir: options.dataDir ?? undefined,
    postgresqlconf: [`shared_buffers = ${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  return usePglite(client);
}

export function usePglite(client: PGlite): Database {
  const db = drizzlePglite(client);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
