import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { adFact, load } from './support/facts';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const kpi = (
  body: { kpis: { metric: string; value: number | null; previous: number | null }[] },
  metric: string,
) => body.kpis.find((k) => k.metric === metric);

describe('dashboards', () => {
  let t: TestApp;
  let publisher: { id: number; networkId: number };
  let otherPublisher: number;
  let owner: number;
  let ownVideo: number;
  const range = '?dateFrom=2026-11-10&dateTo=2026-11-11';
  const twoDaysAgo = `${addDays(toWireDate(new Date()), -2)}T10:00:00Z`;

  beforeAll(async () => {
    t = await createTestApp();
    const me = (await (await t.as(DEMO.publisher)).get('/api/users/me')).json();
    const network = (await (await t.as(DEMO.network)).get('/api/users/me')).json();
    owner = (await (await t.as(DEMO.owner)).get('/api/users/me')).json().contentOwnerIds[0];
    publisher = { id: me.publisherIds[0], networkId: network.network.id };
    otherPublisher = publisher.id + 1000;
    ownVideo = (await builders(t).video({ title: 'Harbour Lights', owner: { id: owner, networkId: null } }))
      .id;
    const facts = t.app.deps.facts;
    await load(facts, [
      // The range and the two days before it (the previous period).
      adFact({
        hour: '2026-11-10T10:00:00Z',
        publisher_id: publisher.id,
        network_id: 0,
        revenue: 30,
        ad_impressions: 1000,
      }),
      adFact({
        hour: '2026-11-11T10:00:00Z',
        publisher_id: otherPublisher,
        network_id: publisher.networkId,
        revenue: 70,
        ad_impressions: 3000,
        demand_partner_id: 9000,
      }),
      adFact({
        hour: '2026-11-08T10:00:00Z',
        publisher_id: publisher.id,
        network_id: 0,
        revenue: 50,
        ad_impressions: 2000,
      }),
      adFact({
        hour: twoDaysAgo,
        publisher_id: publisher.id,
        network_id: 0,
        revenue: 5,
        ad_impressions: 100,
      }),
    ]);
    await load(
      facts,
      [
        {
          hour: '2026-11-10T10:00:00Z',
          video_id: ownVideo,
          content_owner_id: owner,
          country: 'US',
          platform: 'CTV',
          plays: 10,
          watch_seconds: 600,
        },
        {
          hour: '2026-11-10T11:00:00Z',
          video_id: 42,
          content_owner_id: owner + 1000,
          country: 'CA',
          platform: 'WEB',
          plays: 99,
          watch_seconds: 60,
        },
      ],
      'view',
    );
  });
  afterAll(() => t.close());

  it('main dashboard: KPI tiles against the previous period, series, top partners and publishers', async () => {
    const body = (await (await t.as(DEMO.admin)).get(`/api/dashboard/report${range}`)).json();
    expect(kpi(body, 'revenue')).toMatchObject({ value: 100, previous: 50 });
    expect(kpi(body, 'adImpressions')).toMatchObject({ value: 4000, previous: 2000 });
    expect(kpi(body, 'rpm')?.value).toBeCloseTo(25);
    expect(body.kpis.map((k: { metric: string }) => k.metric)).toEqual([
      'revenue',
      'adImpressions',
      'fillRate',
      'rpm',
      'profit',
      'marginPct',
    ]);
    expect(body.series.map((p: { day: string }) => p.day)).toEqual(['2026-11-10', '2026-11-11']);
    expect(body.topPublishers.map((p: { name: string; revenue: number }) => p.revenue)).toEqual([70, 30]);
    expect(body.topDemandPartners[0]).toMatchObject({ name: '#9000', revenue: 70 });
  });

  it('is for admin, sales and read-only admin; a network user sees only its network', async () => {
    for (const email of [DEMO.sales, DEMO.readonly]) {
      expect((await (await t.as(email)).get(`/api/dashboard/report${range}`)).statusCode, email).toBe(200);
    }
    for (const email of [DEMO.campaigns, DEMO.revops, DEMO.publisher, DEMO.owner]) {
      expect((await (await t.as(email)).get(`/api/dashboard/report${range}`)).statusCode, email).toBe(403);
    }
    const network = (await (await t.as(DEMO.network)).get(`/api/dashboard/report${range}`)).json();
    expect(kpi(network, 'revenue')).toMatchObject({ value: 70, previous: 0 });
  });

  it('overview presets and the live view read relative to today', async () => {
    const week = (await (await t.as(DEMO.admin)).get('/api/dashboard/overview-presets/LAST_7_DAYS/0')).json();
    expect(kpi(week, 'revenue')?.value).toBe(5);
    const mine = (
      await (await t.as(DEMO.publisher)).get(`/api/dashboard/overview-presets/LAST_7_DAYS/${publisher.id}`)
    ).json();
    expect(kpi(mine, 'revenue')?.value).toBe(5);
    const live = await (await t.as(DEMO.admin)).get('/api/dashboard/live');
    expect(live.statusCode).toBe(200);
    expect(live.json().hours.length).toBeLessThanOrEqual(24);
  });

  it('a publisher’s dashboard shows its own numbers; asking for another publisher gets none', async () => {
    const own = await t.as(DEMO.publisher);
    const tiles = (await own.get(`/api/pub-dash/dashboard${range}`)).json();
    expect(kpi(tiles, 'adImpressions')).toMatchObject({ value: 1000, previous: 2000 });
    const forged = (await own.get(`/api/pub-dash/dashboard${range}&publisherId=${otherPublisher}`)).json();
    expect(kpi(forged, 'adImpressions')?.value).toBe(0);
    const top5 = (await own.get(`/api/dashboard/report-publisher-top5-dp/${otherPublisher}${range}`)).json();
    expect(top5).toEqual([]);
    const admin = (
      await (await t.as(DEMO.admin)).get(`/api/dashboard/report-publisher-top5-dp/${otherPublisher}${range}`)
    ).json();
    expect(admin).toEqual([{ name: '#9000', revenue: 70, adImpressions: 3000 }]);
  });

  it('a content owner sees its own viewing only, by day, video (by title), location and platform', async () => {
    const co = await t.as(DEMO.owner);
    expect((await co.get(`/api/co-dash/total${range}`)).json()).toEqual({ plays: 10, watchSeconds: 600 });
    expect((await co.get(`/api/co-dash/total${range}&coId=${owner + 1000}`)).json()).toEqual({
      plays: 0,
      watchSeconds: 0,
    });
    expect((await co.get(`/api/co-dash/top-videos${range}`)).json().videos).toEqual([
      { key: ownVideo, name: 'Harbour Lights', plays: 10, watchSeconds: 600 },
    ]);
    expect((await co.get(`/api/co-dash/videos-by-location${range}`)).json().countries).toEqual([
      { key: 'US', plays: 10, watchSeconds: 600 },
    ]);
    expect((await co.get(`/api/co-dash/videos-by-day${range}`)).json().days).toEqual([
      { key: '2026-11-10', plays: 10, watchSeconds: 600 },
    ]);
  });

  it('refuses half a date range with a clear 400', async () => {
    const response = await (await t.as(DEMO.admin)).get('/api/dashboard/report?dateFrom=2026-11-10');
    expect(response.statusCode).toBe(400);
    expect(response.json().messages.join(' ')).toContain('Give both dateFrom and dateTo, or neither');
  });
});
