import { ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, domains } from '../src/db/schema/inventory';
import { channels } from '../src/db/schema/media';
import { DuckDbFactStore } from '../src/reports/duckdb-store';
import type { FactStore } from '../src/reports/fact-store';
import { runReport } from '../src/reports/run-report';
import { simulateUpTo } from '../src/reports/simulator';
import { loadWorld, type World } from '../src/reports/simulator-world';
import { createTestApp, type TestApp } from './support/test-app';

// A fixed clock: 2026-11-23 13:30 UTC, so today's finished hours are 00:00 to 12:00.
const NOW = Date.parse('2026-11-23T13:30:00Z');
const ANCHOR = Date.parse('2026-11-23T00:00:00Z');
const EVERYTHING = { kind: 'everything' } as const;

describe('traffic simulator', () => {
  let t: TestApp;
  let store: FactStore;
  let world: World;
  const report = (input: object) =>
    runReport(
      store,
      ReportQuerySchema.parse({ dateFrom: '2026-11-20', dateTo: '2026-11-23', ...input }),
      EVERYTHING,
    );

  beforeAll(async () => {
    t = await createTestApp();
    store = await DuckDbFactStore.open(':memory:');
    world = await loadWorld(t.db);
    await simulateUpTo(store, world, { now: NOW, anchor: ANCHOR, days: 3 }, new Set());
  });
  afterAll(async () => {
    await store.close();
    await t.close();
  });

  it('fills whole past days and today up to the last finished hour', async () => {
    const days = await report({ dimensions: ['day'], metrics: ['adRequests'] });
    expect(days.content.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    const today = await report({ dimensions: ['hour'], metrics: ['adRequests'], dateFrom: '2026-11-23' });
    expect(today.content.at(-1)?.hour).toBe('2026-11-23 12:00');
    expect(today.totalElements).toBe(13);
  });

  it('has life: every partner earns, evenings (US) beat early mornings, fill stays plausible', async () => {
    const byPartner = await report({ dimensions: ['demandPartner'], metrics: ['revenue', 'fillRate'] });
    expect(byPartner.totalElements).toBeGreaterThan(1);
    // Direct line items' rows carry no partner (0): what they sell is all filled.
    for (const row of byPartner.content.filter((one) => one.demandPartner !== 0)) {
      expect(row.revenue).toBeGreaterThan(0);
      expect(row.fillRate).toBeGreaterThan(0.05);
      expect(row.fillRate).toBeLessThan(0.8);
    }
    const hours = await report({
      dimensions: ['hour'],
      metrics: ['adRequests'],
      dateFrom: '2026-11-22',
      dateTo: '2026-11-22',
    });
    const at = (h: string) => Number(hours.content.find((r) => r.hour === `2026-11-22 ${h}:00`)?.adRequests);
    expect(at('02')).toBeGreaterThan(at('14') * 2);
  });

  it("delivers each running line item on its network's placements at its CPM, near an even pace of its goal", async () => {
    const running = world.lineItems.filter(
      (item) => item.startMs <= Date.parse('2026-11-20') && Date.parse('2026-11-23') < item.endMs,
    );
    expect(running.length).toBeGreaterThan(0);
    const byLineItem = await report({
      dimensions: ['lineItemId'],
      metrics: ['adImpressions', 'revenue'],
      dateTo: '2026-11-22',
    });
    for (const item of running.filter((one) => world.placements.some((p) => p.networkId === one.networkId))) {
      const row = byLineItem.content.find((one) => one.lineItemId === item.id);
      const impressions = Number(row?.adImpressions);
      expect(impressions / 3).toBeGreaterThan(item.dailyImpressions * 0.5);
      expect(impressions / 3).toBeLessThan(item.dailyImpressions * 1.5);
      // Each row's revenue is rounded to the cent: the sum stays within a percent of the price.
      const priced = (impressions * item.cpm) / 1000;
      expect(Math.abs(Number(row?.revenue) - priced) / priced).toBeLessThan(0.01);
    }
  });

  it("sells part of a partner's traffic through the deal its connection carries", async () => {
    const withDeals = world.partners.filter((partner) => partner.dealId !== 0);
    expect(withDeals.length).toBeGreaterThan(0);
    const byDeal = await report({ dimensions: ['dealId'], metrics: ['adImpressions', 'revenue'] });
    const sold = byDeal.content.filter((row) => row.dealId !== 0);
    expect(sold.map((row) => row.dealId).sort()).toEqual(withDeals.map((partner) => partner.dealId).sort());
    for (const row of sold) expect(Number(row.revenue)).toBeGreaterThan(0);
  });

  it("names each app request's app (bundle, store id, name) and each web request's domain, as the records have them", async () => {
    const byApp = await report({
      dimensions: ['appId', 'appBundleId', 'appStoreId', 'applicationName', 'applicationId'],
      metrics: ['adImpressions'],
    });
    const records = new Map((await t.db.select().from(apps)).map((app) => [app.id, app]));
    const sold = byApp.content.filter((row) => row.appId !== 0);
    // The demo's app and CTV placements belong to four publishers, each selling its app of that platform.
    expect(sold.length).toBeGreaterThan(1);
    for (const row of sold) {
      const record = records.get(Number(row.appId));
      expect(row).toMatchObject({
        appBundleId: record?.bundleId,
        appStoreId: record?.storeId,
        applicationName: record?.name,
        applicationId: String(record?.id),
      });
    }
    const byPlatform = await report({ dimensions: ['platform', 'domain'], metrics: ['adImpressions'] });
    const hosts = (await t.db.select().from(domains)).map((domain) => domain.url.replace('http://', ''));
    for (const row of byPlatform.content)
      if (row.platform === 'WEB') expect(hosts).toContain(row.domain);
      else expect(row.domain).toBe('');
  });

  it("airs each channel's own programmes, counts keyword matches and applies its bundle's terms, a child's over its parent's", async () => {
    const channelRows = await t.db.select({ id: channels.id, title: channels.title }).from(channels);
    const channelId = (title: string) => channelRows.find((row) => row.title === title)?.id;
    const byChannel = await report({
      dimensions: ['epgChannel', 'epgGenre'],
      metrics: ['adImpressions', 'epgKeywordRate', 'bundleRevenueShare', 'bundleCpm'],
      // The partners' sales: a line item's own IO terms would come first.
      filters: [{ dimension: 'marketplace', values: ['OPEN_AUCTION', 'PMP'] }],
    });
    const of = (title: string) => byChannel.content.filter((row) => row.epgChannel === channelId(title));
    expect(of('Cascade Sports Network').map((row) => row.epgGenre)).toEqual(['Sports']);
    expect(of('Driftwood Kids').map((row) => row.epgGenre)).toEqual(['Kids']);
    // Northwind's "Live sports" package holds the Sports genre; CTVBuyer's holds News.
    expect(of('Cascade Sports Network')[0]?.epgKeywordRate).toBe(1);
    expect(of('Evergreen News 24')[0]?.epgKeywordRate).toBe(1);
    // CTVBuyer Movies sets its own CPM (18) and inherits CTVBuyer Premium's revenue share (30 %).
    const movies = of('Foxglove Cinema');
    expect(movies.length).toBeGreaterThan(0);
    for (const row of movies) {
      expect(row.bundleCpm).toBeCloseTo(18, 6);
      expect(row.bundleRevenueShare).toBeCloseTo(0.3, 4);
    }
    // Adcast Kids sets its share (20 %) and inherits Adcast Entertainment's CPM (8).
    expect(of('Driftwood Kids')[0]).toMatchObject({ bundleCpm: expect.closeTo(8, 6) });
    expect(of('Driftwood Kids')[0]?.bundleRevenueShare).toBeCloseTo(0.2, 4);
  });

  it('resumes without importing anything twice', async () => {
    const before = (await report({ metrics: ['adRequests'] })).totals.adRequests;
    const known = new Set(
      (await store.select('SELECT batch_id FROM fact_imports')).map((r) => String(r.batch_id)),
    );
    await simulateUpTo(store, world, { now: NOW + 3_600_000, anchor: ANCHOR, days: 3 }, known);
    const after = await report({ dimensions: ['hour'], metrics: ['adRequests'], dateFrom: '2026-11-23' });
    expect(after.totalElements).toBe(14);
    const older = (await report({ metrics: ['adRequests'], dateTo: '2026-11-22' })).totals.adRequests;
    expect(older).toBeLessThan(Number(before));
    const again = (await report({ metrics: ['adRequests'], dateTo: '2026-11-22' })).totals.adRequests;
    expect(again).toBe(older);
  });
});
