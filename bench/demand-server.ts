// The app under load for bench/demand.ts, in its own process so the load generator does not share its event loop.
import { randomBytes } from 'node:crypto';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { recordStatements } from '../apps/api/src/db/list/execute';
import { connectionPlacements, connections } from '../apps/api/src/db/schema/demand';
import { users } from '../apps/api/src/db/schema/identity';
import { placements } from '../apps/api/src/db/schema/inventory';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { BENCH_VOLUME } from './database';
import { seedBenchVolume } from './demand-seed';

export type ServerMessage =
  | { type: 'ready'; port: number; token: string; seedMs: number; rows: Record<string, number> }
  | { type: 'explained'; plans: { statement: string; plan: string }[] };
export type ParentMessage = { type: 'explain'; path: string; query: string } | { type: 'stop' };

const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const dialect = new PgDialect();
const send = (message: ServerMessage) => process.send?.(message);

const database = await openDatabase({ url: arg('--url'), dataDir: arg('--data-dir') ?? null });
await database.migrate();
const { db } = database;
const seedStarted = performance.now();
// A kept bench database (bench/demand.ts --reuse) has its volume already.
if (await seedDemo(db)) await seedBenchVolume(db, BENCH_VOLUME);
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
send({ type: 'ready', port, token, seedMs, rows });

async function explain(statement: string, query: { getSQL(): SQL }) {
  const result = await db.execute(sql`explain (analyze, buffers) ${query.getSQL()}`);
  const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map(
    (row) => row['QUERY PLAN'],
  );
  return { statement, plan: lines.join('\n') };
}

/** The list statements the service runs for one bench variant (memo cleared), explained with their real parameters. */
async function explainVariant(path: string, query: string) {
  app.deps.reads.forgetAll();
  const url = `${path}${query ? `?${query}` : ''}`;
  const statements = await recordStatements(() =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-mask': 'ADMIN' } }),
  );
  const plans = [];
  for (const statement of statements) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    plans.push(
      await explain(`${text.replace(/\s+/g, ' ')} -- ${JSON.stringify(params)}`, { getSQL: () => statement }),
    );
  }
  return plans;
}

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'explain') {
    send({ type: 'explained', plans: await explainVariant(message.path, message.query) });
    return;
  }
  await app.close();
  await database.close();
  process.exit(0);
});
