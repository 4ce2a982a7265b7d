import { ADS_TXT_API } from '@adcast/domain/ads-txt/ads-txt-status';
import { LIST_FILTER_MESSAGES, listFilterParams } from '@adcast/domain/contracts/list-filters';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { listActionPaths } from '@adcast/domain/list-actions';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { SUPPLY_CHAIN_API } from '@adcast/domain/supply-chain/supply-chain';
import { SUPPLY_CHAIN_LIST_FILTER } from '@adcast/domain/supply-chain/supply-chain-filter';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/list/execute';
import { partnerSellersJson } from '../src/db/schema/supply-chain';
import { publishers } from '../src/db/schema/tenancy';
import { scheduleSellersJsonRefetch } from '../src/modules/supply-chain/sellers-json-refetch';
import { fileAt, serveFleet } from './support/ads-txt-fleet';
import { type Builders, builders } from './support/builders';
import { type Client, countsOf } from './support/demand';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

const PARTNER_SELLERS = {
  version: '1.0',
  sellers: [
    {
      seller_id: 'adc-9',
      seller_type: 'INTERMEDIARY',
      is_confidential: 0,
      name: 'Adcast',
      domain: 'adcast.test',
    },
    { seller_id: 'adc-secret', seller_type: 'INTERMEDIARY', is_confidential: 1 },
  ],
};

const FLEET = {
  'partner.localhost': fileAt('sellers.json', {
    type: 'application/json',
    body: JSON.stringify(PARTNER_SELLERS),
  }),
  'broken.localhost': fileAt('sellers.json', { type: 'text/html', body: '<html>sign in</html>' }),
  'good.localhost': fileAt('ads.txt', {
    body: 'adcast.test, pub-good, DIRECT\npartner.localhost, adc-9, RESELLER\n',
  }),
  'planted.localhost': fileAt('ads.txt', { body: 'adcast.test, pub-planted, RESELLER\n' }),
};

describe('supply-chain panel: our sellers.json, the publisher files, the schain ASI and the partner sellers.json side by side', () => {
  let fleet: Awaited<ReturnType<typeof serveFleet>>;
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let network: { id: number };
  let partner: { id: number; displayName: string; networkId: number | null };
  let good: { id: number; networkId: number | null };
  let planted: { id: number; networkId: number | null };
  let legacy: { id: number };
  const sellersAt = (host: string) => `http://${host}:${fleet.port}/sellers.json`;

  const crawled = async (url: string, publisher: { id: number }) => {
    const domain = (await admin.post('/api/domains', { url, publisherId: publisher.id })).json();
    await admin.post(ADS_TXT_API.domainCrawl(domain.id), {});
    // beforeAll may not use expect.poll: wait for the crawl job by reading the status until it has run.
    for (let tries = 0; tries < 200; tries++) {
      if ((await admin.get(ADS_TXT_API.domainStatus(domain.id))).json().crawledAt) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} was not crawled`);
  };
  const fetched = async (partnerId: number) =>
    expect
      .poll(
        async () => (await admin.get(SUPPLY_CHAIN_API.partner(partnerId))).json().partnerSellersJson.status,
        {
          timeout: 10_000,
        },
      )
      .not.toBe('QUEUED');

  beforeAll(async () => {
    fleet = await serveFleet(FLEET);
    t = await createTestApp({
      config: { media: { ...testConfig().media, fetchAllowHosts: Object.keys(FLEET) } },
      adsTxtPorts: fleet.ports,
    });
    admin = await t.as(DEMO.admin);
    make = builders(t);
    network = await make.network();
    partner = await make.partner({ networkId: network.id, displayName: 'Partner Exchange' });
    good = await make.publisher({ networkId: network.id, name: 'Good Publisher' });
    planted = await make.publisher({ networkId: network.id, name: 'Planted Publisher' });
    await t.db
      .update(publishers)
      .set({ sellerId: 'pub-good', sellerType: 'PUBLISHER' })
      .where(eq(publishers.id, good.id));
    await t.db
      .update(publishers)
      .set({ sellerId: 'pub-planted', sellerType: 'PUBLISHER', sellerConfidential: true })
      .where(eq(publishers.id, planted.id));
    const goodPlacement = await make.placement({ publisher: good });
    const plantedPlacement = await make.placement({ publisher: planted });
    await make.connection({
      partner,
      name: 'Main',
      schainAsi: 'adcast.test',
      placementIds: [goodPlacement.id],
    });
    legacy = await make.connection({
      partner,
      name: 'Legacy',
      schainAsi: 'old-ssp.example',
      placementIds: [plantedPlacement.id],
    });
    await crawled('good.localhost', good);
    await crawled('planted.localhost', planted);
  });
  afterAll(async () => {
    await t.close();
    await fleet.close();
  });

  it('a partner whose sellers.json is not set says so; setting it fetches the file in the background and keeps it', async () => {
    const before = (await admin.get(SUPPLY_CHAIN_API.partner(partner.id))).json();
    expect(before.partnerMismatches).toEqual([
      { reason: 'PARTNER_SELLERS_JSON_NOT_SET', message: "The partner's sellers.json address is not set" },
    ]);
    const set = await admin.put(SUPPLY_CHAIN_API.partnerSellersJson(partner.id), {
      url: sellersAt('partner.localhost'),
      accountId: 'adc-9',
    });
    expect(set.statusCode).toBe(202);
    expect(set.json()).toEqual({ queueStatus: 'QUEUED' });
    await fetched(partner.id);
    const panel = (await admin.get(SUPPLY_CHAIN_API.partner(partner.id))).json();
    expect(panel.partnerSellersJson).toMatchObject({
      status: 'FETCHED',
      domain: 'partner.localhost',
      accountId: 'adc-9',
      sellerCount: 2,
      ourEntry: { sellerId: 'adc-9', sellerType: 'INTERMEDIARY', confidential: false },
    });
    expect(panel.partnerMismatches).toEqual([]);
  });

  it('the partner panel holds a row per publisher its connections carry; the consistent one has none, the planted mismatches are each named', async () => {
    const panel = (await admin.get(SUPPLY_CHAIN_API.partner(partner.id))).json();
    expect(panel.platformDomain).toBe('adcast.test');
    expect(panel.rows.map((row: { publisher: { name: string } }) => row.publisher.name)).toEqual([
      'Good Publisher',
      'Planted Publisher',
    ]);
    const [consistent, broken] = panel.rows;
    expect(consistent).toMatchObject({
      ourEntry: { sellerId: 'pub-good', sellerType: 'PUBLISHER', confidential: false },
      connections: [{ name: 'Main', schainAsi: 'adcast.test' }],
      files: [{ kind: 'DOMAIN', name: 'http://good.localhost', read: true }],
      mismatches: [],
    });
    expect(consistent.files[0].lines.map((line: { domain: string }) => line.domain)).toEqual([
      'adcast.test',
      'partner.localhost',
    ]);
    expect(broken.mismatches).toEqual([
      {
        reason: 'CONFIDENTIAL_SELLER',
        message:
          'The publisher is confidential in our sellers.json: buyers see neither its name nor its domain',
      },
      {
        reason: 'RELATIONSHIP_DIFFERS',
        message:
          'http://planted.localhost: the relationship is RESELLER where our sellers.json (PUBLISHER) says DIRECT',
      },
      {
        reason: 'PARTNER_LINE_MISSING',
        message: 'http://planted.localhost: the line "partner.localhost, adc-9, RESELLER" is missing',
      },
      {
        reason: 'ASI_NOT_OURS',
        message:
          'Connection Legacy: schain ASI old-ssp.example is not adcast.test, the domain of our sellers.json',
      },
      {
        reason: 'ASI_NOT_IN_ADS_TXT',
        message:
          'Connection Legacy: schain ASI old-ssp.example with seller id pub-planted is not in http://planted.localhost',
      },
    ]);
    expect(panel.mismatchCount).toBe(5);
  });

  it("the publisher panel shows the same chain from the publisher's side, and the list flags count the mismatches", async () => {
    const panel = (await admin.get(SUPPLY_CHAIN_API.publisher(planted.id))).json();
    expect(panel.rows).toHaveLength(1);
    expect(panel.rows[0].partner).toEqual({ id: partner.id, name: 'Partner Exchange' });
    expect(panel.mismatchCount).toBe(5);
    const lonely = await make.publisher({ networkId: network.id });
    const flags = await admin.get(
      `${SUPPLY_CHAIN_API.flags}?kind=PUBLISHER&ids=${good.id},${planted.id},${lonely.id}`,
    );
    expect(flags.json()).toEqual({
      flags: [
        { id: good.id, mismatches: 0 },
        { id: planted.id, mismatches: 5 },
        { id: lonely.id, mismatches: 0 },
      ],
    });
    const partnerFlags = await admin.get(`${SUPPLY_CHAIN_API.flags}?kind=PARTNER&ids=${partner.id}`);
    expect(partnerFlags.json()).toEqual({ flags: [{ id: partner.id, mismatches: 5 }] });
  });

  it('our seller id unknown to the partner, confidential there, an unreachable and an invalid file are each named', async () => {
    const other = await make.partner({ networkId: network.id });
    const mismatchesAfter = async (url: string, accountId: string) => {
      await admin.put(SUPPLY_CHAIN_API.partnerSellersJson(other.id), { url, accountId });
      await fetched(other.id);
      return (await admin.get(SUPPLY_CHAIN_API.partner(other.id))).json().partnerMismatches;
    };
    expect(await mismatchesAfter(sellersAt('partner.localhost'), 'adc-404')).toEqual([
      {
        reason: 'SELLER_UNKNOWN_TO_PARTNER',
        message: "Seller id adc-404 is not in the partner's sellers.json",
      },
    ]);
    expect(await mismatchesAfter(sellersAt('partner.localhost'), 'adc-secret')).toEqual([
      {
        reason: 'CONFIDENTIAL_AT_PARTNER',
        message: "Seller id adc-secret is confidential in the partner's sellers.json",
      },
    ]);
    expect(await mismatchesAfter(sellersAt('broken.localhost'), 'adc-9')).toEqual([
      {
        reason: 'PARTNER_SELLERS_JSON_INVALID',
        message: "The partner's sellers.json is invalid: The file is not JSON",
      },
    ]);
    const [unreachable] = await mismatchesAfter(sellersAt('gone.localhost'), 'adc-9');
    expect(unreachable.reason).toBe('PARTNER_SELLERS_JSON_UNREACHABLE');
    const [kept] = await t.db
      .select()
      .from(partnerSellersJson)
      .where(eq(partnerSellersJson.demandPartnerId, other.id));
    expect(kept).toMatchObject({ status: 'UNREACHABLE', url: sellersAt('gone.localhost') });
  });

  it("every hour, each partner's sellers.json read over a day ago is read again (once, however many processes ask), a failure kept with its reason", async () => {
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const [stale, gone, fresh] = await Promise.all(
      [1, 2, 3].map(() => make.partner({ networkId: network.id })),
    );
    const kept = (partnerId: number, host: string, fetchedAt: Date) => ({
      demandPartnerId: partnerId,
      url: sellersAt(host),
      accountId: 'adc-9',
      status: 'FETCHED',
      fetchedAt,
      sellers: [],
      updatedAt: fetchedAt,
    });
    await t.db
      .insert(partnerSellersJson)
      .values([
        kept(stale!.id, 'partner.localhost', dayAndMore),
        kept(gone!.id, 'gone.localhost', dayAndMore),
        kept(fresh!.id, 'partner.localhost', hourAgo),
      ]);
    await scheduleSellersJsonRefetch(t.app.deps);
    const due = new Date(Date.now() + 2 * 60 * 60 * 1000);
    // Two processes' clocks see the same hour come: the schedule fires once.
    await Promise.all([t.app.deps.jobs.keepTime(due), t.app.deps.jobs.keepTime(due)]);
    const stateOf = async (partnerId: number) =>
      (await admin.get(SUPPLY_CHAIN_API.partner(partnerId))).json().partnerSellersJson;
    await expect.poll(async () => (await stateOf(stale!.id)).sellerCount, { timeout: 30_000 }).toBe(2);
    await expect.poll(async () => (await stateOf(gone!.id)).status, { timeout: 30_000 }).toBe('UNREACHABLE');
    const unreachable = await stateOf(gone!.id);
    expect(unreachable.reason).toEqual(expect.any(String));
    expect(new Date(unreachable.fetchedAt).getTime()).toBeGreaterThan(dayAndMore.getTime());
    expect((await stateOf(fresh!.id)).fetchedAt).toBe(hourAgo.toISOString());
    const [sweeps] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where name = 'partner-sellers-json-refetch'`,
    );
    expect(sweeps?.n).toBe(1);
  });

  it('bad input is refused with its message and nothing is written; fetch now without an address is refused', async () => {
    const other = await make.partner({ networkId: network.id });
    const refused = await admin.put(SUPPLY_CHAIN_API.partnerSellersJson(other.id), {
      url: 'ftp://x.example/s.json',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages.join(' ')).toContain('sellers.json address must be an http or https URL');
    expect(
      await t.db.select().from(partnerSellersJson).where(eq(partnerSellersJson.demandPartnerId, other.id)),
    ).toEqual([]);
    const fetchNow = await admin.post(SUPPLY_CHAIN_API.partnerFetch(other.id), {});
    expect(fetchNow.statusCode).toBe(422);
    expect(fetchNow.json().messages).toEqual(["The partner's sellers.json address is not set"]);
  });

  it("tenancy: another network's user gets 404 for the panels and no flags; read-only admin reads but may not set the address", async () => {
    const elsewhere = await make.user({ roles: ['ADMIN'], networkId: (await make.network()).id }, 'ADMIN');
    expect((await elsewhere.client.get(SUPPLY_CHAIN_API.partner(partner.id))).statusCode).toBe(404);
    expect((await elsewhere.client.get(SUPPLY_CHAIN_API.publisher(planted.id))).statusCode).toBe(404);
    expect((await elsewhere.client.post(SUPPLY_CHAIN_API.partnerFetch(partner.id), {})).statusCode).toBe(404);
    expect(
      (await elsewhere.client.get(`${SUPPLY_CHAIN_API.flags}?kind=PARTNER&ids=${partner.id}`)).json(),
    ).toEqual({
      flags: [],
    });
    const own = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await own.client.get(SUPPLY_CHAIN_API.partner(partner.id))).json().mismatchCount).toBe(5);
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.get(SUPPLY_CHAIN_API.partner(partner.id))).statusCode).toBe(200);
    const put = await readonly.put(SUPPLY_CHAIN_API.partnerSellersJson(partner.id), {
      url: sellersAt('x.localhost'),
    });
    expect(put.statusCode).toBe(403);
  });

  it('the partner and publisher lists filter on the supply chain (with a mismatch, without) in the page, the counts and the CSV, and follow a change', async () => {
    expect(listFilterParams([SUPPLY_CHAIN_LIST_FILTER])).toEqual(['supplyChain']);
    const lonely = await make.publisher({ networkId: network.id, name: 'Lonely Publisher' });
    await make.partner({ networkId: network.id, displayName: 'Unset Partner' });
    const ids = `ids=${good.id},${planted.id},${lonely.id}`;
    const publisherIds = async (filter: string) =>
      ((await admin.get(`${PUBLISHERS_API.publishers}?${ids}&${filter}`)).json().content as { id: number }[])
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const partnerNames = async (filter: string) =>
      (
        (await admin.get(`${DEMAND_API.partners}?size=200&${filter}`)).json().content as {
          displayName: string;
        }[]
      )
        .map((row) => row.displayName)
        .filter((name) => name === 'Partner Exchange' || name === 'Unset Partner')
        .sort();
    // The crawls of the fixture marked both publishers and the partner; the kept counts follow.
    await expect.poll(() => publisherIds('supplyChain=MISMATCH'), { timeout: 30_000 }).toEqual([planted.id]);
    expect(await publisherIds('supplyChain=CONSISTENT')).toEqual([good.id, lonely.id].sort((a, b) => a - b));
    expect(await publisherIds('supplyChain=MISMATCH,CONSISTENT')).toHaveLength(3);
    // A partner whose sellers.json is not set has a mismatch without any connection.
    expect(await partnerNames('supplyChain=MISMATCH')).toEqual(['Partner Exchange', 'Unset Partner']);
    expect(await partnerNames('supplyChain=CONSISTENT')).toEqual([]);

    const counts = await admin.get(`${PUBLISHERS_API.counts}?supplyChain=MISMATCH&name=Planted Publisher`);
    expect(countsOf(counts.json())).toMatchObject({ ACTIVE: 1 });
    const none = await admin.get(`${PUBLISHERS_API.counts}?supplyChain=CONSISTENT&name=Planted Publisher`);
    expect(countsOf(none.json())).toMatchObject({ ACTIVE: 0 });
    const csv = await admin.get(
      `${listActionPaths(PUBLISHERS_API.publishers).exportCsv}?${ids}&supplyChain=MISMATCH`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Planted Publisher');
    expect(csv.body).not.toContain('Good Publisher');
    expect(csv.body).not.toContain('Lonely Publisher');

    const wrong = await admin.get(`${DEMAND_API.partners}?supplyChain=BROKEN`);
    expect(wrong.statusCode).toBe(400);
    const message = LIST_FILTER_MESSAGES.enumValue('Supply chain', SUPPLY_CHAIN_LIST_FILTER.options);
    expect(message).toBe('Supply chain must be one of With a mismatch, Without a mismatch');
    expect(wrong.json().messages).toEqual([expect.stringContaining(message)]);

    // Archiving the connection that carried the planted publisher leaves it no partner to mismatch with.
    const archived = await admin.post(listActionPaths(DEMAND_API.connections).bulk, {
      ids: [legacy.id],
      action: 'ARCHIVE',
      dryRun: false,
    });
    expect(archived.statusCode).toBe(200);
    await expect.poll(() => publisherIds('supplyChain=MISMATCH'), { timeout: 30_000 }).toEqual([]);
    expect(await partnerNames('supplyChain=CONSISTENT')).toEqual(['Partner Exchange']);
  });
});
