import { ADS_TXT_API, ADS_TXT_MESSAGES } from '@adcast/domain/ads-txt/ads-txt-status';
import { appInputOf } from '@adcast/domain/inventory/apps';
import { APPS_API, DOMAINS_API } from '@adcast/domain/inventory/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishers } from '../src/db/schema/tenancy';
import { fileAt, serveFleet } from './support/ads-txt-fleet';
import { type Builders, builders } from './support/builders';
import type { Client } from './support/demand';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

const FLEET = {
  'studio.localhost': fileAt('app-ads.txt', { body: 'ssp.example, 1, DIRECT\nnot a record\n' }),
  'site.localhost': fileAt('ads.txt', { body: 'adcast.test, pub-77, DIRECT\n' }),
};

describe('ads.txt status and crawl routes (part 2 §4, §7): crawled through the queue, read back, tenancy', () => {
  let fleet: Awaited<ReturnType<typeof serveFleet>>;
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let network: { id: number };
  let publisher: { id: number };
  beforeAll(async () => {
    fleet = await serveFleet(FLEET);
    t = await createTestApp({
      config: { media: { ...testConfig().media, fetchAllowHosts: Object.keys(FLEET) } },
      adsTxtPorts: fleet.ports,
    });
    admin = await t.as(DEMO.admin);
    make = builders(t);
    network = await make.network();
    publisher = await make.publisher({ networkId: network.id });
    await t.db
      .update(publishers)
      .set({ sellerId: 'pub-77', sellerType: 'PUBLISHER' })
      .where(eq(publishers.id, publisher.id));
  });
  afterAll(async () => {
    await t.close();
    await fleet.close();
  });

  const newApp = async (developerUrl: string) => {
    const created = await admin.post(APPS_API.apps, {
      name: 'Studio channel',
      publisherId: publisher.id,
      bundleId: `com.studio.tv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      store: 'ROKU',
      platform: 'CTV',
      developerUrl,
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number };
  };
  const statusOf = async (client: Client, path: string) => (await client.get(path)).json();

  it('an app never crawled is MISSING_CRAWL with the line it needs ready to paste', async () => {
    const app = await make.app({ publisher, developerUrl: 'https://studio.localhost/' });
    expect(await statusOf(admin, ADS_TXT_API.appStatus(app.id))).toMatchObject({
      status: 'MISSING_CRAWL',
      crawledAt: null,
      missing: [{ domain: 'adcast.test', accountId: 'pub-77', relationship: 'DIRECT' }],
      missingBlock: 'adcast.test, pub-77, DIRECT\n',
    });
  });

  it('a crawl asked through the route is queued (202), read from the host, and the status shows the lines, the problems and the missing line', async () => {
    const app = await newApp('https://www.studio.localhost/about');
    const asked = await admin.get(ADS_TXT_API.appCrawl(app.id));
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ queueStatus: 'QUEUED', queued: 1 });
    await expect
      .poll(async () => (await statusOf(admin, ADS_TXT_API.appStatus(app.id))).status, { timeout: 60_000 })
      .toBe('INCOMPLETE_LIST');
    const status = await statusOf(admin, ADS_TXT_API.appStatus(app.id));
    expect(status).toMatchObject({
      outcome: 'FILE',
      url: `http://studio.localhost:${fleet.port}/app-ads.txt`,
      records: [{ line: 1, domain: 'ssp.example', accountId: '1', relationship: 'DIRECT' }],
      problems: [{ line: 2, severity: 'error' }],
      present: [],
      missing: [{ domain: 'adcast.test', accountId: 'pub-77', relationship: 'DIRECT' }],
      missingBlock: 'adcast.test, pub-77, DIRECT\n',
    });
    expect(status.crawledAt).toEqual(expect.any(String));
  });

  it('a new app, and one whose developer URL changes, gets a crawl requested without asking', async () => {
    const app = await newApp('https://studio.localhost/');
    const target = async () => (await statusOf(admin, ADS_TXT_API.appStatus(app.id))).target;
    await expect.poll(target, { timeout: 60_000 }).toBe('https://studio.localhost/');
    const current = (await admin.get(APPS_API.app(app.id))).json();
    const edited = await admin.put(APPS_API.inventoryApp(app.id), {
      ...appInputOf(current),
      developerUrl: 'https://studio.localhost/apps',
      version: current.version,
    });
    expect(edited.statusCode).toBe(200);
    await expect.poll(target, { timeout: 60_000 }).toBe('https://studio.localhost/apps');
  });

  it('domains pasted for a publisher get their crawls requested once added, and not while previewed', async () => {
    const other = await make.publisher({ networkId: network.id });
    const paste = (dryRun: boolean) =>
      admin.post(`${DOMAINS_API.publisherDomains(other.id)}?dryRun=${dryRun}`, { domains: 'site.localhost' });
    expect((await paste(true)).statusCode).toBe(200);
    const listed = async () =>
      (await admin.get(`${DOMAINS_API.domains}?publisherIds=${other.id}`)).json().content as { id: number }[];
    expect(await listed()).toEqual([]);
    expect((await paste(false)).statusCode).toBe(200);
    const [domain] = await listed();
    const crawled = async () => (await statusOf(admin, ADS_TXT_API.domainStatus(domain!.id))).crawledAt;
    await expect.poll(crawled, { timeout: 60_000 }).toEqual(expect.any(String));
  });

  it("a domain's crawl finds its needed line present; the Ads.txt list shows it complete", async () => {
    const domain = (
      await admin.post(DOMAINS_API.domains, { url: 'site.localhost', publisherId: publisher.id })
    ).json();
    const asked = await admin.post(ADS_TXT_API.domainCrawl(domain.id), {});
    expect(asked.statusCode).toBe(202);
    await expect
      .poll(async () => (await statusOf(admin, ADS_TXT_API.domainStatus(domain.id))).status, {
        timeout: 60_000,
      })
      .toBe('COMPLETE_LIST');
    const page = await statusOf(admin, `${ADS_TXT_API.list}?kind=DOMAIN&status=COMPLETE_LIST`);
    const byIds = await statusOf(admin, `${ADS_TXT_API.list}?kind=DOMAIN&ids=${domain.id}`);
    expect(byIds.content.map((row: { id: number }) => row.id)).toEqual([domain.id]);
    expect(page.content).toContainEqual(
      expect.objectContaining({
        id: domain.id,
        name: 'http://site.localhost',
        missing: [],
        missingBlock: '',
      }),
    );
  });

  it('crawl now in bulk queues the chosen rows that can be crawled in one go and reports the others as skipped', async () => {
    const first = await make.app({ publisher, developerUrl: 'https://studio.localhost/one' });
    const second = await make.app({ publisher, storeUrl: 'https://studio.localhost/listing' });
    const archived = await make.app({
      publisher,
      developerUrl: 'https://studio.localhost/',
      status: 'ARCHIVED',
    });
    const bare = await make.app({ publisher });
    const domain = await make.domain({ url: 'http://site.localhost' });
    const asked = await admin.post(ADS_TXT_API.crawl, {
      apps: [first.id, second.id, archived.id, bare.id, first.id],
      domains: [domain.id],
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      queueStatus: 'QUEUED',
      queued: 3,
      skipped: { apps: [archived.id, bare.id], domains: [] },
    });
    for (const id of [first.id, second.id])
      await expect
        .poll(async () => (await statusOf(admin, ADS_TXT_API.appStatus(id))).crawledAt, { timeout: 60_000 })
        .toEqual(expect.any(String));
    expect((await statusOf(admin, ADS_TXT_API.appStatus(archived.id))).crawledAt).toBeNull();
  });

  it("another network's app is a 404 to a network user; sales may read but not crawl; read-only admin only reads", async () => {
    const app = await newApp('https://studio.localhost/');
    const elsewhere = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id }, 'ADMIN');
    expect((await elsewhere.client.get(ADS_TXT_API.appStatus(app.id))).statusCode).toBe(404);
    expect((await elsewhere.client.get(ADS_TXT_API.appCrawl(app.id))).statusCode).toBe(404);
    const skipped = await elsewhere.client.post(ADS_TXT_API.crawl, { apps: [app.id] });
    expect(skipped.statusCode).toBe(202);
    expect(skipped.json()).toEqual({
      queueStatus: 'QUEUED',
      queued: 0,
      skipped: { apps: [app.id], domains: [] },
    });
    const own = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await own.client.get(ADS_TXT_API.appCrawl(app.id))).statusCode).toBe(202);

    const sales = await t.as(DEMO.sales);
    expect((await sales.get(ADS_TXT_API.appStatus(app.id))).statusCode).toBe(200);
    expect((await sales.get(ADS_TXT_API.appCrawl(app.id))).statusCode).toBe(403);
    expect((await sales.post(ADS_TXT_API.crawl, { apps: [app.id] })).statusCode).toBe(403);
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.get(`${ADS_TXT_API.list}?kind=APP`)).statusCode).toBe(200);
    expect((await readonly.get(ADS_TXT_API.appCrawl(app.id))).statusCode).toBe(403);
  });

  it("a publisher user lists and crawls only its own (another publisher's app is skipped); a bulk crawl of nothing or a crawl of an app with no URL is refused", async () => {
    const app = await newApp('https://studio.localhost/');
    const owner = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      {
        role: 'PUBLISHER',
        publisherId: publisher.id,
      },
    );
    const page = await statusOf(owner.client, `${ADS_TXT_API.list}?kind=APP&size=200`);
    expect(page.content.length).toBeGreaterThan(0);
    expect(
      page.content.every((row: { publisher: { id: number } }) => row.publisher.id === publisher.id),
    ).toBe(true);
    const other = await make.app({
      publisher: await make.publisher({ networkId: network.id }),
      developerUrl: 'https://studio.localhost/',
    });
    const mixed = await owner.client.post(ADS_TXT_API.crawl, { apps: [app.id, other.id] });
    expect(mixed.statusCode).toBe(202);
    expect(mixed.json()).toEqual({
      queueStatus: 'QUEUED',
      queued: 1,
      skipped: { apps: [other.id], domains: [] },
    });

    expect((await admin.post(ADS_TXT_API.crawl, {})).statusCode).toBe(400);
    const bare = await make.app({ publisher });
    const refused = await admin.get(ADS_TXT_API.appCrawl(bare.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([ADS_TXT_MESSAGES.notCrawlable('App')]);
  });
});
