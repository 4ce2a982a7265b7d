import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactStore } from '../src/reports/fact-store';
import { runReport } from '../src/reports/run-report';
import { adFact, FACT_ENGINES, load } from './support/facts';

/** A day of traffic either side of the US spring DST change (2026-03-08), every hour. */
const FIXTURE = Array.from({ length: 72 }, (_, h) => {
  const hour = new Date(Date.parse('2026-03-07T00:00:00Z') + h * 3_600_000).toISOString();
  return adFact({
    hour,
    demand_partner_id: 1 + (h % 3),
    country: ['US', 'CA'][h % 2] as string,
    ad_requests: 100 + h,
    filled_impressions: 50 + (h % 7),
    ad_impressions: 40 + (h % 5),
    revenue: Math.round((0.37 * h + 1) * 100) / 100,
    pub_revenue: Math.round(0.2 * h * 100) / 100,
  });
});

const QUERIES: ReportQueryInput[] = [
  {
    dimensions: ['day', 'demandPartner'],
    metrics: ['revenue', 'fillRate', 'rpm', 'profit', 'marginPct'],
    dateFrom: '2026-03-07',
    dateTo: '2026-03-09',
  },
  {
    dimensions: ['hour'],
    metrics: ['adImpressions', 'renderRate'],
    dateFrom: '2026-03-08',
    dateTo: '2026-03-08',
    timeZone: 'America/New_York',
    size: 50,
  },
  {
    dimensions: ['country'],
    metrics: ['netRevenue', 'publisherRevenueShare'],
    dateFrom: '2026-03-08',
    dateTo: '2026-03-08',
    compare: { compareType: 'PREVIOUS', dateFrom: '2026-03-07', dateTo: '2026-03-07' },
  },
];

describe('the same report on DuckDB and on ClickHouse (chDB) gives the same numbers', () => {
  const stores: FactStore[] = [];
  beforeAll(async () => {
    for (const engine of FACT_ENGINES) {
      const store = await engine.open();
      await load(store, FIXTURE);
      stores.push(store);
    }
  });
  afterAll(() => Promise.all(stores.map((s) => s.close())));

  it.each(QUERIES.map((q, i) => [i, q] as const))('report %i', async (_i, input) => {
    const query = ReportQuerySchema.parse(input);
    const [duck, click] = await Promise.all(stores.map((s) => runReport(s, query, { kind: 'everything' })));
    expect(duck?.content.length).toBeGreaterThan(0);
    expect(click?.totalElements).toBe(duck?.totalElements);
    expect(click?.content.map((row) => Object.keys(row))).toEqual(
      duck?.content.map((row) => Object.keys(row)),
    );
    duck?.content.forEach((row, r) => {
      for (const [key, value] of Object.entries(row)) {
        const other = click?.content[r]?.[key];
        if (typeof value === 'number') expect(other, `${r}.${key}`).toBeCloseTo(value, 6);
        else expect(other, `${r}.${key}`).toBe(value);
      }
    });
    for (const [key, value] of Object.entries(duck?.totals ?? {})) {
      expect(click?.totals[key], key).toBeCloseTo(value ?? Number.NaN, 6);
    }
  });

  it('a New York day at the spring DST change has 23 hours', async () => {
    const query = ReportQuerySchema.parse(QUERIES[1]);
    for (const store of stores) {
      const result = await runReport(store, query, { kind: 'everything' });
      expect(result.totalElements).toBe(23);
      const hours = result.content.map((row) => String(row.hour).slice(11));
      expect(hours.slice(0, 3)).toEqual(['00:00', '01:00', '03:00']);
    }
  });
});
