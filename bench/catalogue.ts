// `npx tsx bench/catalogue.ts --engine postgres|pglite [--seconds 3]`: the videos list (part 2 §2) at
// BENCH_VIDEOS rows (1,000,000 by default) with no filter, each filter and all filters, beside the plain
// SQL of the same page; and the bulk edit of 1,000 videos.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { VideoListFilterSchema } from '@adcast/domain/catalogue/videos';
import { withQuery } from '@adcast/domain/query';
import { and, count, desc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { VIDEO_SORT_KEYS } from '../apps/api/src/db/catalogue/sort-keys';
import { openDatabase } from '../apps/api/src/db/client';
import { videos } from '../apps/api/src/db/schema/catalogue';
import { users } from '../apps/api/src/db/schema/identity';
import { containsText } from '../apps/api/src/db/search';
import { VIDEO, videoFilter } from '../apps/api/src/modules/catalogue/video-record';
import { seedDemo } from '../apps/api/src/seed/demo';
import { seedBenchVideos } from './catalogue-seed';
import { benchDatabaseName, dropDatabase, freshDatabase } from './database';
import { loadOffThread, root, saveResult } from './support';

const TARGET_P95_MS = 50;
const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const engine = arg('--engine');
if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine postgres|pglite');
const seconds = Number(arg('--seconds') ?? 3);
const volume = Number(process.env.BENCH_VIDEOS ?? 1_000_000);
if (!Number.isInteger(volume) || volume < 1000) throw new Error('BENCH_VIDEOS: a whole number >= 1000');

const name = benchDatabaseName('adcast_bench_catalogue');
const dataDir = join(root, '.bench', `pglite-catalogue-${volume}`);
if (engine === 'pglite') rmSync(dataDir, { recursive: true, force: true });
const database = await openDatabase(
  engine === 'postgres' ? { url: await freshDatabase(name), dataDir: null } : { dataDir },
);
await database.migrate();
const { db } = database;
const seedStarted = performance.now();
await seedDemo(db);
await seedBenchVideos(db, volume);
const seedMs = Math.round(performance.now() - seedStarted);
const rows = (await db.select({ n: count() }).from(videos))[0]?.n ?? 0;
console.log(`${engine}: ${rows} videos seeded in ${seedMs} ms`);

const config = loadConfig({
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const [admin] = await db.select().from(users).where(eq(users.email, 'admin@adcast.test'));
const token = await app.deps.tokens.sign({ userId: admin!.id, tokenVersion: admin!.tokenVersion });
const headers = { authorization: `Bearer ${token}`, 'x-mask': 'ADMIN' };

const FILTERS: Record<string, Record<string, string | number>> = {
  'no filter': {},
  title: { title: 'harbour lights 1' },
  contentOwnerId: { contentOwnerId: 2 },
  publisherIds: { publisherIds: '1,3' },
  updatedDaysAgo: { updatedDaysAgo: 7 },
  flags: { flags: 'flag3' },
  tags: { tags: 'tag7' },
  genres: { genres: 'genre4' },
  artists: { artists: 'Artist 17' },
  ownerType: { ownerType: 'CONTENT_OWNER' },
  missingThumb: { missingThumb: 'true' },
  'sort title asc': { sortProperty: 'title', sortDirection: 'asc' },
  'page 500': { page: 500 },
};
FILTERS['all filters'] = {
  contentOwnerId: 2,
  updatedDaysAgo: 30,
  flags: 'flag2',
  tags: 'tag7',
  genres: 'genre7',
  artists: 'Artist 17,Artist 57,Artist 97',
  ownerType: 'CONTENT_OWNER',
  missingThumb: 'false',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** The same page as plain SQL: the record's select, the filter, ORDER BY ... LIMIT, timed for `seconds`. */
async function plainSql(query: Record<string, string | number>) {
  const filter = VideoListFilterSchema.parse(query);
  const key = VIDEO_SORT_KEYS[filter.sortProperty];
  const statement = () =>
    VIDEO.select(db)
      .where(
        and(
          eq(videos.status, 'ACTIVE'),
          videoFilter(filter),
          filter.title ? containsText(videos.title, filter.title) : undefined,
        ),
      )
      .orderBy(filter.sortDirection === 'asc' ? key : desc(key), desc(videos.id))
      .limit(filter.size)
      .offset(filter.page * filter.size);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await statement();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

const results = [];
for (const [variant, query] of Object.entries(FILTERS)) {
  const url = `${base}${withQuery('/api/videos', query)}`;
  await loadOffThread(url, headers, { connections: 1, seconds: 1 });
  const api = await loadOffThread(url, headers, { connections: 1, seconds });
  const plain = await plainSql(query);
  results.push({ variant, ...api, plain, load: Math.round(loadavg()[0]! * 10) / 10 });
}
console.table(
  results.map((r) => ({
    variant: r.variant,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'plain SQL p50': r.plain.p50,
    'plain SQL p95': r.plain.p95,
    'API ÷ SQL (p95)': Math.round((r.p95 / r.plain.p95) * 100) / 100,
    'non-2xx': r.non2xx,
    load: r.load,
  })),
);

// Bulk edit of 1,000 videos: three runs, each a new artist on the same 1,000 videos.
const ids = (await db.select({ id: videos.id }).from(videos).orderBy(videos.id).limit(1000)).map(
  (row) => row.id,
);
const bulk: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  const response = await fetch(`${base}/api/videos/bulk-update`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ videoIds: ids, data: { artist: `Bulk ${run}`, tags: ['bulk', `run${run}`] } }),
  });
  if (!response.ok) throw new Error(`bulk edit: ${response.status} ${await response.text()}`);
  bulk.push(Math.round(performance.now() - started));
}
console.log(`bulk edit of 1,000 videos: ${bulk.join(', ')} ms`);
const over = results.filter((r) => r.p95 >= TARGET_P95_MS).map((r) => r.variant);
console.log(
  over.length
    ? `p95 at or over ${TARGET_P95_MS} ms: ${over.join(', ')}`
    : `every p95 under ${TARGET_P95_MS} ms`,
);
saveResult(`catalogue-${engine}`, {
  engine,
  volume: rows,
  seedMs,
  seconds,
  cpus: cpus().length,
  results,
  bulkEditMs: bulk,
});
await app.close();
await database.close();
if (engine === 'postgres') await dropDatabase(name);
else rmSync(dataDir, { recursive: true, force: true });
