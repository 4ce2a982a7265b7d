import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { FORECAST_MESSAGES, type ForecastResult } from '@adcast/domain/forecast/forecast';
import { SUPPLY_PACKAGE_MESSAGES as M } from '@adcast/domain/marketplace/marketplace-messages';
import { SUPPLY_PACKAGE_API as API, MARKETPLACE_API } from '@adcast/domain/marketplace/paths';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../src/db/schema/demand';
import { supplyPackages } from '../src/db/schema/marketplace';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, rowCount, useDemoApp } from './support/demand';
import { adFact, dailyFacts, load } from './support/facts';

type Inventory = { networkId: number; publisherId: number; placementIds: number[] };

/** A package as the form sends it: a premium CTV package of the given placements. */
const packageBody = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  tier: 'PREMIUM',
  floorCpm: 18.5,
  currency: 'USD',
  selectionScope: 'SELECTED',
  platforms: ['CTV'],
  countries: ['us', 'CA'],
  genreIds: [17],
  ...fields,
});

/** An hour a few days back, inside every "last 30 days" whatever day the suite runs on. */
const daysAgo = (days: number) =>
  new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - days * 86_400_000).toISOString();

let dealIds = 0;

describe('supply marketplace: packages, publication, performance, deals and sharing', () => {
  const app = useDemoApp();
  let make: Builders;
  let mine: Inventory;
  let theirs: Inventory;
  const inventoryIn = async (networkId: number, count = 2): Promise<Inventory> => {
    const publisher = await make.publisher({ networkId });
    const made = await make.placements(count, { publisher });
    return { networkId, publisherId: publisher.id, placementIds: made.map((row) => row.id) };
  };
  beforeAll(async () => {
    make = builders(app.t);
    mine = await inventoryIn((await make.network()).id);
    theirs = await inventoryIn((await make.network()).id);
  });

  it('creates a package of chosen placements in a network, with its changelog entry', async () => {
    const created = await app.admin.post(
      API.packages,
      packageBody('Live sports premium', { networkId: mine.networkId, placementIds: mine.placementIds }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Live sports premium',
      network: { id: mine.networkId },
      publicationStatus: 'DRAFT',
      tier: 'PREMIUM',
      floorCpm: 18.5,
      countries: ['US', 'CA'],
      genreIds: [17],
      placements: mine.placementIds.map((id) => ({ id })),
      version: 1,
    });
    expect((await changesOf(app.t, 'SUPPLY_PACKAGE', created.json().id))[0]).toMatchObject({
      action: 'CREATE',
    });
  });

  it('refuses a package without inventory or with another network’s placements, and writes nothing', async () => {
    const before = await rowCount(app.t, supplyPackages);
    const empty = await app.admin.post(API.packages, packageBody('Empty', { placementIds: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([`placementIds: ${M.selectedNeedsInventory}`]);
    const foreign = await app.admin.post(
      API.packages,
      packageBody('Mixed', {
        networkId: mine.networkId,
        placementIds: [mine.placementIds[0], theirs.placementIds[0]],
      }),
    );
    expect(foreign.json().messages).toEqual([M.outsideNetwork([theirs.placementIds[0]!])]);
    const all = await app.admin.post(
      API.packages,
      packageBody('All', { selectionScope: 'ALL', placementIds: [1] }),
    );
    expect(all.json().messages).toEqual([`placementIds: ${M.allTakesNoPlacements}`]);
    expect(await rowCount(app.t, supplyPackages)).toBe(before);
  });

  it('browses packages by platform, geo, genre, tier and price', async () => {
    const base = { networkId: mine.networkId, placementIds: [mine.placementIds[0]] };
    await app.admin.post(
      API.packages,
      packageBody('Browse news web', {
        ...base,
        platforms: ['WEB'],
        countries: ['FR'],
        genreIds: [25],
        tier: 'STANDARD',
        floorCpm: 3,
      }),
    );
    await app.admin.post(API.packages, packageBody('Browse sports ctv', { ...base, floorCpm: 22 }));
    const names = async (query: string) =>
      (await app.admin.get(`${API.packages}?name=browse&${query}`))
        .json()
        .content.map((row: { name: string }) => row.name);
    expect(await names('platforms=CTV')).toEqual(['Browse sports ctv']);
    expect(await names('countries=FR')).toEqual(['Browse news web']);
    expect(await names('genreIds=17,25')).toEqual(['Browse news web', 'Browse sports ctv']);
    expect(await names('tiers=STANDARD')).toEqual(['Browse news web']);
    expect(await names('floorMin=10&floorMax=25')).toEqual(['Browse sports ctv']);
  });

  it('moves the publication status only by its legal steps, and not without active inventory', async () => {
    const pkg = await make.supplyPackage({ networkId: mine.networkId, placementIds: mine.placementIds });
    const move = (to: string, version: number) => app.admin.post(API.publication(pkg.id), { to, version });
    const skip = await move('PUBLISHED', 1);
    expect(skip.statusCode).toBe(422);
    expect(skip.json().messages).toEqual([M.illegalTransition('DRAFT', 'PUBLISHED')]);
    expect(skip.json().messages).toEqual(['A draft package cannot move to published']);
    let version = 1;
    for (const to of ['READY', 'PUBLISHING', 'PUBLISHED', 'DRAFT']) {
      const moved = await move(to, version);
      expect(moved.json()).toMatchObject({ publicationStatus: to });
      version = moved.json().version;
    }
    const empty = await make.supplyPackage({ selectionScope: 'NEW', networkId: (await make.network()).id });
    const ready = await app.admin.post(API.publication(empty.id), { to: 'READY', version: 1 });
    expect(ready.statusCode).toBe(422);
    expect(ready.json().messages).toEqual([M.noInventory]);
  });

  it('a NEW package takes the network’s placements made after it; an ALL package every one', async () => {
    const network = await make.network();
    const early = await inventoryIn(network.id, 1);
    const created = (
      await app.admin.post(
        API.packages,
        packageBody('Grows', { networkId: network.id, selectionScope: 'NEW', placementIds: [] }),
      )
    ).json();
    const later = await inventoryIn(network.id, 1);
    const allOf = await make.supplyPackage({ networkId: network.id, selectionScope: 'ALL' });
    await importFacts(
      'grows',
      [...early.placementIds, ...later.placementIds].map((id, index) => ({
        publisherId: index === 0 ? early.publisherId : later.publisherId,
        placementId: id,
        requests: 100,
      })),
    );
    expect((await app.admin.get(API.performance(created.id))).json().adRequests).toBe(100);
    expect((await app.admin.get(API.performance(allOf.id))).json().adRequests).toBe(200);
  });

  async function importFacts(
    batchId: string,
    rows: {
      publisherId: number;
      placementId: number;
      requests: number;
      impressions?: number;
      revenue?: number;
    }[],
  ) {
    const body = rows
      .map((row) =>
        JSON.stringify(
          adFact({
            hour: daysAgo(3),
            network_id: 0,
            publisher_id: row.publisherId,
            placement_id: row.placementId,
            ad_requests: row.requests,
            filled_impressions: row.impressions ?? 0,
            ad_impressions: row.impressions ?? 0,
            revenue: row.revenue ?? 0,
          }),
        ),
      )
      .join('\n');
    const imported = await app.admin.send({
      method: 'POST',
      url: `${REPORT_API.importFacts}?batchId=${batchId}&kind=ad`,
      payload: body,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(imported.statusCode).toBe(200);
  }

  it('shows the last 30 days of its inventory from the report facts: requests, impressions, fill, eCPM', async () => {
    const inventory = await inventoryIn(mine.networkId, 2);
    const pkg = await make.supplyPackage({
      networkId: mine.networkId,
      placementIds: [inventory.placementIds[0]!],
    });
    const quiet = await make.supplyPackage({
      networkId: mine.networkId,
      placementIds: [inventory.placementIds[1]!],
    });
    await importFacts('performance', [
      {
        publisherId: inventory.publisherId,
        placementId: inventory.placementIds[0]!,
        requests: 1000,
        impressions: 250,
        revenue: 5,
      },
      {
        publisherId: theirs.publisherId,
        placementId: theirs.placementIds[0]!,
        requests: 9000,
        impressions: 9000,
        revenue: 90,
      },
    ]);
    const performance = (await app.admin.get(API.performance(pkg.id))).json();
    expect(performance).toMatchObject({ adRequests: 1000, adImpressions: 250, fillRate: 0.25, eCpm: 20 });
    expect((await app.admin.get(API.performance(quiet.id))).json()).toMatchObject({
      adRequests: null,
      fillRate: null,
      eCpm: null,
    });
  });

  it("forecasts the package's own inventory over the next 30 days, in its network's facts only", async () => {
    const inventory = await inventoryIn(mine.networkId, 2);
    const today = toWireDate(new Date());
    const fields = (placementId: number, country: string) => ({
      network_id: mine.networkId,
      publisher_id: inventory.publisherId,
      placement_id: placementId,
      country,
    });
    await load(app.t.app.deps.facts, [
      ...dailyFacts(
        addDays(today, -42),
        42,
        { level: 4000, fill: 0.25 },
        fields(inventory.placementIds[0]!, 'US'),
      ),
      ...dailyFacts(addDays(today, -42), 42, { level: 700 }, fields(inventory.placementIds[1]!, 'US')),
      ...dailyFacts(addDays(today, -42), 42, { level: 9000 }, fields(inventory.placementIds[0]!, 'FR')),
    ]);
    const pkg = await make.supplyPackage({
      networkId: mine.networkId,
      placementIds: [inventory.placementIds[0]!],
      countries: ['US'],
      genreIds: [17],
    });
    const response = await app.admin.get(API.forecast(pkg.id));
    expect(response.statusCode).toBe(200);
    const result: ForecastResult = response.json();
    expect(result.startDate).toBe(today);
    expect(result.endDate).toBe(addDays(today, 29));
    expect(result.days).toHaveLength(30);
    for (const day of result.days) {
      expect(day.requests.value).toBeCloseTo(4000, -1);
      expect(day.impressions.value).toBeCloseTo(1000, -1);
    }
    expect(result.notes).toContain(M.genresNotRead);

    const week = (await app.admin.get(`${API.forecast(pkg.id)}?endDate=${addDays(today, 6)}`)).json();
    expect(week.days).toHaveLength(7);
    const backwards = await app.admin.get(`${API.forecast(pkg.id)}?endDate=${addDays(today, -3)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messages).toEqual([`endDate: ${FORECAST_MESSAGES.flightOrder}`]);

    const empty = await make.supplyPackage({ networkId: mine.networkId, placementIds: [] });
    const refused = await app.admin.get(API.forecast(empty.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([M.forecastNeedsInventory]);

    const outsider = await make.user({ roles: ['ADMIN'], networkId: theirs.networkId }, 'ADMIN');
    expect((await outsider.client.get(API.forecast(pkg.id))).statusCode).toBe(404);
  });

  it('makes a deal from a package at its floor on its active inventory, through the Deals area', async () => {
    const pkg = (
      await app.admin.post(
        API.packages,
        packageBody('Deal source', { networkId: mine.networkId, placementIds: mine.placementIds }),
      )
    ).json();
    const dealBody = {
      name: 'Sports PMP for Acme',
      dealId: `pkg-${Date.now().toString(36)}-${++dealIds}`,
      dealType: 'PRIVATE_AUCTION',
      auctionType: 'FIRST_PRICE',
      buyerSeats: ['seat-7'],
    };
    const made = await app.admin.post(API.deal(pkg.id), dealBody);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Sports PMP for Acme',
      floorCpm: 18.5,
      currency: 'USD',
      network: { id: mine.networkId },
      placements: mine.placementIds.map((id) => ({ id })),
    });
    expect((await changesOf(app.t, 'DEAL', made.json().id))[0]).toMatchObject({ action: 'CREATE' });
    const before = await rowCount(app.t, deals);
    const wrong = await app.admin.post(API.deal(pkg.id), {
      ...dealBody,
      dealId: 'x y',
      auctionType: 'BID_FLOOR_PRICE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages.length).toBeGreaterThan(0);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    const refused = await revOps.client.post(API.deal(pkg.id), {
      ...dealBody,
      dealId: `${dealBody.dealId}-b`,
    });
    expect(refused.statusCode).toBe(403);
    expect(await rowCount(app.t, deals, eq(deals.name, dealBody.name))).toBe(1);
    expect(await rowCount(app.t, deals)).toBe(before);
  });

  it('shares a published package with chosen networks, which see it on their marketplace', async () => {
    const pkg = await make.supplyPackage({
      networkId: mine.networkId,
      placementIds: mine.placementIds,
      publicationStatus: 'READY',
    });
    const early = await app.admin.put(API.shares(pkg.id), { networkIds: [theirs.networkId], version: 1 });
    expect(early.statusCode).toBe(422);
    expect(early.json().messages).toEqual([M.shareNotPublished]);
    await app.t.db
      .update(supplyPackages)
      .set({ publicationStatus: 'PUBLISHED' })
      .where(eq(supplyPackages.id, pkg.id));
    const self = await app.admin.put(API.shares(pkg.id), { networkIds: [mine.networkId], version: 1 });
    expect(self.json().messages).toEqual([M.shareOwnNetwork]);
    const shared = await app.admin.put(API.shares(pkg.id), { networkIds: [theirs.networkId], version: 1 });
    expect(shared.json().sharedWith).toEqual([expect.objectContaining({ id: theirs.networkId })]);

    const offered = (await app.admin.get(`${MARKETPLACE_API.exchange}?networkId=${mine.networkId}`)).json();
    expect(offered.offers.map((offer: { id: number }) => offer.id)).toContain(pkg.id);
    const buyer = await make.user({ roles: ['ADMIN'], networkId: theirs.networkId }, 'ADMIN');
    const taken = (await buyer.client.get(MARKETPLACE_API.exchange)).json();
    expect(taken.takes).toEqual([
      expect.objectContaining({ id: pkg.id, network: expect.objectContaining({ id: mine.networkId }) }),
    ]);
    expect(taken.takes[0]).not.toHaveProperty('placements');
    // The package itself stays its own network's record.
    expect((await buyer.client.get(API.supplyPackage(pkg.id))).statusCode).toBe(404);
    expect(
      (await buyer.client.get(`${MARKETPLACE_API.exchange}?networkId=${mine.networkId}`)).statusCode,
    ).toBe(404);
    expect((await app.admin.get(MARKETPLACE_API.exchange)).statusCode).toBe(400);
  });

  it('a network user works only in its network; read-only admins read all and change nothing', async () => {
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: mine.networkId }, 'ADMIN');
    const own = await networkUser.client.post(
      API.packages,
      packageBody('Own network package', { placementIds: [mine.placementIds[0]] }),
    );
    expect(own.json().network).toMatchObject({ id: mine.networkId });
    const other = await networkUser.client.post(
      API.packages,
      packageBody('Elsewhere', { networkId: theirs.networkId, placementIds: theirs.placementIds }),
    );
    expect(other.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const foreign = await make.supplyPackage({
      networkId: theirs.networkId,
      placementIds: theirs.placementIds,
    });
    expect((await networkUser.client.get(API.supplyPackage(foreign.id))).statusCode).toBe(404);
    expect((await networkUser.client.get(API.performance(foreign.id))).statusCode).toBe(404);
    const listed = (await networkUser.client.get(`${API.packages}?${ALL_STATUSES}&size=100`)).json();
    expect(
      listed.content.every((row: { network: { id: number } }) => row.network.id === mine.networkId),
    ).toBe(true);

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(API.supplyPackage(foreign.id))).statusCode).toBe(200);
    for (const write of [
      readonly.client.post(API.packages, packageBody('Read only', { placementIds: [mine.placementIds[0]] })),
      readonly.client.post(API.publication(foreign.id), { to: 'READY', version: 1 }),
      readonly.client.put(API.shares(foreign.id), { networkIds: [], version: 1 }),
    ]) {
      const refused = await write;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messages).toEqual([PERMISSION_MISSING]);
    }
  });

  it('sales representatives, campaign managers and rev ops sell packages; designers see none', async () => {
    for (const role of ['SALES_REPRESENTATIVE', 'CAMPAIGN_MANAGER', 'REV_OPS'] as const) {
      const seller = await make.user({ roles: [role] }, role);
      const made = await seller.client.post(
        API.packages,
        packageBody(`${role} package`, { placementIds: [mine.placementIds[0]] }),
      );
      expect(made.statusCode).toBe(201);
    }
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(API.packages)).statusCode).toBe(403);
  });
});
