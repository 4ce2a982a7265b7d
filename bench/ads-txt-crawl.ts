// `npx tsx bench/ads-txt-crawl.ts [--domains 10000] [--concurrency 8]`: issue 24's crawler over
// 10,000 local sites (bench/ads-txt-fleet.ts, another process): the subjects come from a
// CrawlSubjectSource, the re-crawl queues them, the crawl job runs them through the job queue on
// PGlite with its bounded concurrency and per-host politeness, and each crawl is stored. Reports
// the time to queue, the time to crawl and store, and the peak memory of this process.
import { createServer } from 'node:net';
import { platformLine } from '@adcast/domain/ads-txt/seller-lines';
import { count as countOf } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AdsTxtCrawler } from '../apps/api/src/ads-txt/ads-txt-crawler';
import type { CrawlSubject } from '../apps/api/src/ads-txt/crawl-subjects';
import { openDatabase } from '../apps/api/src/db/client';
import { adsTxtCrawls } from '../apps/api/src/db/schema/ads-txt';
import { JobQueue } from '../apps/api/src/jobs/queue';
import { GuardedFetcher } from '../apps/api/src/media/fetch/guarded-fetcher';
import { freshDataDir, saveResult, startUntil, stop } from './support';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const DOMAINS = arg('--domains', 10_000);
const CONCURRENCY = arg('--concurrency', 8);

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const port = await freePort();
const fleet = await startUntil(
  'npx',
  ['tsx', 'bench/ads-txt-fleet.ts'],
  { FLEET_PORT: String(port) },
  'listening',
);
const quiet = { error: console.error, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const database = await openDatabase({ dataDir: freshDataDir() });
await database.migrate();
const jobs = new JobQueue(database.db, quiet);
const names = Array.from({ length: DOMAINS }, (_, n) => `site-${n}.localhost`);
const crawler = new AdsTxtCrawler({
  db: database.db,
  jobs,
  fetcher: new GuardedFetcher({ allowHosts: [...names, ...names.map((name) => `www.${name}`)] }),
  concurrency: CONCURRENCY,
  // Nothing listens on the https port: https is refused at once and each read goes on over http.
  ports: { http: port, https: await freePort() },
});
const subjects: CrawlSubject[] = names.map((name, n) => ({
  kind: 'DOMAIN',
  id: n + 1,
  networkId: null,
  target: { domain: name },
  needed: [platformLine('adcast.localhost', `pub-${n}`, 'DIRECT')],
}));
crawler.addSource({ kind: 'DOMAIN', subjects: async () => subjects });

const heapBefore = process.memoryUsage().rss;
const started = performance.now();
const queued = await crawler.queueStale();
const queuedMs = performance.now() - started;
await jobs.start();
const count = async () => (await database.db.select({ n: countOf() }).from(adsTxtCrawls))[0]?.n ?? 0;
while ((await count()) < DOMAINS) await new Promise((resolve) => setTimeout(resolve, 200));
const totalMs = performance.now() - started;
const statuses = await database.db
  .select({ status: adsTxtCrawls.status, n: countOf() })
  .from(adsTxtCrawls)
  .groupBy(adsTxtCrawls.status);
await jobs.stop();
await database.close();
await stop(fleet.child);
clearInterval(sampler);

const result = {
  domains: DOMAINS,
  concurrency: CONCURRENCY,
  queued,
  queueMs: Math.round(queuedMs),
  totalMs: Math.round(totalMs),
  crawlsPerSecond: Math.round((DOMAINS / totalMs) * 1000),
  peakRssMb: Math.round(peakRss / 1024 / 1024),
  rssBeforeMb: Math.round(heapBefore / 1024 / 1024),
  maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  statuses: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
};
console.log(result);
saveResult('ads-txt-crawl', result);
