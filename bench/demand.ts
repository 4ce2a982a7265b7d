// `npx tsx bench/demand.ts --engine postgres|pglite [--seconds 3] [--keep]`: the connections list and its
// status counts under autocannon (10 connections) over 200 partners, 100,000 connections and 300,000 placements.
import { type ChildProcess, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { CONNECTION_SORT_PROPERTIES } from '@adcast/domain/demand/connections';
import {
  BENCH_VOLUME,
  benchDatabaseName,
  databaseExists,
  databaseUrl,
  dropDatabase,
  freshDatabase as freshPostgres,
} from './database';
import type { ParentMessage, ServerMessage } from './demand-server';
import { type LoadResult, load, root, saveResult } from './support';

const BENCH_DATABASE = benchDatabaseName('adcast_bench');
const TARGET_P95_MS = 50;

const flag = (name: string) => process.argv.includes(name);
const arg = (name: string) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const engine = arg('--engine');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine postgres|pglite');
const seconds = Number(arg('--seconds') ?? 3);
// --keep leaves the seeded database; --reuse benches a kept one (migrated, not seeded again).
const keep = flag('--keep');
const reuse = flag('--reuse');

/** The bench database (BENCH_DATABASE on PostgreSQL, a PGlite data dir under .bench/) and how to drop it. */
async function benchDatabase(): Promise<{ args: string[]; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const drop = () => dropDatabase(BENCH_DATABASE);
    const url =
      reuse && (await databaseExists(BENCH_DATABASE))
        ? databaseUrl(BENCH_DATABASE)
        : await freshPostgres(BENCH_DATABASE);
    return { args: ['--url', url], drop };
  }
  const dataDir = join(root, '.bench', `pglite-demand-${BENCH_VOLUME.connections}`);
  const drop = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!reuse) await drop();
  return { args: ['--data-dir', dataDir], drop };
}

function nextMessage<T extends ServerMessage['type']>(child: ChildProcess, type: T, timeoutMs: number) {
  return new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${type}' from the bench server in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

/** A variant; `search` makes every request search a term no request searched before (`{term}` in the query). */
type Variant = { name: string; path: string; query: string; search?: 'fresh' };

// Never-repeated 3-letter terms: letter triples walked in a fixed order, a new one per request.
const ALPHABET = 'abcdefghijklmnoprstuvy';
let termSeq = 0;
const freshTerm = () => {
  const n = termSeq++;
  const pick = (k: number) => ALPHABET[Math.floor(n / ALPHABET.length ** k) % ALPHABET.length];
  return `${pick(0)}${pick(1)}${pick(2)}`;
};

function variants(lastPage: number): Variant[] {
  const list = (name: string, query: string, search?: 'fresh') => ({
    name,
    path: '/api/dpconnection',
    query,
    search,
  });
  const counts = '/api/dpconnection/count-by-status';
  return [
    list('default filter', ''),
    ...CONNECTION_SORT_PROPERTIES.map((property) =>
      list(`sort ${property} asc`, `sortProperty=${property}&sortDirection=asc`),
    ),
    list(`middle page (${Math.floor(lastPage / 2)})`, `page=${Math.floor(lastPage / 2)}`),
    list(`last page (${lastPage})`, `page=${lastPage}`),
    list('name search, never-repeated 3-letter terms: list', 'name={term}', 'fresh'),
    {
      name: 'name search, never-repeated 3-letter terms: counts',
      path: counts,
      query: 'name={term}',
      search: 'fresh',
    },
    list('name search, repeated term "prime": list', 'name=prime'),
    { name: 'status counts', path: counts, query: '' },
  ];
}

const database = await benchDatabase();
const child = fork(join(root, 'bench/demand-server.ts'), database.args, {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const tell = (message: ParentMessage) => child.send(message);
try {
  console.log(`${engine}: migrating and seeding ${JSON.stringify(BENCH_VOLUME)} ...`);
  const ready = await nextMessage(child, 'ready', 30 * 60_000);
  console.log(`seeded in ${ready.seedMs} ms: ${JSON.stringify(ready.rows)}`);
  if (!flag('--seed-only')) await benchVariants(ready);
} finally {
  if (child.connected) {
    tell({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (!keep) await database.drop();
}

async function benchVariants(ready: Extract<ServerMessage, { type: 'ready' }>) {
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}`, 'x-mask': 'ADMIN' };
  const first = (await (await fetch(`${base}/api/dpconnection`, { headers })).json()) as {
    totalElements: number;
  };
  // Other work on the host shows in the 1-minute load average; it is kept with each result.
  const results: (Variant & LoadResult & { load: number })[] = [];
  for (const variant of variants(Math.ceil(first.totalElements / 10) - 1)) {
    const url = `${base}${variant.path}${variant.query ? `?${variant.query}` : ''}`;
    const path = variant.search
      ? () => `${variant.path}?${variant.query.replace('{term}', freshTerm())}`
      : undefined;
    await load(url, headers, { seconds: 1, path });
    const result = await load(url, headers, { seconds, path });
    results.push({ ...variant, ...result, load: Math.round(loadavg()[0]! * 10) / 10 });
  }
  console.table(
    results.map((r) => ({
      variant: r.name,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'req/s': r.rps,
      'non-2xx': r.non2xx,
      load: r.load,
    })),
  );
  const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  tell({ type: 'explain', path: slowest.path, query: slowest.query.replace('{term}', freshTerm()) });
  const { plans } = await nextMessage(child, 'explained', 120_000);
  console.log(`\nslowest: ${slowest.name} (p95 ${slowest.p95} ms)`);
  for (const { statement, plan } of plans)
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the ${statement}:\n${plan}`);
  const over = results.filter((r) => r.p95 >= TARGET_P95_MS).map((r) => r.name);
  console.log(
    over.length
      ? `\np95 at or over ${TARGET_P95_MS} ms: ${over.join(', ')}`
      : `\nevery p95 under ${TARGET_P95_MS} ms`,
  );
  saveResult(`demand-${engine}`, {
    engine,
    volume: BENCH_VOLUME,
    rows: ready.rows,
    seedMs: ready.seedMs,
    seconds,
    connections: 10,
    cpus: cpus().length,
    results,
    slowest: { name: slowest.name, plans },
  });
}
