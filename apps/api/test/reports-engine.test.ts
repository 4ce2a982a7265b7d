import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactStore } from '../src/reports/fact-store';
import { prepareFactTables } from '../src/reports/prepare-tables';
import { runReport } from '../src/reports/run-report';
import type { FactScope } from '../src/reports/scope';
import { adFact, FACT_ENGINES, load, NAMES_NO_DEMAND } from './support/facts';

const EVERYTHING: FactScope = { kind: 'everything' };
const report = (store: FactStore, input: ReportQueryInput, scope: FactScope = EVERYTHING) =>
  runReport(store, ReportQuerySchema.parse(input), scope);

describe.each(FACT_ENGINES)('reports on $name', ({ open }) => {
  let store: FactStore;
  beforeAll(async () => {
    store = await open();
    await load(store, [
      adFact({
        hour: '2026-11-01T10:00:00Z',
        demand_partner_id: 7,
        ad_requests: 10,
        ad_impressions: 1,
        revenue: 0.01,
      }),
      adFact({
        hour: '2026-11-01T11:00:00Z',
        demand_partner_id: 7,
        ad_requests: 100,
        ad_impressions: 99,
        revenue: 0.99,
      }),
      adFact({
        hour: '2026-11-02T10:00:00Z',
        demand_partner_id: 8,
        ad_requests: 50,
        ad_impressions: 25,
        revenue: 1,
      }),
      adFact({
        hour: '2026-11-02T10:00:00Z',
        demand_partner_id: 8,
        publisher_id: 11,
        network_id: 2,
        ad_requests: 1000,
        ad_impressions: 0,
        revenue: 0,
      }),
      // The previous period for compare.
      adFact({
        hour: '2026-10-31T10:00:00Z',
        demand_partner_id: 7,
        ad_requests: 20,
        ad_impressions: 10,
        revenue: 0.5,
      }),
    ]);
  });
  afterAll(() => store.close());

  it('fill rate is a ratio of sums per partner, not an average of ratios', async () => {
    const result = await report(store, {
      dimensions: ['demandPartner'],
      metrics: ['adImpressions', 'adRequests', 'fillRate', 'rpm'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
      sortProperty: 'demandPartner',
      sortDirection: 'asc',
    });
    expect(result.totalElements).toBe(2);
    const [seven, eight] = result.content;
    expect(seven).toMatchObject({ demandPartner: 7, adImpressions: 100, adRequests: 110 });
    expect(seven?.fillRate).toBeCloseTo(100 / 110);
    expect(seven?.rpm).toBeCloseTo(10);
    expect(eight?.fillRate).toBeCloseTo(25 / 1050);
    expect(result.totals.adImpressions).toBe(125);
    expect(result.totals.fillRate).toBeCloseTo(125 / 1160);
  });

  it('a ratio over nothing has no value', async () => {
    const result = await report(store, {
      dimensions: ['publisherId'],
      metrics: ['rpm', 'fillRate'],
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
      filters: [{ dimension: 'publisherId', values: [11] }],
    });
    expect(result.content).toEqual([{ publisherId: 11, rpm: null, fillRate: 0 }]);
  });

  it('buckets by day in the chosen time zone', async () => {
    const utc = await report(store, {
      dimensions: ['day'],
      metrics: ['adImpressions'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
    });
    expect(utc.content).toEqual([
      { day: '2026-11-01', adImpressions: 100 },
      { day: '2026-11-02', adImpressions: 25 },
    ]);
    // 10:00 and 11:00 UTC are 19:00 and 20:00 in Tokyo, still the same days there.
    const tokyo = await report(store, {
      dimensions: ['hour'],
      metrics: ['adImpressions'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
      timeZone: 'Asia/Tokyo',
    });
    expect(tokyo.content).toEqual([
      { hour: '2026-11-01 19:00', adImpressions: 1 },
      { hour: '2026-11-01 20:00', adImpressions: 99 },
    ]);
  });

  it('compares with the previous period, per row and in totals', async () => {
    const result = await report(store, {
      dimensions: ['demandPartner'],
      metrics: ['adImpressions'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
      compare: { compareType: 'PREVIOUS', dateFrom: '2026-10-31', dateTo: '2026-10-31' },
    });
    expect(result.content).toEqual([{ demandPartner: 7, adImpressions: 100, adImpressionsPrevious: 10 }]);
    expect(result.compareTotals).toEqual({ adImpressions: 10 });
  });

  it('compares with a custom range that is not the previous period (compareType CUSTOM)', async () => {
    const result = await report(store, {
      dimensions: [],
      metrics: ['adImpressions'],
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
      compare: { compareType: 'CUSTOM', dateFrom: '2026-10-31', dateTo: '2026-10-31' },
    });
    expect(result.totals).toEqual({ adImpressions: 25 });
    expect(result.compareTotals).toEqual({ adImpressions: 10 });
  });

  it('a scoped user gets only its own rows, whatever it filters for', async () => {
    const forged = await report(
      store,
      {
        dimensions: ['publisherId'],
        metrics: ['adRequests'],
        dateFrom: '2026-11-01',
        dateTo: '2026-11-02',
        filters: [{ dimension: 'publisherId', values: [11] }],
      },
      { kind: 'publishers', publisherIds: [10], demand: NAMES_NO_DEMAND },
    );
    expect(forged.content).toEqual([]);
    expect(forged.totals.adRequests).toBe(0);
    const network = await report(
      store,
      { dimensions: ['networkId'], metrics: ['adRequests'], dateFrom: '2026-11-01', dateTo: '2026-11-02' },
      { kind: 'network', networkId: 2, demand: NAMES_NO_DEMAND },
    );
    expect(network.content).toEqual([{ networkId: 2, adRequests: 1000 }]);
  });

  // Abidjan keeps UTC all year but is not named UTC, so its report reads the hourly facts.
  it('whole months read the monthly rollup and give the numbers of the hourly facts', async () => {
    const months = { dimensions: ['month'], metrics: ['adRequests', 'fillRate', 'revenue'] };
    const fromRollup = await report(store, { ...months, dateFrom: '2026-10-01', dateTo: '2026-11-30' });
    const fromHours = await report(store, {
      ...months,
      dateFrom: '2026-10-01',
      dateTo: '2026-11-30',
      timeZone: 'Africa/Abidjan',
    });
    expect(fromRollup.content).toEqual(fromHours.content);
    expect(fromRollup.content.map((row) => [row.month, row.adRequests])).toEqual([
      ['2026-10', 20],
      ['2026-11', 1160],
    ]);
  });

  it('a store made before the monthly rollup fills it from the hourly facts when opened', async () => {
    await store.execute('DELETE FROM ad_facts_monthly WHERE 1 = 1');
    await prepareFactTables(store);
    const months = await report(store, {
      dimensions: ['month'],
      metrics: ['adRequests'],
      dateFrom: '2026-10-01',
      dateTo: '2026-11-30',
    });
    expect(months.content).toEqual([
      { month: '2026-10', adRequests: 20 },
      { month: '2026-11', adRequests: 1160 },
    ]);
  });

  it('pages and sorts, counting every row', async () => {
    const result = await report(store, {
      dimensions: ['hour'],
      metrics: ['adRequests'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
      sortProperty: 'adRequests',
      sortDirection: 'desc',
      size: 1,
      page: 1,
    });
    expect(result.totalElements).toBe(3);
    expect(result.content).toEqual([{ hour: '2026-11-01 11:00', adRequests: 100 }]);
  });

  it('a report whose first page holds every row it can have counts the rows it answers', async () => {
    const hours = await report(store, {
      dimensions: ['hour'],
      metrics: ['adRequests'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-02',
      size: 50,
    });
    expect(hours.totalElements).toBe(3);
    expect(hours.content).toHaveLength(3);
    const empty = await report(store, {
      dimensions: ['hour'],
      metrics: ['adRequests'],
      dateFrom: '2026-01-01',
      dateTo: '2026-01-01',
    });
    expect(empty).toMatchObject({ totalElements: 0, content: [] });
  });
});
