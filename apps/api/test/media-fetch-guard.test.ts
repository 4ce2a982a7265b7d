import { lookup } from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FETCH_MESSAGES } from '@adcast/domain/media/fetch-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/media/fetch/address-policy';
import { GuardedFetcher } from '../src/media/fetch/guarded-fetcher';

/** A loopback server standing in for the internet: `/feed` answers, `/to?url=` redirects there. */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/to') {
      response.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
    } else if (url.pathname === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      response.end(Buffer.alloc(4096));
    } else if (url.pathname === '/headers') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(request.headers));
    } else {
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss/>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** `public.example.test` plays a public name: allowed by the test setting, resolving to our server. */
const fetcher = () =>
  new GuardedFetcher({
    allowHosts: ['public.example.test'],
    resolve: async (host) => {
      const names: Record<string, string[]> = {
        'public.example.test': ['127.0.0.1'],
        'private.example.test': ['10.1.2.3'],
        'mixed.example.test': ['93.184.216.34', '192.168.1.10'],
        'metadata.example.test': ['169.254.169.254'],
      };
      const found = names[host];
      if (found) return found;
      if (host === 'localhost') return (await lookup(host, { all: true })).map((entry) => entry.address);
      const error = Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      throw error;
    },
  });

describe('guarded fetcher: addresses refused (issue 10 SSRF table)', () => {
  const refused = [
    ['127.0.0.1', 'http://127.0.0.1/feed'],
    ['localhost', 'http://localhost/feed'],
    ['[::1]', 'http://[::1]/feed'],
    ['10/8', 'http://10.20.30.40/feed'],
    ['172.16/12', 'http://172.16.0.1/feed'],
    ['172.31 (top of 172.16/12)', 'http://172.31.255.254/feed'],
    ['192.168/16', 'http://192.168.0.1/feed'],
    ['cloud metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['0.0.0.0', 'http://0.0.0.0/feed'],
    ['decimal 127.0.0.1', 'http://2130706433/feed'],
    ['octal 127.0.0.1', 'http://0177.0.0.1/feed'],
    ['hex 127.0.0.1', 'http://0x7f000001/feed'],
    ['dotted hex 127.0.0.1', 'http://0x7f.0x0.0x0.0x1/feed'],
    ['IPv4-mapped IPv6 of 127.0.0.1', 'http://[::ffff:127.0.0.1]/feed'],
    ['IPv4-mapped IPv6 of 10.0.0.1 in hex', 'http://[::ffff:a00:1]/feed'],
    ['unique-local IPv6', 'http://[fd00:ec2::254]/feed'],
    ['link-local IPv6', 'http://[fe80::1]/feed'],
    ['a name resolving to 10/8', 'http://private.example.test/feed'],
    ['a name resolving to one public and one private address', 'http://mixed.example.test/feed'],
    ['a name resolving to cloud metadata', 'http://metadata.example.test/feed'],
  ] as const;

  it.each(refused)('%s', async (_case, url) => {
    await expect(fetcher().fetch(url)).rejects.toMatchObject({ message: FETCH_MESSAGES.forbiddenAddress });
  });

  it('a name under localhost is loopback without asking DNS, so it is refused unless allowed', async () => {
    const system = new GuardedFetcher();
    await expect(system.fetch(`http://feeds.localhost:${port}/feed`)).rejects.toMatchObject({
      message: FETCH_MESSAGES.forbiddenAddress,
    });
    const allowed = new GuardedFetcher({ allowHosts: ['feeds.localhost'] });
    expect((await allowed.fetch(`http://feeds.localhost:${port}/feed`)).status).toBe(200);
  });

  it('a name under .example, .invalid or .test (never on the public DNS) is unresolved without asking DNS', async () => {
    const system = new GuardedFetcher();
    for (const url of [
      'https://bidder.atlas.example/ortb',
      'http://feed.invalid/',
      'http://partner.test/vast',
    ]) {
      await expect(system.fetch(url)).rejects.toMatchObject({ message: FETCH_MESSAGES.unresolved });
    }
  });

  it('a public name that redirects to loopback is refused at the redirect', async () => {
    const target = encodeURIComponent(`http://127.0.0.1:${port}/feed`);
    await expect(
      fetcher().fetch(`http://public.example.test:${port}/to?url=${target}`),
    ).rejects.toMatchObject({
      message: FETCH_MESSAGES.forbiddenAddress,
    });
  });

  it('a public name that redirects to localhost by name is refused', async () => {
    const target = encodeURIComponent(`http://localhost:${port}/feed`);
    await expect(
      fetcher().fetch(`http://public.example.test:${port}/to?url=${target}`),
    ).rejects.toMatchObject({
      message: FETCH_MESSAGES.forbiddenAddress,
    });
  });
});

describe('guarded fetcher: what it fetches and its limits', () => {
  it('fetches an allowed host and follows a redirect within it', async () => {
    const target = encodeURIComponent(`http://public.example.test:${port}/feed`);
    const fetched = await fetcher().fetch(`http://public.example.test:${port}/to?url=${target}`);
    expect(fetched.body.toString()).toBe('<rss/>');
    expect(fetched.url).toBe(`http://public.example.test:${port}/feed`);
  });

  it.each([
    ['file:///etc/passwd', FETCH_MESSAGES.scheme],
    ['ftp://public.example.test/feed', FETCH_MESSAGES.scheme],
    ['gopher://public.example.test/feed', FETCH_MESSAGES.scheme],
    ['http://user:secret@public.example.test/feed', FETCH_MESSAGES.credentials],
    ['not a url', FETCH_MESSAGES.badUrl],
    ['http://nowhere.example.test/feed', FETCH_MESSAGES.unresolved],
  ])('%s is refused: %s', async (url, message) => {
    await expect(fetcher().fetch(url)).rejects.toMatchObject({ message });
  });

  it('caps redirects', async () => {
    await expect(fetcher().fetch(`http://public.example.test:${port}/loop`)).rejects.toMatchObject({
      message: FETCH_MESSAGES.tooManyRedirects,
    });
  });

  it('caps the size', async () => {
    await expect(
      fetcher().fetch(`http://public.example.test:${port}/big`, { maxBytes: 1000 }),
    ).rejects.toMatchObject({
      message: FETCH_MESSAGES.tooLarge(1000),
    });
    expect(FETCH_MESSAGES.tooLarge(2 * 1024 * 1024 * 1024)).toBe('The file is larger than the limit of 2 GB');
  });

  it('sends no credentials or cookies', async () => {
    const fetched = await fetcher().fetch(`http://public.example.test:${port}/headers`);
    const headers = JSON.parse(fetched.body.toString()) as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  });

  it('without the test setting, loopback is refused even for the same server', async () => {
    await expect(new GuardedFetcher().fetch(`http://127.0.0.1:${port}/feed`)).rejects.toMatchObject({
      message: FETCH_MESSAGES.forbiddenAddress,
    });
  });
});

describe('address policy', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '172.32.0.1',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));
  it.each([
    '127.0.0.2',
    '::',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    // IPv4-translated (RFC 2765), local-use NAT64 (RFC 8215) and Teredo (RFC 4380) carry or reach
    // IPv4 addresses behind them.
    '::ffff:0:7f00:1',
    '::ffff:0:a00:1',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '100.100.100.200',
    'ff02::1',
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false));
});
