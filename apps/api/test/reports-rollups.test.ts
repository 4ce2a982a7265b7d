import { OTHER_DEMAND_KEY } from '@adcast/domain/reports/demand-names';
import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAggregate } from '../src/reports/compiler';
import type { FactStore } from '../src/reports/fact-store';
import { prepareFactTables } from '../src/reports/prepare-tables';
import { runReport } from '../src/reports/run-report';
import type { FactScope } from '../src/reports/scope';
import { AD_ROLLUPS } from '../src/reports/tables';
import { type AdFactInput, adFact, FACT_ENGINES, load } from './support/facts';

const COUNTRIES = ['US', 'CA', 'GB', 'DE'];
const PLATFORMS = ['CTV', 'APP', 'WEB'];

/** Every fifth hour from 2026-09-20 to 2026-10-31, keys combining freely, two publishers in two networks. */
const FIXTURE: AdFactInput[] = Array.from({ length: 200 }, (_, i) => {
  const publisher = i % 2;
  return adFact({
    hour: new Date(Date.parse('2026-09-20T00:00:00Z') + i * 5 * 3_600_000).toISOString(),
    network_id: 1 + publisher,
    publisher_id: 10 + publisher,
    placement_id: 100 + (i % 5),
    demand_partner_id: 1 + (i % 3),
    country: COUNTRIES[i % 4] as string,
    platform: PLATFORMS[i % 3] as string,
    device_type: 1 + (i % 4),
    ad_requests: 100 + i,
    ad_impressions: 30 + (i % 11),
    revenue: Math.round((0.13 * i + 0.07) * 100) / 100,
  });
});

/** Which fact column or time bucket each dimension of these tests reads. */
const KEY_OF: Record<string, (fact: AdFactInput) => string | number> = {
  hour: (f) => `${f.hour.slice(0, 10)} ${f.hour.slice(11, 13)}:00`,
  day: (f) => f.hour.slice(0, 10),
  month: (f) => f.hour.slice(0, 7),
  demandPartner: (f) => f.demand_partner_id as number,
  country: (f) => f.country as string,
  platform: (f) => f.platform as string,
  deviceTypeId: (f) => f.device_type as number,
};

type CaseScope = { publisherIds: number[]; ownPartners: number[] };

/**
 * The report worked out by hand from the hourly rows: sums per key, fill rate as a ratio of sums;
 * in a publishers' scope, the partners it does not own summed as one (OTHER_DEMAND_KEY).
 */
function byHand(query: CaseQuery, scope: CaseScope | null) {
  const groups = new Map<
    string,
    { key: (string | number)[]; requests: number; impressions: number; revenue: number }
  >();
  for (const fact of FIXTURE) {
    const day = fact.hour.slice(0, 10);
    if (day < query.dateFrom || day > query.dateTo) continue;
    if (scope && !scope.publisherIds.includes(fact.publisher_id as number)) continue;
    const key = (query.dimensions ?? []).map((d) => {
      const value = (KEY_OF[d] as (f: AdFactInput) => string | number)(fact);
      const foreign = d === 'demandPartner' && scope && !scope.ownPartners.includes(value as number);
      return foreign ? OTHER_DEMAND_KEY : value;
    });
    const group = groups.get(JSON.stringify(key)) ?? { key, requests: 0, impressions: 0, revenue: 0 };
    group.requests += fact.ad_requests as number;
    group.impressions += fact.ad_impressions as number;
    group.revenue += fact.revenue as number;
    groups.set(JSON.stringify(key), group);
  }
  return [...groups.values()]
    .map((g) => [...g.key, g.requests, g.impressions, round(g.revenue)])
    .sort(byText);
}

const round = (value: unknown) => Math.round(Number(value) * 1e6) / 1e6;
const byText = (a: unknown[], b: unknown[]) => JSON.stringify(a).localeCompare(JSON.stringify(b));

type CaseQuery = Omit<ReportQueryInput, 'metrics'>;
const CASES: { table: string; query: CaseQuery; scope?: CaseScope }[] = [
  {
    table: 'ad_facts_daily_partner',
    query: { dimensions: ['day', 'demandPartner'], dateFrom: '2026-10-01', dateTo: '2026-10-15' },
  },
  {
    table: 'ad_facts_daily_partner',
    query: { dimensions: ['demandPartner'], dateFrom: '2026-09-25', dateTo: '2026-10-20' },
    scope: { publisherIds: [11], ownPartners: [2] },
  },
  {
    table: 'ad_facts_daily_device',
    query: { dimensions: ['platform', 'deviceTypeId'], dateFrom: '2026-09-20', dateTo: '2026-10-31' },
  },
  {
    table: 'ad_facts_monthly_country',
    query: { dimensions: ['month', 'country'], dateFrom: '2026-10-01', dateTo: '2026-10-31' },
  },
  { table: 'ad_facts_monthly_country', query: { dateFrom: '2026-10-01', dateTo: '2026-10-31' } },
  {
    table: 'ad_facts_hourly_totals',
    query: { dimensions: ['hour'], dateFrom: '2026-10-02', dateTo: '2026-10-03' },
  },
  {
    table: 'ad_facts_daily_core',
    query: {
      dimensions: ['day', 'country', 'platform', 'demandPartner'],
      dateFrom: '2026-10-01',
      dateTo: '2026-10-05',
    },
  },
  {
    table: 'ad_facts_daily',
    query: { dimensions: ['deviceTypeId', 'demandPartner'], dateFrom: '2026-09-20', dateTo: '2026-10-31' },
  },
];

/** Rollups kept batch by batch at import, and rollups filled at once, each from the smallest finer table. */
const FILLS = FACT_ENGINES.flatMap((engine) =>
  [false, true].map((refilled) => ({
    ...engine,
    refilled,
    how: refilled ? 'filled from one another' : 'kept at import',
  })),
);

describe.each(FILLS)(
  'every table the compiler reads gives the numbers of the hourly facts, on $name, rollups $how',
  ({ open, refilled }) => {
    let store: FactStore;
    beforeAll(async () => {
      store = await open();
      await load(store, FIXTURE.slice(0, 120));
      await load(store, FIXTURE.slice(120));
      if (!refilled) return;
      for (const rollup of AD_ROLLUPS) await store.execute(`DELETE FROM ${rollup.name} WHERE 1 = 1`);
      await prepareFactTables(store);
    });
    afterAll(() => store.close());

    it.each(CASES)('$table: $query.dimensions', async ({ table, query: input, scope: owned }) => {
      const query = ReportQuerySchema.parse({
        ...input,
        metrics: ['adRequests', 'adImpressions', 'revenue'],
        size: 1000,
      });
      const scope: FactScope = owned
        ? {
            kind: 'publishers',
            publisherIds: owned.publisherIds,
            demand: { partnerIds: owned.ownPartners, connectionIds: [] },
          }
        : { kind: 'everything' };
      expect(compileAggregate({ ...query, range: query, page: null }, scope, store.dialect).table.name).toBe(
        table,
      );
      const result = await runReport(store, query, scope);
      const rows = result.content
        .map((row) => [
          ...query.dimensions.map((d) => row[d]),
          row.adRequests,
          row.adImpressions,
          round(row.revenue),
        ])
        .sort(byText);
      const expected = byHand(query, owned ?? null);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual(expected);
    });

    it('a store opened before a rollup existed fills it from the hourly facts', async () => {
      await store.execute('DELETE FROM ad_facts_monthly_country WHERE 1 = 1');
      await store.execute('DELETE FROM ad_facts_hourly_totals WHERE 1 = 1');
      await prepareFactTables(store);
      const query = ReportQuerySchema.parse({
        dimensions: ['month'],
        metrics: ['adRequests', 'adImpressions', 'revenue'],
        dateFrom: '2026-10-01',
        dateTo: '2026-10-31',
      });
      const result = await runReport(store, query, { kind: 'everything' });
      expect(
        result.content.map((row) => [row.month, row.adRequests, row.adImpressions, round(row.revenue)]),
      ).toEqual(byHand(query, null));
    });
  },
);
