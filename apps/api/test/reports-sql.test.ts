import { describe, expect, it } from 'vitest';
import { type AggregateSpec, compileAggregate, compileSize, metricAlias } from '../src/reports/compiler';
import { CLICKHOUSE, DUCKDB } from '../src/reports/dialect';
import type { FactScope } from '../src/reports/scope';
import { NAMES_NO_DEMAND } from './support/facts';

const base = { timeZone: 'UTC', filters: [] } as const;
const SPECS: Record<string, { spec: AggregateSpec; scope: FactScope }> = {
  'partner-by-day': {
    spec: {
      ...base,
      dimensions: ['day', 'demandPartner'],
      metrics: ['revenue', 'fillRate', 'profit'],
      range: { dateFrom: '2026-10-24', dateTo: '2026-11-22' },
      sort: { alias: metricAlias('revenue'), direction: 'desc' },
      page: { offset: 0, limit: 100 },
    },
    scope: { kind: 'everything' },
  },
  'publisher-hours-new-york-compare': {
    spec: {
      ...base,
      timeZone: 'America/New_York',
      dimensions: ['domain'],
      metrics: ['adImpressions', 'rpm'],
      range: { dateFrom: '2026-03-08', dateTo: '2026-03-08' },
      compareRange: { dateFrom: '2026-03-07', dateTo: '2026-03-07' },
      filters: [{ dimension: 'domain', values: ["o'brien.tv", 'a\\b.tv'] }],
    },
    scope: { kind: 'publishers', publisherIds: [12, 13], demand: NAMES_NO_DEMAND },
  },
  'year-by-month-country': {
    spec: {
      ...base,
      dimensions: ['month', 'country'],
      metrics: ['revenue', 'rpm'],
      range: { dateFrom: '2025-12-01', dateTo: '2026-11-30' },
    },
    scope: { kind: 'everything' },
  },
  'network-by-hour': {
    spec: {
      ...base,
      dimensions: ['hour'],
      metrics: ['adRequests'],
      range: { dateFrom: '2026-11-22', dateTo: '2026-11-22' },
    },
    scope: { kind: 'network', networkId: 3, demand: NAMES_NO_DEMAND },
  },
  // The forecast's history of a slice: one statement by day, a targeting set's exclusions as NOT IN.
  'forecast-slice-by-day': {
    spec: {
      ...base,
      dimensions: ['day'],
      metrics: ['adRequests', 'adImpressions'],
      range: { dateFrom: '2026-08-28', dateTo: '2026-11-26' },
      filters: [
        { dimension: 'country', values: ['US', 'CA'] },
        { dimension: 'placementId', values: [101, 102, 103] },
      ],
      exclusions: [{ dimension: 'region', values: ['US-NY'] }],
      sort: { alias: 'd_day', direction: 'asc' },
    },
    scope: { kind: 'network', networkId: 3, demand: NAMES_NO_DEMAND },
  },
};

describe('generated report SQL (reviewable snapshots)', () => {
  for (const [name, { spec, scope }] of Object.entries(SPECS)) {
    for (const dialect of [DUCKDB, CLICKHOUSE]) {
      it(`${name} on ${dialect.name}`, async () => {
        await expect(compileAggregate(spec, scope, dialect).sql).toMatchFileSnapshot(
          `./__snapshots__/reports-sql/${name}.${dialect.name}.sql`,
        );
      });
    }
  }
});

describe('the compiler answers from the coarsest table that can', () => {
  const tableFor = (spec: Partial<AggregateSpec>, scope: FactScope = { kind: 'everything' }) =>
    compileAggregate(
      {
        ...base,
        dimensions: [],
        metrics: ['revenue'],
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-02' },
        ...spec,
      },
      scope,
      DUCKDB,
    ).table.name;

  it('the most used dimension sets by day read their projections', () => {
    expect(tableFor({ dimensions: ['day', 'demandPartner'] })).toBe('ad_facts_daily_partner');
    expect(tableFor({ dimensions: ['platform', 'deviceTypeId'] })).toBe('ad_facts_daily_device');
    expect(
      tableFor(
        { dimensions: ['publisherName'] },
        { kind: 'contentOwners', contentOwnerIds: [4], demand: NAMES_NO_DEMAND },
      ),
    ).toBe('ad_facts_daily_partner');
    expect(tableFor({ dimensions: ['day', 'placementId', 'country'] })).toBe('ad_facts_daily_core');
  });
  it('other dimensions by day read the daily rollup', () => {
    expect(tableFor({ dimensions: ['domain', 'month'] })).toBe('ad_facts_daily');
    expect(tableFor({ dimensions: ['deviceTypeId', 'demandPartner'] })).toBe('ad_facts_daily');
  });
  it('whole UTC months bucketed by month or year, or not at all, read a monthly table', () => {
    const year = { dateFrom: '2025-12-01', dateTo: '2026-11-30' };
    expect(tableFor({ dimensions: ['month', 'country'], range: year })).toBe('ad_facts_monthly_country');
    expect(tableFor({ dimensions: ['year'], range: year })).toBe('ad_facts_monthly_country');
    expect(tableFor({ dimensions: ['month', 'domain'], range: year })).toBe('ad_facts_monthly');
    expect(tableFor({ range: year, compareRange: { dateFrom: '2024-12-01', dateTo: '2025-11-30' } })).toBe(
      'ad_facts_monthly_country',
    );
    // Not whole months, a day dimension, or a compare range that splits a month: days.
    expect(
      tableFor({ dimensions: ['month', 'domain'], range: { dateFrom: '2025-12-02', dateTo: '2026-11-30' } }),
    ).toBe('ad_facts_daily');
    expect(tableFor({ dimensions: ['day', 'domain'], range: year })).toBe('ad_facts_daily');
    expect(tableFor({ range: year, compareRange: { dateFrom: '2024-12-01', dateTo: '2025-11-29' } })).toBe(
      'ad_facts_daily_partner',
    );
    expect(tableFor({ dimensions: ['month'], range: year, timeZone: 'Europe/Berlin' })).toBe(
      'ad_facts_hourly_totals',
    );
  });
  it('hours, and days in another time zone, read an hourly table', () => {
    expect(tableFor({ dimensions: ['hour'] })).toBe('ad_facts_hourly_totals');
    expect(tableFor({ dimensions: ['day'], timeZone: 'Europe/Berlin' })).toBe('ad_facts_hourly_totals');
    expect(tableFor({ dimensions: ['hour', 'demandPartner'] })).toBe('ad_facts_hourly');
  });

  it('counts every row with a window only when the page may not hold them all', () => {
    const counted = (spec: Partial<AggregateSpec>) =>
      compileAggregate(
        {
          ...base,
          dimensions: ['hour'],
          metrics: ['revenue'],
          range: { dateFrom: '2026-11-22', dateTo: '2026-11-22' },
          page: { offset: 0, limit: 100 },
          ...spec,
        },
        { kind: 'everything' },
        DUCKDB,
      ).sql.includes('OVER ()');
    // A day has at most 25 hours, a month at most 31 days: the first page of 100 holds them all.
    expect(counted({})).toBe(false);
    expect(counted({ dimensions: ['day'], range: { dateFrom: '2026-10-01', dateTo: '2026-10-31' } })).toBe(
      false,
    );
    expect(counted({ dimensions: [] })).toBe(false);
    expect(counted({ page: { offset: 0, limit: 24 } })).toBe(true);
    expect(counted({ page: { offset: 100, limit: 100 } })).toBe(true);
    expect(counted({ range: { dateFrom: '2026-11-18', dateTo: '2026-11-22' } })).toBe(true);
    expect(counted({ dimensions: ['hour', 'demandPartner'] })).toBe(true);
    expect(counted({ compareRange: { dateFrom: '2026-11-21', dateTo: '2026-11-21' } })).toBe(true);
  });
});

describe('the size of a report before it runs', () => {
  it('counts the groups and the rows read of the same table, in the scope, without any metric', () => {
    const { sql, table } = compileSize(
      {
        ...base,
        dimensions: ['day', 'demandPartner'],
        metrics: ['revenue', 'fillRate'],
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
      },
      { kind: 'network', networkId: 3, demand: { partnerIds: [7, 8], connectionIds: [] } },
      DUCKDB,
    );
    expect(table.name).toBe('ad_facts_daily_partner');
    expect(sql).toBe(`SELECT count(*) AS result_rows, coalesce(sum(n), 0) AS scanned_rows
FROM (
SELECT strftime(day, '%Y-%m-%d') AS d_day, CASE WHEN demand_partner_id IN (0, 7, 8) THEN demand_partner_id ELSE -1 END AS d_demandPartner, count(*) AS n
FROM ad_facts_daily_partner
WHERE day BETWEEN DATE '2026-11-01' AND DATE '2026-11-30'
  AND network_id = 3
GROUP BY d_day, d_demandPartner
) AS report_groups`);
  });
});

describe('tenancy lives in the compiler', () => {
  it('every scoped query carries its condition, whatever the filters say', () => {
    const sql = compileAggregate(
      {
        ...base,
        dimensions: ['publisherId'],
        metrics: ['revenue'],
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-01' },
        filters: [{ dimension: 'publisherId', values: [99] }],
      },
      { kind: 'publishers', publisherIds: [5], demand: NAMES_NO_DEMAND },
      CLICKHOUSE,
    ).sql;
    expect(sql).toContain('publisher_id IN (99)');
    expect(sql).toContain('publisher_id IN (5)');
  });
  it('a publisher user with no publishers reads nothing', () => {
    const sql = compileAggregate(
      {
        ...base,
        dimensions: [],
        metrics: ['revenue'],
        range: { dateFrom: '2026-11-01', dateTo: '2026-11-01' },
      },
      { kind: 'publishers', publisherIds: [], demand: NAMES_NO_DEMAND },
      DUCKDB,
    ).sql;
    expect(sql).toContain('publisher_id IN (NULL)');
  });
});
