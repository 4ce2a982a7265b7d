// The app under load for bench/demand.ts, in its own process so the load generator does not share its event loop.
import { randomBytes } from 'node:crypto';
import { count, desc, eq, fillPlaceholders, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { type RanStatement, recordStatements } from '../apps/api/src/db/list/execute';
import { connectionPlacements, connections } from '../apps/api/src/db/schema/demand';
import { users } from '../apps/api/src/db/schema/identity';
import { placements } from '../apps/api/src/db/schema/inventory';
import { seedDemo } from '../apps/api/src/seed/demo';
import { BENCH_VOLUME } from './database';
import { seedBenchVolume } from './demand-seed';
import { captureSql } from './sql-capture';

/** A record list the app serves, as the bench needs it: paths, sorts, search parameter, rows under its default filter. */
export type BenchList = {
  name: string;
  list: string;
  counts: string;
  sortProperties: string[];
  searchParam: string;
  /** The searched column of the list's newest row: its start is a term with matches. */
  sample: string;
  rows: number;
};
export type ServerMessage =
  | {
      type: 'ready';
      port: number;
      token: string;
      seedMs: number;
      rows: Record<string, number>;
      lists: BenchList[];
    }
  | { type: 'explained'; plans: { statement: string; plan: string }[] }
  | { type: 'statements'; statements: string[] };
export type ParentMessage =
  | { type: 'explain'; path: string; query: string }
  /** The SQL one request sends: after the same request once (warm memo), or with the memo cleared. */
  | { type: 'sql'; path: string; query: string; memo: 'warm' | 'cold' }
  | { type: 'stop' };

const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const dialect = new PgDialect();
const send = (message: ServerMessage) => process.send?.(message);

const database = await openDatabase({ url: arg('--url'), dataDir: arg('--data-dir') ?? null });
await database.migrate();
const { db } = database;
const seedStarted = performance.now();
// A kept bench database (bench/demand.ts --reuse) has its volume already; what a migration added to
// it since is vacuumed as the seed's rows were (autovacuum would, given time), else its index-only
// reads visit the table.
if (await seedDemo(db)) await seedBenchVolume(db, BENCH_VOLUME);
else await db.execute(sql`vacuum analyze`);
const seedMs = Math.round(performance.now() - seedStarted);

const config = loadConfig({
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const [admin] = await db.select().from(users).where(eq(users.email, 'admin@adcast.test'));
const token = await app.deps.tokens.sign({ userId: admin!.id, tokenVersion: admin!.tokenVersion });

const total = async (table: typeof connections | typeof placements | typeof connectionPlacements) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
const rows = {
  connections: await total(connections),
  placements: await total(placements),
  assignments: await total(connectionPlacements),
};
/** Every top-level record list the app serves (a parent's list is its top-level list narrowed). */
async function benchLists(): Promise<BenchList[]> {
  const lists: BenchList[] = [];
  for (const served of app.deps.lists) {
    if (served.hasParent) continue;
    const { definition } = served;
    const defaults = definition.schemas.list.parse({});
    const [row] = await db
      .select({ n: count() })
      .from(definition.table)
      .where(defaults.status?.length ? inArray(definition.table.status, defaults.status) : undefined);
    const [newest] = await db
      .select({ text: sql<string>`${definition.search.column}` })
      .from(definition.table)
      .orderBy(desc(definition.table.id))
      .limit(1);
    lists.push({
      name: definition.entityType,
      list: served.list,
      counts: served.counts,
      sortProperties: Object.keys(definition.sortKeys),
      searchParam: definition.search.param,
      sample: String(newest?.text ?? ''),
      rows: row?.n ?? 0,
    });
  }
  return lists;
}

send({ type: 'ready', port, token, seedMs, rows, lists: await benchLists() });

const asAdmin = (url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-mask': 'ADMIN' } });

/** The SQL one request of a variant sends, as plain statements (PostgreSQL only). */
async function requestSql(path: string, query: string, memo: 'warm' | 'cold'): Promise<string[]> {
  const url = `${path}${query ? `?${query}` : ''}`;
  app.deps.reads.forgetAll();
  if (memo === 'warm') await asAdmin(url);
  if (database.engine !== 'postgres') return [];
  return captureSql((db as unknown as { $client: pg.Pool }).$client, () => asAdmin(url));
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement with its placeholders filled, as the list reader ran it. */
async function explain(ran: RanStatement) {
  const { sql: text, params } = dialect.sqlToQuery(sql`explain (analyze, buffers) ${ran.statement}`);
  const values = fillPlaceholders(params, ran.values);
  const result = await (db as unknown as { $client: pg.Pool }).$client.query(text, values);
  const lines = (result.rows as Record<string, string>[]).map((row) => row['QUERY PLAN']);
  const shown = dialect.sqlToQuery(ran.statement);
  const statement = `${shown.sql.replace(/\s+/g, ' ')} -- ${JSON.stringify(fillPlaceholders(shown.params, ran.values))}`;
  return { statement, plan: lines.join('\n') };
}

/** The list statements the service runs for one bench variant (memo cleared), explained with their real parameters. */
async function explainVariant(path: string, query: string) {
  app.deps.reads.forgetAll();
  const url = `${path}${query ? `?${query}` : ''}`;
  const plans = [];
  for (const ran of await recordStatements(() => asAdmin(url))) plans.push(await explain(ran));
  return plans;
}

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'sql') {
    send({ type: 'statements', statements: await requestSql(message.path, message.query, message.memo) });
    return;
  }
  if (message.type === 'explain') {
    send({ type: 'explained', plans: await explainVariant(message.path, message.query) });
    return;
  }
  await app.close();
  await database.close();
  process.exit(0);
});
