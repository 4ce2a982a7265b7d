// `npx tsx bench/organisation.ts [--seconds 3] [--keep]`: the users list and the changelog list on PostgreSQL
// at 100,000 users and 1,000,000 changelog rows, under autocannon (10 connections); target p95 under 50 ms.
// Deep pages (page 500: 10,000 rows in) of both lists, the changelog's with and without its filters.
// Beside each, the plain SQL of the same page run alone on one connection, to show where the time goes.
// The app runs in a forked child (`--serve`), so the load generator does not share its event loop.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { benchDatabaseName, dropDatabase, freshDatabase } from './database';
import { type LoadResult, load, root, saveResult } from './support';

const VOLUME = { users: 100_000, changes: 1_000_000 };
const TARGET_P95_MS = 50;
const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

type Ready = { port: number; token: string; seedMs: number };

async function serve(url: string) {
  const { buildApp } = await import('../apps/api/src/app');
  const { loadConfig } = await import('../apps/api/src/config');
  const { openDatabase } = await import('../apps/api/src/db/client');
  const { users } = await import('../apps/api/src/db/schema/identity');
  const { seedDemo } = await import('../apps/api/src/seed/demo');
  const database = await openDatabase({ url, dataDir: null });
  await database.migrate();
  const { db } = database;
  const started = performance.now();
  await seedDemo(db);
  // Users spread over the networks and both statuses; changes spread over a year, types, actions and users.
  await db.execute(sql`
    insert into users (email, name, password_hash, roles, enabled, network_id, created_on)
    select 'bench-' || i || '@bench.test', 'Bench User ' || i, 'x', array['SALES_REPRESENTATIVE'],
           i % 7 <> 0, case when i % 3 = 0 then 3 else null end, now() - (i || ' minutes')::interval
    from generate_series(1, ${VOLUME.users}) as i`);
  await db.execute(sql`
    insert into changelog (entity_type, entity_id, entity_name, action, user_id, network_id, before, after, at)
    select (array['USER','NETWORK','DEMAND_PARTNER','CONNECTION','PLACEMENT'])[1 + i % 5], i % 50000,
           'Record ' || (i % 50000), (array['CREATE','UPDATE','ARCHIVE'])[1 + i % 3], 1 + i % 1000,
           case when i % 4 = 0 then 3 else null end,
           jsonb_build_object('name', 'Record ' || i, 'version', 1), jsonb_build_object('name', 'Renamed ' || i, 'version', 2),
           now() - ((i % 525600) || ' minutes')::interval
    from generate_series(1, ${VOLUME.changes}) as i`);
  // What autovacuum does after an insert burst (autovacuum_vacuum_insert_threshold): the visibility map
  // lets capped counts walk their indexes alone, and the trigram index's pending list is merged.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze changelog`);
  const seedMs = Math.round(performance.now() - started);
  const config = loadConfig({
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@adcast.test'));
  const token = await app.deps.tokens.sign({ userId: admin!.id, tokenVersion: admin!.tokenVersion });
  const ready: Ready = { port: typeof address === 'object' && address ? address.port : 0, token, seedMs };
  process.send?.(ready);
  process.on('message', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const USER_COLUMNS = 'id, email, name, roles, enabled, network_id, created_on';
const CHANGE_PAGE = (
  where: string,
  offset = 0,
) => `select c.id, c.at, c.user_id, u.name, c.entity_type, c.entity_id,
  c.entity_name, c.action, c.before, c.after from changelog c left join users u on u.id = c.user_id
  ${where} order by c.at desc, c.id desc limit 20 offset ${offset}`;
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** Seven whole days a month back: about 20,000 of the seeded changes, so page 500 is inside it. */
const WEEK = { from: dayBefore(36), to: dayBefore(30) };
const CAPPED = (table: string, where: string) =>
  `(select count(*) from (select 1 from ${table} ${where} limit 10001) upto)`;

/** Each variant: its API path and the plain SQL of the same page (or counts), timed alone beside it. */
const VARIANTS = [
  [
    'users: default (enabled, newest first)',
    '/api/users/list?status=ENABLED',
    `select ${USER_COLUMNS} from users where enabled order by created_on desc, id desc limit 20`,
  ],
  [
    'users: sort name asc',
    '/api/users/list?status=ENABLED&sortProperty=name&sortDirection=asc',
    `select ${USER_COLUMNS} from users where enabled order by lower(name) collate "C", id limit 20`,
  ],
  [
    'users: page 500',
    '/api/users/list?status=ENABLED&page=500',
    `select ${USER_COLUMNS} from users where enabled order by created_on desc, id desc limit 20 offset 10000`,
  ],
  [
    'users: search "user 4242"',
    '/api/users/list?search=user%204242',
    `select ${USER_COLUMNS} from users where lower(name) like '%user 4242%' or lower(email) like '%user 4242%'
     order by created_on desc, id desc limit 20`,
  ],
  [
    'users: status counts',
    '/api/users/count-by-status',
    `select ${CAPPED('users', 'where enabled')}, ${CAPPED('users', 'where not enabled')}`,
  ],
  ['changelog: newest first', '/api/changelog', CHANGE_PAGE('')],
  ['changelog: page 500', '/api/changelog?page=500', CHANGE_PAGE('', 10000)],
  [
    'changelog: page 500, entity type USER',
    '/api/changelog?entityType=USER&page=500',
    CHANGE_PAGE(`where c.entity_type = 'USER'`, 10000),
  ],
  [
    'changelog: page 500, one week',
    `/api/changelog?dateFrom=${WEEK.from}&dateTo=${WEEK.to}&page=500`,
    CHANGE_PAGE(`where c.at >= '${WEEK.from}' and c.at < date '${WEEK.to}' + 1`, 10000),
  ],
  // A user has 1,000 changes here: its last page is its deepest.
  [
    'changelog: one user, page 49',
    '/api/changelog?userId=42&page=49',
    CHANGE_PAGE('where c.user_id = 42', 980),
  ],
  [
    'changelog: entity type USER',
    '/api/changelog?entityType=USER',
    CHANGE_PAGE(`where c.entity_type = 'USER'`),
  ],
  ['changelog: one user', '/api/changelog?userId=42', CHANGE_PAGE('where c.user_id = 42')],
  [
    'changelog: text "record 4242"',
    '/api/changelog?text=record%204242',
    CHANGE_PAGE(`where lower(c.entity_name) like '%record 4242%'`),
  ],
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The plain statement run back to back on one connection for `seconds`: its p50 and p95. */
async function plainSql(client: pg.Client, statement: string, seconds: number) {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await client.query(statement);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

async function bench() {
  const seconds = Number(arg('--seconds') ?? 3);
  const name = benchDatabaseName('adcast_bench_organisation');
  const url = await freshDatabase(name);
  const child = fork(join(root, 'bench/organisation.ts'), ['--serve', url], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    console.log(`postgres: seeding ${JSON.stringify(VOLUME)} ...`);
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    });
    console.log(`seeded in ${ready.seedMs} ms`);
    const headers = { authorization: `Bearer ${ready.token}`, 'x-mask': 'ADMIN' };
    const results: ({ variant: string } & LoadResult & {
        plain: { p50: number; p95: number };
        load: number;
      })[] = [];
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const [variant, path, statement] of VARIANTS) {
        const target = `http://127.0.0.1:${ready.port}${path}`;
        await load(target, headers, { seconds: 1 });
        const api = await load(target, headers, { seconds });
        const plain = await plainSql(client, statement, seconds);
        results.push({ variant, ...api, plain, load: Math.round(loadavg()[0]! * 10) / 10 });
      }
    } finally {
      await client.end();
    }
    console.table(
      results.map((r) => ({
        variant: r.variant,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'req/s': r.rps,
        'plain SQL p50': r.plain.p50,
        'plain SQL p95': r.plain.p95,
        'non-2xx': r.non2xx,
        load: r.load,
      })),
    );
    const over = results.filter((r) => r.p95 >= TARGET_P95_MS).map((r) => r.variant);
    console.log(
      over.length
        ? `p95 at or over ${TARGET_P95_MS} ms: ${over.join(', ')}`
        : `every p95 under ${TARGET_P95_MS} ms`,
    );
    saveResult('organisation-postgres', {
      volume: VOLUME,
      seedMs: ready.seedMs,
      seconds,
      cpus: cpus().length,
      results,
    });
  } finally {
    if (child.connected) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (!process.argv.includes('--keep')) await dropDatabase(name);
  }
}

if (process.argv.includes('--serve')) await serve(arg('--serve')!);
else await bench();
