import { ADS_TXT_LOCATION_MESSAGES, AdsTxtTargetError } from '@adcast/domain/ads-txt/ads-txt-location';
import { platformLine } from '@adcast/domain/ads-txt/seller-lines';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdsTxtCrawler } from '../src/ads-txt/ads-txt-crawler';
import type { CrawlSubject, CrawlSubjectSource } from '../src/ads-txt/crawl-subjects';
import { crawlOf } from '../src/db/ads-txt-crawls';
import type { Database } from '../src/db/client';
import { networks } from '../src/db/schema/tenancy';
import { JobQueue } from '../src/jobs/queue';
import { fileAt, serveFleet } from './support/ads-txt-fleet';
import { freshDatabase } from './support/test-app';

const quiet = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;
const needed = [platformLine('adcast.localhost', 'pub-7', 'DIRECT')];

let fleet: Awaited<ReturnType<typeof serveFleet>>;
beforeAll(async () => {
  fleet = await serveFleet({
    'complete.localhost': fileAt('ads.txt', {
      body: 'adcast.localhost, pub-7, DIRECT\nssp.example, 1, RESELLER\n',
    }),
    'partial.localhost': fileAt('ads.txt', { body: 'ssp.example, 1, DIRECT\nnot a record\n' }),
    'empty.localhost': fileAt('ads.txt', { body: '# nothing yet\n' }),
    'gone.localhost': () => undefined,
    'html.localhost': fileAt('ads.txt', { type: 'text/html', body: '<html></html>' }),
    'devstudio.localhost': fileAt('app-ads.txt', { body: 'adcast.localhost, pub-7, DIRECT\n' }),
  });
});
afterAll(() => fleet.close());

describe('ads.txt crawls kept in the database (either engine)', () => {
  let database: Database;
  let jobs: JobQueue;
  let clock: Date;
  const crawler = () =>
    new AdsTxtCrawler({
      db: database.db,
      jobs,
      fetcher: fleet.fetcher(),
      gapMs: 0,
      concurrency: 2,
      now: () => clock,
      ports: fleet.ports,
    });

  // One database for the file (a fresh one per test costs seconds); each test its own subject ids.
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    jobs = new JobQueue(database.db, quiet);
    clock = new Date('2026-11-20T10:00:00Z');
  });
  afterEach(() => jobs.stop());

  const domain = (id: number, name: string): CrawlSubject => ({
    kind: 'DOMAIN',
    id,
    networkId: null,
    target: { domain: name },
    needed,
  });

  it.each([
    ['complete.localhost', 'FILE', 'COMPLETE_LIST', 101],
    ['partial.localhost', 'FILE', 'INCOMPLETE_LIST', 102],
    ['empty.localhost', 'FILE', 'ZERO_RECORDS_FOUND', 103],
    ['gone.localhost', 'NO_FILE', 'ZERO_RECORDS_FOUND', 104],
    ['html.localhost', 'FAILED', 'MISSING_CRAWL', 105],
  ])('%s is kept as %s, %s', async (name, outcome, status, id) => {
    await crawler().crawlNow(domain(id, name));
    expect(await crawlOf(database.db, 'DOMAIN', id)).toMatchObject({ outcome, status, target: name });
  });

  it('keeps the network, the url, the time, the lines found and each problem with its line', async () => {
    const [network] = await database.db.insert(networks).values({ name: 'Crawl network' }).returning();
    await crawler().crawlNow({ ...domain(4, 'partial.localhost'), networkId: network!.id });
    const row = await crawlOf(database.db, 'DOMAIN', 4);
    expect(row).toMatchObject({
      networkId: network!.id,
      url: `http://partial.localhost:${fleet.port}/ads.txt`,
      crawledAt: clock,
      records: [{ line: 1, domain: 'ssp.example', accountId: '1', relationship: 'DIRECT' }],
      problems: [{ line: 2, severity: 'error' }],
      needed,
    });
  });

  it('replaces the last crawl with the next one', async () => {
    const adsTxt = crawler();
    await adsTxt.crawlNow(domain(5, 'gone.localhost'));
    await adsTxt.crawlNow(domain(5, 'complete.localhost'));
    expect(await crawlOf(database.db, 'DOMAIN', 5)).toMatchObject({
      status: 'COMPLETE_LIST',
      outcome: 'FILE',
    });
  });

  it('runs a requested crawl as a background job, once per subject while queued', async () => {
    const adsTxt = crawler();
    const first = await adsTxt.requestCrawl('APP', 12, 'https://www.devstudio.localhost/', {
      networkId: null,
      needed,
    });
    expect(first).not.toBeNull();
    expect(await adsTxt.requestCrawl('APP', 12, 'https://www.devstudio.localhost/')).toBeNull();
    await jobs.start();
    await expect.poll(async () => (await crawlOf(database.db, 'APP', 12))?.status).toBe('COMPLETE_LIST');
  });

  it('refuses a target without a registrable domain before queueing', async () => {
    await expect(crawler().requestCrawl('DOMAIN', 3, 'localhost')).rejects.toThrow(
      new AdsTxtTargetError(ADS_TXT_LOCATION_MESSAGES.target('localhost')),
    );
  });

  it('re-crawls the subjects of the registered sources whose last crawl is older than a day', async () => {
    const adsTxt = crawler();
    const source: CrawlSubjectSource = {
      kind: 'DOMAIN',
      subjects: async () => [
        domain(21, 'complete.localhost'),
        domain(22, 'partial.localhost'),
        domain(23, 'empty.localhost'),
      ],
    };
    adsTxt.addSource(source);
    clock = new Date('2026-11-18T09:00:00Z');
    await adsTxt.crawlNow(domain(21, 'gone.localhost'));
    clock = new Date('2026-11-20T09:30:00Z');
    await adsTxt.crawlNow(domain(22, 'gone.localhost'));
    clock = new Date('2026-11-20T10:00:00Z');

    expect(await adsTxt.queueStale()).toBe(2);
    await jobs.start();
    await expect.poll(async () => (await crawlOf(database.db, 'DOMAIN', 21))?.status).toBe('COMPLETE_LIST');
    await expect
      .poll(async () => (await crawlOf(database.db, 'DOMAIN', 23))?.status)
      .toBe('ZERO_RECORDS_FOUND');
    expect(await crawlOf(database.db, 'DOMAIN', 22)).toMatchObject({ outcome: 'NO_FILE' });
  });

  it('refuses a source that gives subjects of another kind', async () => {
    const adsTxt = crawler();
    adsTxt.addSource({ kind: 'APP', subjects: async () => [domain(41, 'complete.localhost')] });
    await expect(adsTxt.queueStale()).rejects.toThrow('the APP subject source gave DOMAIN 41');
  });

  it('schedules the re-crawl on the queue', async () => {
    const adsTxt = crawler();
    await adsTxt.scheduleRecrawl();
    adsTxt.addSource({ kind: 'DOMAIN', subjects: async () => [domain(31, 'complete.localhost')] });
    await jobs.start();
    await jobs.keepTime(new Date(Date.now() + 2 * 60 * 60 * 1000));
    await expect.poll(async () => (await crawlOf(database.db, 'DOMAIN', 31))?.status).toBe('COMPLETE_LIST');
  });
});
