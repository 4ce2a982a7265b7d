import pg from 'pg';

/**
 * Where the benches keep their data, from the environment: BENCH_ADMIN_URL (a database the bench may
 * create and drop others from), BENCH_DATABASE (the bench's own database name) and BENCH_CONNECTIONS
 * (the seeded volume; placements are three times as many).
 */
export const BENCH_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const count = Number(process.env.BENCH_CONNECTIONS ?? 100_000);
if (!Number.isInteger(count) || count < 1000) throw new Error('BENCH_CONNECTIONS: a whole number >= 1000');
export const BENCH_VOLUME = { partners: 200, connections: count, placements: 3 * count };

export const benchDatabaseName = (fallback: string) => {
  const name = process.env.BENCH_DATABASE ?? fallback;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE: not a plain name: ${name}`);
  return name;
};

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name: string) => adminQuery(`drop database if exists ${name} with (force)`);

/** An empty database `name` (dropped first when it exists); its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await adminQuery(`create database ${name}`);
  return databaseUrl(name);
}

/** Whether database `name` exists already (a kept bench database is reused by `--reuse`). */
export async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    const result = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await admin.end();
  }
}
