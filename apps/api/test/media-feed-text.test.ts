import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_MESSAGES, type FeedRequest } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../src/db/schema/catalogue';
import { feedImports } from '../src/db/schema/media';
import { readFeed } from '../src/media/feeds/read-feed';
import { GuardedFetcher } from '../src/media/fetch/guarded-fetcher';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

/** The loopback name the guarded fetcher may reach in these tests (RFC 6761: *.localhost is loopback). */
const FEED_HOST = 'feeds.localhost';

/** Text in each encoding, written by hand so the decoder is not its own witness. */
const CHINESE = '频道：北京电视台新闻';
/** The same text's GB2312 bytes (two bytes a character). */
const CHINESE_GB2312 = Buffer.from('c6b5b5c0a3bab1b1bea9b5e7cad3cca8d0c2cec5', 'hex');
const LATIN = 'Café crème, naïve à la façon';
const WINDOWS = 'Price €5 – “quoted” …';
/** Windows-1252's bytes above 0x7f for the characters of WINDOWS (the rest is ASCII). */
const WINDOWS_1252: Record<string, number> = { '€': 0x80, '–': 0x96, '“': 0x93, '”': 0x94, '…': 0x85 };
const windows1252 = (text: string) =>
  Buffer.from([...text].map((char) => WINDOWS_1252[char] ?? char.charCodeAt(0)));
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

/** An RSS 2.0 feed of one video item titled `title`, around bytes made by `encode`. */
const rssOf = (declaration: string, title: Buffer, encode: (text: string) => Buffer = Buffer.from) =>
  Buffer.concat([
    encode(`${declaration}<rss version="2.0"><channel><title>T</title><item><title>`),
    title,
    encode('</title><guid>g1</guid><enclosure url="http://feeds.localhost/v.mp4" type="video/mp4"/>'),
    encode('</item></channel></rss>'),
  ]);

type Served = { body: Buffer | string; type: string };
const SERVED: Record<string, Served> = {
  '/gb2312.xml': {
    type: 'application/rss+xml',
    body: rssOf('<?xml version="1.0" encoding="GB2312"?>\n', CHINESE_GB2312),
  },
  '/latin1-header.xml': {
    type: 'text/xml; charset=ISO-8859-1',
    body: rssOf('<?xml version="1.0"?>', Buffer.from(LATIN, 'latin1')),
  },
  '/header-over-declaration.xml': {
    type: 'application/xml; charset="iso-8859-1"',
    body: rssOf('<?xml version="1.0" encoding="UTF-8"?>', Buffer.from(LATIN, 'latin1')),
  },
  '/windows-1252.xml': {
    type: 'application/rss+xml',
    body: rssOf("<?xml version='1.0' encoding='windows-1252'?>", windows1252(WINDOWS)),
  },
  '/utf16le-bom.xml': {
    type: 'application/xml',
    body: Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      rssOf('<?xml version="1.0" encoding="UTF-16"?>', Buffer.from(CHINESE, 'utf16le'), (text) =>
        Buffer.from(text, 'utf16le'),
      ),
    ]),
  },
  '/utf16be-bom.xml': {
    type: 'application/xml; charset=utf-8',
    body: Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      rssOf('<?xml version="1.0" encoding="UTF-16"?>', utf16be(LATIN), utf16be),
    ]),
  },
  '/utf16le-no-bom.xml': {
    type: 'application/xml',
    body: rssOf('<?xml version="1.0" encoding="UTF-16LE"?>', Buffer.from(WINDOWS, 'utf16le'), (text) =>
      Buffer.from(text, 'utf16le'),
    ),
  },
  '/utf8-bom-over-header.xml': {
    type: 'text/xml; charset=windows-1252',
    body: Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      rssOf('<?xml version="1.0"?>', Buffer.from(CHINESE)),
    ]),
  },
  '/unknown-charset.xml': {
    type: 'application/xml',
    body: rssOf('<?xml version="1.0" encoding="x-klingon"?>', Buffer.from('Qapla')),
  },
  '/newline-first.xml': {
    type: 'application/rss+xml',
    body: `\n\r\n  <?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Pod</title>
      <item><title>Episode 1</title><guid>ep1</guid>
        <enclosure url="http://feeds.localhost/ep1.mp4" type="video/mp4"/></item></channel></rss>`,
  },
  '/rss1.xml': {
    type: 'application/rdf+xml',
    body: `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
  <channel rdf:about="http://feeds.localhost/"><title>News</title><link>http://feeds.localhost/</link>
    <items><rdf:Seq><rdf:li resource="http://feeds.localhost/1"/></rdf:Seq></items></channel>
  <item rdf:about="http://feeds.localhost/1"><title>A story</title><link>http://feeds.localhost/1</link></item>
</rdf:RDF>`,
  },
  '/dated.xml': {
    type: 'application/rss+xml',
    body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Dated</title>
      <item><title>January</title><guid>jan</guid><pubDate>Wed, 10 Jan 2024 10:00:00 GMT</pubDate>
        <enclosure url="http://feeds.localhost/jan.mp4" type="video/mp4"/></item></channel></rss>`,
  },
  '/external-entity.xml': {
    type: 'application/xml',
    body: `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><item><title>&secret;</title>
  <enclosure url="http://feeds.localhost/v.mp4" type="video/mp4"/></item></channel></rss>`,
  },
  '/many-entities.xml': {
    type: 'application/xml',
    body: `<?xml version="1.0"?><!DOCTYPE rss [${Array.from({ length: 500 }, (_, i) => `<!ENTITY e${i} "x">`).join('')}]>
<rss version="2.0"><channel></channel></rss>`,
  },
  '/expansion.xml': {
    type: 'application/xml',
    body: `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY big "${'x'.repeat(5000)}">]>
<rss version="2.0"><channel><item><title>${'&big;'.repeat(2000)}</title>
  <enclosure url="http://feeds.localhost/v.mp4" type="video/mp4"/></item></channel></rss>`,
  },
  '/deep.xml': {
    type: 'application/xml',
    body: `<rss version="2.0"><channel><item><title>Deep</title>
  <enclosure url="http://feeds.localhost/v.mp4" type="video/mp4"/>${'<x>'.repeat(5000)}${'</x>'.repeat(5000)}</item></channel></rss>`,
  },
};

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((request, response) => {
    const served = SERVED[request.url ?? ''];
    if (!served) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': served.type }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const url = (path: string) => `http://${FEED_HOST}:${port}${path}`;
const titlesOf = async (path: string) =>
  (await readFeed(new GuardedFetcher({ allowHosts: [FEED_HOST] }), url(path))).map((item) => item.title);

describe('feed text: decoded by its byte order mark, then the HTTP charset, then the XML declaration', () => {
  it('reads GB2312 named by the XML declaration', async () => {
    expect(await titlesOf('/gb2312.xml')).toEqual([CHINESE]);
  });

  it('reads ISO-8859-1 named by the HTTP charset, also over a declaration that says otherwise', async () => {
    expect(await titlesOf('/latin1-header.xml')).toEqual([LATIN]);
    expect(await titlesOf('/header-over-declaration.xml')).toEqual([LATIN]);
  });

  it('reads Windows-1252 named by the XML declaration', async () => {
    expect(await titlesOf('/windows-1252.xml')).toEqual([WINDOWS]);
  });

  it('reads UTF-16 by its byte order mark (over the HTTP charset), and UTF-16LE without one', async () => {
    expect(await titlesOf('/utf16le-bom.xml')).toEqual([CHINESE]);
    expect(await titlesOf('/utf16be-bom.xml')).toEqual([LATIN]);
    expect(await titlesOf('/utf16le-no-bom.xml')).toEqual([WINDOWS]);
    expect(await titlesOf('/utf8-bom-over-header.xml')).toEqual([CHINESE]);
  });
});

describe('feed documents as real feeds write them, and as attacks do', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { media: { ...testConfig().media, fetchAllowHosts: [FEED_HOST] } } });
    admin = await t.as(DEMO.admin);
  });
  afterAll(() => t.close());

  const madeSoFar = async () => ({
    collections: (await t.db.select({ id: collections.id }).from(collections)).length,
    imports: (await t.db.select({ id: feedImports.id }).from(feedImports)).length,
  });
  const preview = (path: string) =>
    admin.post(MEDIA_API.feedPreview, { source: 'RSS', url: url(path) } satisfies Partial<FeedRequest>);

  it('reads a feed whose XML declaration follows a newline', async () => {
    const response = await preview('/newline-first.xml');
    expect([response.statusCode, response.json()]).toEqual([200, { count: 1 }]);
  });

  it('reads an RSS 1.0 feed as a feed that holds no video, not as a non-feed', async () => {
    const response = await preview('/rss1.xml');
    expect([response.statusCode, response.json()]).toEqual([200, { count: 0 }]);
  });

  it('refuses to create a feed that holds no video (part 1 §5: count 0 disables Finish), making nothing', async () => {
    const before = await madeSoFar();
    const create = (path: string, dateFrom?: string) =>
      admin.post(MEDIA_API.feed, {
        source: 'RSS',
        url: url(path),
        dateFrom,
        title: 'Nothing to see',
        newPlaylist: true,
        newPlaylistName: 'Empty',
        category: 24,
        ownerType: 'VB',
      } satisfies FeedRequest);
    const articles = await create('/rss1.xml');
    expect([articles.statusCode, articles.json()]).toEqual([
      400,
      { code: 2001, messages: [FEED_MESSAGES.noVideos] },
    ]);
    const tooLate = await create('/dated.xml', '2025-01-01');
    expect(tooLate.json().messages).toEqual([FEED_MESSAGES.noVideosFrom]);
    expect(await madeSoFar()).toEqual(before);
    expect((await create('/dated.xml', '2024-01-01')).statusCode).toBe(202);
  });

  it('names an encoding it cannot read', async () => {
    const response = await preview('/unknown-charset.xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([FEED_MESSAGES.unknownCharset('x-klingon')]);
  });

  it('refuses external entities, too many or too large entity expansions and nesting past the limit with a 400', async () => {
    for (const path of ['/external-entity.xml', '/many-entities.xml', '/expansion.xml', '/deep.xml']) {
      const response = await preview(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual({ code: 2001, messages: [FEED_MESSAGES.unsafeXml] });
    }
  });
});
