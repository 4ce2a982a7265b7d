// `npx tsx bench/demand.ts --engine postgres|pglite [--seconds 3] [--clients 10] [--client wrk|autocannon] [--lists CONNECTION,...] [--keep] [--reuse]`:
// every record list the app serves (its variants generated from the record definitions) under wrk or autocannon,
// over 200 partners, BENCH_CONNECTIONS connections (100,000) and three times as many placements; on
// PostgreSQL each variant's SQL also runs under pgbench, for the API ÷ SQL ratio.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { LIST_COUNT_CAP } from '@adcast/domain/paging';
import {
  BENCH_VOLUME,
  benchDatabaseName,
  databaseExists,
  databaseUrl,
  dropDatabase,
  freshDatabase as freshPostgres,
} from './database';
import type { BenchList, ParentMessage, ServerMessage } from './demand-server';
import { type Floor, floorLoad, startFloor } from './floor';
import { hasPgbench, pgbenchScript, runPgbench } from './pgbench';
import { type LoadResult, load, nextMessage, root, saveResult } from './support';
import { hasWrk, wrkLoad } from './wrk';

const BENCH_DATABASE = benchDatabaseName('adcast_bench');
const TARGET_P95_MS = 50;

const flag = (name: string) => process.argv.includes(name);
const arg = (name: string) => (flag(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const engine = arg('--engine');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine postgres|pglite');
const seconds = Number(arg('--seconds') ?? 3);
// Concurrent clients of the API (autocannon connections) and of pgbench.
const clients = Number(arg('--clients') ?? 10);
// The API's load generator: wrk (C, like pgbench on the SQL side) when installed, else autocannon.
const loadClient = arg('--client') ?? (hasWrk() ? 'wrk' : 'autocannon');
if (loadClient !== 'wrk' && loadClient !== 'autocannon') throw new Error('--client wrk|autocannon');
// Only these lists (entity types, comma-separated), e.g. --lists CONNECTION,PLACEMENT.
const onlyLists = arg('--lists')?.split(',');
// Only variants whose name contains this text, e.g. --only 'default filter'.
const onlyVariants = arg('--only');
// Writes a CPU profile of the bench server (node --cpu-prof) into this folder when it stops.
const profileDir = arg('--profile');
const PAGE_SIZE = 10;
const MAX_RATIO = 2;
// How many of a search's terms pgbench runs the exact statements of (pgbench takes up to 128 scripts).
const SQL_TERMS = 100;
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

/** Never-repeated search terms: the n-th term of `count`. */
type Terms = { name: string; term: (n: number) => string; count: number };
const ALPHABET = 'abcdefghijklmnoprstuvy';
const SHORT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Letter triples in a fixed order (10,648). */
const THREE_LETTERS: Terms = {
  name: 'never-repeated 3-letter terms',
  term: (n) =>
    [0, 1, 2].map((k) => ALPHABET[Math.floor(n / ALPHABET.length ** k) % ALPHABET.length]).join(''),
  count: ALPHABET.length ** 3,
};
/** Every single letter or digit, then every pair (1,332): the terms the trigram index cannot serve. */
const SHORT = SHORT_ALPHABET.length;
const SHORT_TERMS: Terms = {
  name: 'never-repeated 1-2 character terms',
  term: (n) =>
    n < SHORT
      ? SHORT_ALPHABET[n]!
      : `${SHORT_ALPHABET[(n - SHORT) % SHORT]}${SHORT_ALPHABET[Math.floor((n - SHORT) / SHORT) % SHORT]}`,
  count: SHORT + SHORT * SHORT,
};

/**
 * Terms like the measured ones that none of them is, to warm a search's code up with: 3- and
 * 4-letter terms of the letters THREE_LETTERS leaves out, 1-2 character terms of punctuation.
 */
function warmUpTerms(terms: Terms): string[] {
  const pieces = terms === SHORT_TERMS ? '-._~!*'.split('') : 'qwxz'.split('');
  const longer = (words: string[]) => words.flatMap((word) => pieces.map((piece) => word + piece));
  const ones = terms === SHORT_TERMS ? pieces : longer(longer(pieces));
  return [...ones, ...longer(ones)];
}

/**
 * A variant; with `terms` every request searches a term no request of the variant searched before,
 * and `sample` (a term with matches) stands for them where one request is explained or captured.
 */
type Variant = { list: string; name: string; path: string; query: string; terms?: Terms; sample?: string };

/**
 * The variants every record list gets: default, each sort, middle and last page, searches, counts.
 * A list whose total is capped shows '10,000+': its paginator reaches the page at the cap, and the
 * pages past it one by one, so its middle and last page are those of the first 10,000 rows.
 */
function variantsOf(list: BenchList & { capped: boolean }): Variant[] {
  const reachable = list.capped ? Math.min(list.rows, LIST_COUNT_CAP) : list.rows;
  const lastPage = Math.max(0, Math.ceil(reachable / PAGE_SIZE) - 1);
  const of = (name: string, path: string, query: string, terms?: Terms): Variant => ({
    list: list.name,
    name,
    path,
    query,
    ...(terms ? { terms, sample: list.sample.slice(0, terms === SHORT_TERMS ? 2 : 3).toLowerCase() } : {}),
  });
  const page = (query: string) => `size=${PAGE_SIZE}${query ? `&${query}` : ''}`;
  const search = `${list.searchParam}={term}`;
  return [
    of('default filter', list.list, page('')),
    ...list.sortProperties.map((property) =>
      of(`sort ${property} asc`, list.list, page(`sortProperty=${property}&sortDirection=asc`)),
    ),
    of(`middle page (${Math.floor(lastPage / 2)})`, list.list, page(`page=${Math.floor(lastPage / 2)}`)),
    of(`last page (${lastPage})`, list.list, page(`page=${lastPage}`)),
    ...[THREE_LETTERS, SHORT_TERMS].flatMap((terms) => [
      of(`search, ${terms.name}: list`, list.list, page(search), terms),
      of(`search, ${terms.name}: counts`, list.counts, search, terms),
    ]),
    of('search, repeated term "prime": list', list.list, page(`${list.searchParam}=prime`)),
    of('status counts', list.counts, ''),
  ];
}

const database = await benchDatabase();
const child = fork(join(root, 'bench/demand-server.ts'), database.args, {
  execArgv: [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx'],
  env: { ...process.env },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const tell = (message: ParentMessage) => child.send(message);
try {
  console.log(`${engine}: migrating and seeding ${JSON.stringify(BENCH_VOLUME)} ...`);
  const ready = await nextMessage<ServerMessage, 'ready'>(child, 'ready', 30 * 60_000);
  console.log(`seeded in ${ready.seedMs} ms: ${JSON.stringify(ready.rows)}`);
  if (!flag('--seed-only')) await benchVariants(ready);
} finally {
  if (child.connected) {
    tell({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (!keep) await database.drop();
}

/** `clients` clients of the API for `seconds`, or over `amount` paths (one request each) when `path` is given. */
async function loadApi(
  url: string,
  headers: Record<string, string>,
  options: { seconds: number; path?: () => string; amount?: number },
): Promise<LoadResult> {
  if (loadClient === 'autocannon') return load(url, headers, { ...options, connections: clients });
  const { path, amount } = options;
  const paths = path && amount ? Array.from({ length: amount }, path) : undefined;
  return wrkLoad(url, headers, {
    connections: clients,
    seconds: options.seconds,
    ...(paths ? { paths } : {}),
  });
}

async function benchVariants(ready: Extract<ServerMessage, { type: 'ready' }>) {
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}`, 'x-mask': 'ADMIN' };
  const sqlBench = engine === 'postgres' && hasPgbench();
  if (engine === 'postgres' && !sqlBench) console.log('pgbench not found: no API ÷ SQL ratio');
  const lists = [];
  for (const list of ready.lists.filter((each) => !onlyLists || onlyLists.includes(each.name))) {
    const first = (await (await fetch(`${base}${list.list}?size=${PAGE_SIZE}`, { headers })).json()) as {
      totalCapped?: boolean;
    };
    lists.push({ ...list, capped: first.totalCapped === true });
  }
  console.log(
    `lists: ${lists.map((list) => `${list.name} (${list.rows} rows)`).join(', ')}; ${clients} clients (${loadClient})`,
  );
  // Other work on the host shows in the 1-minute load average; it is kept with each result.
  const results: Measured[] = [];
  const variants = lists.flatMap(variantsOf).filter((v) => !onlyVariants || v.name.includes(onlyVariants));
  if (variants.length === 0) {
    console.log(`no variant of these lists matches --only '${onlyVariants}'`);
    return;
  }
  // A freshly started server is slow on its first few thousand requests (code not yet optimised):
  // every variant runs once briefly before any is measured, a search with terms none of the
  // measured ones is (so the measured terms stay never-repeated).
  for (const variant of variants) {
    const warmUp = variant.terms && warmUpTerms(variant.terms);
    let n = 0;
    await loadApi(`${base}${variant.path}?${variant.query}`, headers, {
      seconds: 0.5,
      ...(warmUp
        ? {
            path: () => `${variant.path}?${variant.query.replace('{term}', warmUp[n++]!)}`,
            amount: warmUp.length,
          }
        : {}),
    });
  }
  const floor = sqlBench ? await startFloor(databaseUrl(BENCH_DATABASE)) : undefined;
  try {
    await measureVariants(variants, base, headers, floor, results);
  } finally {
    floor?.stop();
  }
  await report(ready, results, sqlBench);
}

type Measured = Variant & LoadResult & { load: number; sql?: SqlResult; floor?: LoadResult };

async function measureVariants(
  variants: Variant[],
  base: string,
  headers: Record<string, string>,
  floor: Floor | undefined,
  results: Measured[],
) {
  for (const [at, variant] of variants.entries()) {
    const url = `${base}${variant.path}?${variant.query.replace('{term}', variant.sample ?? '')}`;
    const terms = variant.terms;
    let n = 0;
    const path = terms
      ? () => `${variant.path}?${variant.query.replace('{term}', terms.term(n++))}`
      : undefined;
    // A warm-up, except for searches, whose terms are not to be repeated.
    if (!terms) await loadApi(url, headers, { seconds: 1 });
    const result = await loadApi(url, headers, {
      seconds,
      ...(path ? { path, amount: terms?.count } : {}),
    });
    const load1 = Math.round(loadavg()[0]! * 10) / 10;
    const scripts = floor ? await requestScripts(variant) : [];
    const sql = sqlOf(scripts);
    const bare =
      floor && (await floorLoad(floor, at, scripts, loadApi, { seconds, requests: variant.terms?.count }));
    results.push({
      ...variant,
      ...result,
      load: load1,
      ...(sql ? { sql } : {}),
      ...(bare ? { floor: bare } : {}),
    });
    const sqlText = sql ? `; SQL p95 ${sql.p95} ms (API ÷ SQL ${ratio(result.p95, sql.p95)})` : '';
    const floorText = bare
      ? `; floor p95 ${bare.p95} ms (floor ÷ SQL ${ratio(bare.p95, sql?.p95 ?? 0)})`
      : '';
    console.log(
      `${variant.list}: ${variant.name}: ${result.answered === 0 ? `no answer within ${result.p95} ms` : `p95 ${result.p95} ms`}, ${result.rps} req/s${sqlText}${floorText}, load ${load1}`,
    );
  }
}

async function report(
  ready: Extract<ServerMessage, { type: 'ready' }>,
  results: Measured[],
  sqlBench: boolean,
) {
  console.table(
    results.map((r) => ({
      list: r.list,
      variant: r.name,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'req/s': r.rps,
      ...(r.sql ? { 'SQL p95 ms': r.sql.p95, 'API ÷ SQL': ratio(r.p95, r.sql.p95) } : {}),
      ...(r.floor && r.sql
        ? {
            'floor p95 ms': r.floor.p95,
            'floor ÷ SQL': ratio(r.floor.p95, r.sql.p95),
            'API ÷ floor': ratio(r.p95, r.floor.p95),
          }
        : {}),
      'non-2xx': r.non2xx,
      load: r.load,
    })),
  );
  const slowest = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  tell({ type: 'explain', path: slowest.path, query: slowest.query.replace('{term}', slowest.sample ?? '') });
  const { plans } = await nextMessage<ServerMessage, 'explained'>(child, 'explained', 120_000);
  console.log(`\nslowest: ${slowest.list}: ${slowest.name} (p95 ${slowest.p95} ms)`);
  for (const { statement, plan } of plans)
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the ${statement}:\n${plan}`);
  const named = (r: Variant) => `${r.list}: ${r.name}`;
  const over = results.filter((r) => r.p95 >= TARGET_P95_MS).map(named);
  console.log(
    over.length
      ? `\np95 at or over ${TARGET_P95_MS} ms: ${over.join(', ')}`
      : `\nevery p95 under ${TARGET_P95_MS} ms`,
  );
  if (sqlBench) {
    const overRatio = results.filter((r) => r.sql && r.p95 > MAX_RATIO * r.sql.p95).map(named);
    console.log(
      overRatio.length
        ? `API p95 over ${MAX_RATIO}× the SQL's: ${overRatio.join(', ')}`
        : `every API p95 within ${MAX_RATIO}× the SQL's`,
    );
  }
  saveResult(`demand-${engine}${clients === 10 ? '' : `-${clients}-clients`}`, {
    engine,
    volume: BENCH_VOLUME,
    rows: ready.rows,
    seedMs: ready.seedMs,
    seconds,
    connections: clients,
    loadClient,
    cpus: cpus().length,
    results: results.map(({ terms, ...r }) => ({ ...r, terms: terms?.name })),
    slowest: { list: slowest.list, name: slowest.name, plans },
  });
}

type SqlResult = ReturnType<typeof runPgbench>;
function ratio(api: number, sql: number): number {
  return sql > 0 ? Math.round((api / sql) * 10) / 10 : 0;
}

/** The statements one request of the variant sends with this query (memo cleared for a search). */
async function statementsOf(variant: Variant, query: string): Promise<string[]> {
  tell({ type: 'sql', path: variant.path, query, memo: variant.terms ? 'cold' : 'warm' });
  return (await nextMessage<ServerMessage, 'statements'>(child, 'statements', 120_000)).statements;
}

/**
 * The SQL of the variant's requests, one list of statements per request shape (empty for a request
 * answered without SQL); none when no request sent any. A search's SQL differs with its term (which words hold
 * it, whether few rows match), so the statements of SQL_TERMS of its terms, spread over its space,
 * are captured one by one.
 */
async function requestScripts(variant: Variant): Promise<string[][]> {
  const { terms } = variant;
  if (!terms) {
    const statements = await statementsOf(variant, variant.query);
    return statements.length === 0 ? [] : [statements];
  }
  const scripts: string[][] = [];
  const step = Math.max(1, Math.floor(terms.count / SQL_TERMS));
  for (let n = 0; n < terms.count && scripts.length < SQL_TERMS; n += step) {
    const statements = await statementsOf(
      variant,
      variant.query.replace('{term}', encodeURIComponent(terms.term(n))),
    );
    scripts.push(statements);
  }
  return scripts.some((statements) => statements.length > 0) ? scripts : [];
}

/**
 * The same SQL as the variant's requests under pgbench with as many clients (one script drawn per
 * transaction; a request that sent no SQL is left out).
 */
function sqlOf(scripts: string[][]): SqlResult | undefined {
  const sent = scripts.filter((statements) => statements.length > 0);
  return sent.length === 0
    ? undefined
    : runPgbench(databaseUrl(BENCH_DATABASE), sent.map(pgbenchScript), clients, seconds);
}
