import { ADS_TXT_LOCATION_MESSAGES, AdsTxtTargetError } from '@adcast/domain/ads-txt/ads-txt-location';
import { CRAWL_MESSAGES } from '@adcast/domain/ads-txt/crawl-messages';
import { FETCH_MESSAGES } from '@adcast/domain/media/fetch-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlTarget } from '../src/ads-txt/crawl-target';
import { HostGate } from '../src/ads-txt/host-gate';
import type { ReadOptions } from '../src/ads-txt/read-file';
import { GuardedFetcher } from '../src/media/fetch/guarded-fetcher';
import { fileAt, serveFleet } from './support/ads-txt-fleet';

const FILE = [
  '# Riverbank',
  'CONTACT=ads@riverbank.example',
  'ssp.example, 5501, DIRECT',
  'exchange.example, 77, RESELLER',
];
const text = (lines: string[]) => ({ body: `${lines.join('\n')}\n` });
const MAX_BYTES = 64 * 1024;

let fleet: Awaited<ReturnType<typeof serveFleet>>;
beforeAll(async () => {
  fleet = await serveFleet({
    'plain.localhost': fileAt('ads.txt', text(FILE)),
    'bom.localhost': fileAt('ads.txt', { body: `\uFEFF${FILE.join('\r\n')}\r\n` }),
    'untyped.localhost': fileAt('ads.txt', { type: '', body: 'ssp.example, 1, DIRECT\n' }),
    'inside.localhost': (path) => {
      if (path === '/ads.txt') return { redirect: '/files/ads.txt' };
      return path === '/files/ads.txt' ? text(FILE) : undefined;
    },
    'moved.localhost': (path, base) =>
      path === '/ads.txt' ? { redirect: `${base('www.moved.localhost')}/ads.txt` } : undefined,
    'www.moved.localhost': fileAt('ads.txt', text(FILE)),
    'delegated.localhost': (path, base) =>
      path === '/ads.txt' ? { redirect: `${base('files.adhost.localhost')}/delegated/ads.txt` } : undefined,
    'files.adhost.localhost': (path, base) => {
      if (path === '/delegated/ads.txt') return text(FILE);
      if (path === '/onward/ads.txt') return { redirect: `${base('cdn.elsewhere.localhost')}/ads.txt` };
      return undefined;
    },
    'twice.localhost': (path, base) =>
      path === '/ads.txt' ? { redirect: `${base('files.adhost.localhost')}/onward/ads.txt` } : undefined,
    'cdn.elsewhere.localhost': fileAt('ads.txt', text(FILE)),
    'missing.localhost': () => undefined,
    'html.localhost': fileAt('ads.txt', { type: 'text/html', body: '<!doctype html><title>Home</title>' }),
    'soft404.localhost': fileAt('ads.txt', { body: '<html><body>Page not found</body></html>' }),
    'json.localhost': fileAt('ads.txt', { type: 'application/json', body: '{}' }),
    'huge.localhost': fileAt('ads.txt', { body: 'ssp.example, 1, DIRECT\n'.repeat((2 * MAX_BYTES) / 22) }),
    'slow.localhost': fileAt('ads.txt', { hang: true }),
    'failing.localhost': fileAt('ads.txt', { status: 503, body: 'busy' }),
    'parent.localhost': fileAt(
      'ads.txt',
      text(['SUBDOMAIN=news.parent.localhost', 'ssp.example, 1, DIRECT']),
    ),
    'news.parent.localhost': fileAt(
      'ads.txt',
      text(['ssp.example, 2, DIRECT', 'other.example, 3, RESELLER']),
    ),
    'sports.parent.localhost': fileAt('ads.txt', text(['never.example, 9, DIRECT'])),
    'store.localhost': (path) => {
      if (path === '/app/cooking')
        return {
          type: 'text/html',
          body: '<html><head><meta name="appstore:developer_url" content="https://www.devstudio.localhost/about"></head></html>',
        };
      if (path === '/app/plain')
        return { type: 'text/html', body: '<html><head><title>No tag</title></head></html>' };
      return undefined;
    },
    'devstudio.localhost': fileAt('app-ads.txt', text(['ssp.example, app-7, DIRECT'])),
  });
});
afterAll(() => fleet.close());

const reader = (overrides: Partial<ReadOptions> = {}): ReadOptions => ({
  fetcher: fleet.fetcher(),
  gate: new HostGate(0),
  maxBytes: MAX_BYTES,
  timeoutMs: 5_000,
  ports: fleet.ports,
  ...overrides,
});
const url = (host: string, path = '/ads.txt') => `http://${host}:${fleet.port}${path}`;
const crawl = (domain: string, options?: Partial<ReadOptions>) => crawlTarget(reader(options), { domain });

describe('ads.txt crawl: where the file is read', () => {
  it('reads /ads.txt at the root domain, over http once https cannot be reached', async () => {
    const result = await crawl('https://plain.localhost/some/page');
    expect(result).toMatchObject({
      outcome: 'FILE',
      url: url('plain.localhost'),
      reason: null,
      problems: [],
    });
    expect(result.records.map((record) => record.accountId)).toEqual(['5501', '77']);
    expect(result.variables).toEqual([{ line: 2, name: 'CONTACT', value: 'ads@riverbank.example' }]);
  });

  it('reads a file with a byte order mark and CRLF line ends', async () => {
    const result = await crawl('bom.localhost');
    expect(result.problems).toEqual([]);
    expect(result.records.map((record) => record.line)).toEqual([3, 4]);
  });

  it('takes an answer without a content type when it is not markup', async () => {
    expect((await crawl('untyped.localhost')).outcome).toBe('FILE');
  });

  it("reads a declared subdomain's own file, and the root's for one not declared", async () => {
    const news = await crawl('news.parent.localhost');
    expect(news.url).toBe(url('news.parent.localhost'));
    expect(news.records.map((record) => record.accountId)).toEqual(['2', '3']);
    const sports = await crawl('sports.parent.localhost');
    expect(sports.url).toBe(url('parent.localhost'));
    expect(sports.records.map((record) => record.accountId)).toEqual(['1']);
  });
});

describe('ads.txt crawl: redirects', () => {
  it('follows redirects within the root domain', async () => {
    expect(await crawl('inside.localhost')).toMatchObject({
      outcome: 'FILE',
      url: url('inside.localhost', '/files/ads.txt'),
    });
    const moved = await crawl('moved.localhost');
    expect(moved).toMatchObject({ outcome: 'FILE', url: url('www.moved.localhost') });
  });

  it('follows one redirect to another domain', async () => {
    const result = await crawl('delegated.localhost');
    expect(result).toMatchObject({
      outcome: 'FILE',
      url: url('files.adhost.localhost', '/delegated/ads.txt'),
    });
    expect(result.records).toHaveLength(2);
  });

  it('refuses a second redirect once outside the root domain', async () => {
    expect(await crawl('twice.localhost')).toMatchObject({
      outcome: 'FAILED',
      records: [],
      reason: CRAWL_MESSAGES.failed(
        url('twice.localhost'),
        CRAWL_MESSAGES.redirectFromThirdParty('files.adhost.localhost'),
      ),
    });
  });
});

describe('ads.txt crawl: answers that are no file', () => {
  it('takes a 404 as no file', async () => {
    expect(await crawl('missing.localhost')).toMatchObject({
      outcome: 'NO_FILE',
      url: url('missing.localhost'),
      reason: CRAWL_MESSAGES.noFile(url('missing.localhost')),
    });
  });

  it('refuses an HTML page, whether or not it says it is one', async () => {
    expect(await crawl('html.localhost')).toMatchObject({
      outcome: 'FAILED',
      reason: CRAWL_MESSAGES.htmlNotText(url('html.localhost'), 'text/html'),
    });
    expect(await crawl('soft404.localhost')).toMatchObject({
      outcome: 'FAILED',
      reason: CRAWL_MESSAGES.htmlNotText(url('soft404.localhost'), 'text/plain'),
    });
  });

  it('refuses a type other than text/plain', async () => {
    expect((await crawl('json.localhost')).reason).toBe(
      CRAWL_MESSAGES.notPlainText(url('json.localhost'), 'application/json'),
    );
  });

  it('stops reading a file past the size cap', async () => {
    expect(await crawl('huge.localhost')).toMatchObject({
      outcome: 'FAILED',
      reason: CRAWL_MESSAGES.failed(url('huge.localhost'), FETCH_MESSAGES.tooLarge(MAX_BYTES)),
    });
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await crawl('slow.localhost', { timeoutMs: 200 })).toMatchObject({
      outcome: 'FAILED',
      reason: CRAWL_MESSAGES.failed(url('slow.localhost'), FETCH_MESSAGES.timeout),
    });
  });

  it('reports a server error with its status', async () => {
    expect((await crawl('failing.localhost')).reason).toBe(
      CRAWL_MESSAGES.failed(url('failing.localhost'), FETCH_MESSAGES.status(503)),
    );
  });

  it('reaches no local host the test did not allow', async () => {
    const result = await crawlTarget(reader({ fetcher: new GuardedFetcher() }), {
      domain: 'plain.localhost',
    });
    expect(result.reason).toContain(FETCH_MESSAGES.forbiddenAddress);
  });
});

describe('app-ads.txt crawl', () => {
  it('reads the developer URL from the store listing and the app-ads.txt at its root domain', async () => {
    const result = await crawlTarget(reader(), { storeUrl: url('store.localhost', '/app/cooking') });
    expect(result).toMatchObject({ outcome: 'FILE', url: url('devstudio.localhost', '/app-ads.txt') });
    expect(result.records.map((record) => record.accountId)).toEqual(['app-7']);
  });

  it('reads a developer URL given directly', async () => {
    const result = await crawlTarget(reader(), { developerUrl: 'http://m.devstudio.localhost/' });
    expect(result.url).toBe(url('devstudio.localhost', '/app-ads.txt'));
  });

  it('fails a store listing without the meta tag, saying so', async () => {
    const page = url('store.localhost', '/app/plain');
    expect(await crawlTarget(reader(), { storeUrl: page })).toMatchObject({
      outcome: 'FAILED',
      reason: CRAWL_MESSAGES.noDeveloperUrl(page),
    });
  });

  it('refuses a target without a registrable domain before fetching anything', async () => {
    await expect(crawlTarget(reader(), { developerUrl: 'not a url' })).rejects.toThrow(
      new AdsTxtTargetError(ADS_TXT_LOCATION_MESSAGES.target('not a url')),
    );
  });
});

describe('politeness: one request at a time per host', () => {
  /** A request the test finishes by hand; `running` counts those started and not finished, per host. */
  function requests() {
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    const finishers: (() => void)[] = [];
    const start = (host: string) => () =>
      new Promise<string>((resolve) => {
        running.set(host, (running.get(host) ?? 0) + 1);
        most.set(host, Math.max(most.get(host) ?? 0, running.get(host) ?? 0));
        finishers.push(() => {
          running.set(host, (running.get(host) ?? 0) - 1);
          resolve(host);
        });
      });
    return { start, most, finishers };
  }

  it('runs requests to one host one after another, and to different hosts side by side', async () => {
    const gate = new HostGate(0);
    const { start, most, finishers } = requests();
    const all = Promise.all([
      gate.run('a.example', start('a.example')),
      gate.run('A.example', start('a.example')),
      gate.run('a.example', start('a.example')),
      gate.run('b.example', start('b.example')),
    ]);
    await expect.poll(() => finishers.length).toBe(2);
    for (let finished = 0; finished < 4; finished++) {
      await expect.poll(() => finishers.length).toBeGreaterThan(0);
      finishers.shift()?.();
    }
    expect(await all).toEqual(['a.example', 'a.example', 'a.example', 'b.example']);
    expect(Object.fromEntries(most)).toEqual({ 'a.example': 1, 'b.example': 1 });
    await expect.poll(() => gate.busyHosts).toBe(0);
  });

  it('waits its gap after each request to a host, a failed one included', async () => {
    const gaps: number[] = [];
    const gate = new HostGate(250, async (ms) => {
      gaps.push(ms);
    });
    await expect(gate.run('a.example', () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await gate.run('a.example', async () => 'second')).toBe('second');
    await expect.poll(() => gaps).toEqual([250, 250]);
  });
});
