import type { ReportQueryInput } from '@adcast/domain/reports/report-query';
import type { Dialect } from '../apps/api/src/reports/dialect';
import type { FactScope } from '../apps/api/src/reports/scope';

export type BenchCase = {
  name: string;
  query: ReportQueryInput;
  scope: FactScope;
  /** The best hand-written SQL for the same rows on the same engine. */
  hand: (d: Dialect) => string;
};

const all: FactScope = { kind: 'everything' };
/** Network 3 owns half the 40 partners the facts name; the others read as one row of others. */
const OWN_PARTNERS = Array.from({ length: 20 }, (_, i) => i + 1);
const ownDemand = { partnerIds: OWN_PARTNERS, connectionIds: [] };
const day = (d: Dialect) =>
  d.name === 'duckdb' ? "strftime(day, '%Y-%m-%d')" : "formatDateTime(day, '%Y-%m-%d')";
const between = (d: Dialect, from: string, to: string) => `day BETWEEN ${d.date(from)} AND ${d.date(to)}`;
const hours = (d: Dialect, from: string, to: string) =>
  `hour >= ${d.timestamp(`${from} 00:00:00`)} AND hour < ${d.timestamp(`${to} 00:00:00`)}`;
const newYorkHour = (d: Dialect) => d.bucket('hour', 'hour', 'America/New_York');
const div = (d: Dialect, a: string, b: string) => `${a} / ${d.nullIf(b)}`;

/** Ten typical reports (issue 11): the product's query and hand SQL for each. */
export const CASES: BenchCase[] = [
  {
    name: '30 days by day x partner',
    query: {
      dimensions: ['day', 'demandPartner'],
      metrics: ['revenue', 'adImpressions', 'fillRate'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
      size: 1000,
    },
    scope: all,
    hand: (
      d,
    ) => `SELECT ${day(d)} AS d, demand_partner_id, sum(revenue), sum(ad_impressions), ${div(d, 'sum(ad_impressions)', 'sum(ad_requests)')}
FROM ad_facts_daily_partner WHERE ${between(d, '2025-06-01', '2025-06-30')} GROUP BY d, demand_partner_id ORDER BY d, demand_partner_id LIMIT 1000`,
  },
  {
    name: '7 days by hour',
    query: {
      dimensions: ['hour'],
      metrics: ['adRequests', 'adImpressions', 'revenue'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-07',
      size: 1000,
    },
    scope: all,
    hand: (d) => `SELECT hour, sum(ad_requests), sum(ad_impressions), sum(revenue) FROM ad_facts_hourly_totals
WHERE ${hours(d, '2025-06-01', '2025-06-08')} GROUP BY hour ORDER BY hour`,
  },
  {
    name: 'a year by month x country',
    query: {
      dimensions: ['month', 'country'],
      metrics: ['revenue', 'rpm'],
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      size: 1000,
    },
    scope: all,
    hand: (
      d,
    ) => `SELECT ${d.name === 'duckdb' ? "strftime(month, '%Y-%m')" : "formatDateTime(month, '%Y-%m')"} AS m, country, sum(revenue), ${div(d, 'sum(revenue)', 'sum(ad_impressions)')} * 1000
FROM ad_facts_monthly_country WHERE month BETWEEN ${d.date('2025-01-01')} AND ${d.date('2025-12-31')} GROUP BY m, country ORDER BY m, country`,
  },
  {
    name: 'top 100 placements by revenue (30 days)',
    query: {
      dimensions: ['placementId'],
      metrics: ['revenue', 'adImpressions'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
      sortProperty: 'revenue',
      size: 100,
    },
    scope: all,
    hand: (d) => `SELECT placement_id, sum(revenue) AS r, sum(ad_impressions) FROM ad_facts_daily_core
WHERE ${between(d, '2025-06-01', '2025-06-30')} GROUP BY placement_id ORDER BY r DESC LIMIT 100`,
  },
  {
    name: "a publisher's 30 days by day",
    query: {
      dimensions: ['day'],
      metrics: ['pubRevenue', 'adImpressions', 'fillRate'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
    },
    scope: { kind: 'publishers', publisherIds: [17], demand: ownDemand },
    hand: (
      d,
    ) => `SELECT ${day(d)} AS d, sum(pub_revenue), sum(ad_impressions), ${div(d, 'sum(ad_impressions)', 'sum(ad_requests)')}
FROM ad_facts_daily_partner WHERE ${between(d, '2025-06-01', '2025-06-30')} AND publisher_id = 17 GROUP BY d ORDER BY d`,
  },
  {
    name: "a network's 30 days by partner",
    query: {
      dimensions: ['demandPartner'],
      metrics: ['revenue', 'profit'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
    },
    scope: { kind: 'network', networkId: 3, demand: ownDemand },
    hand: (
      d,
    ) => `SELECT CASE WHEN demand_partner_id IN (0, ${OWN_PARTNERS.join(', ')}) THEN demand_partner_id ELSE -1 END AS p, sum(revenue) AS r, sum(revenue) - sum(pub_revenue) + sum(saas_fee) - sum(platform_cost)
FROM ad_facts_daily_partner WHERE ${between(d, '2025-06-01', '2025-06-30')} AND network_id = 3 GROUP BY p ORDER BY r DESC LIMIT 100`,
  },
  {
    name: '90 days by platform x device type',
    query: {
      dimensions: ['platform', 'deviceTypeId'],
      metrics: ['revenue', 'adImpressions'],
      dateFrom: '2025-04-01',
      dateTo: '2025-06-29',
    },
    scope: all,
    hand: (
      d,
    ) => `SELECT platform, device_type, sum(revenue) AS r, sum(ad_impressions) FROM ad_facts_daily_device
WHERE ${between(d, '2025-04-01', '2025-06-29')} GROUP BY platform, device_type ORDER BY r DESC LIMIT 100`,
  },
  {
    name: 'top 100 domains (30 days)',
    query: {
      dimensions: ['domain'],
      metrics: ['revenue'],
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
      sortProperty: 'revenue',
      size: 100,
    },
    scope: all,
    hand: (d) =>
      `SELECT domain, sum(revenue) AS r FROM ad_facts_daily WHERE ${between(d, '2025-06-01', '2025-06-30')} GROUP BY domain ORDER BY r DESC LIMIT 100`,
  },
  {
    name: 'a day by hour in New York',
    query: {
      dimensions: ['hour'],
      metrics: ['revenue', 'adImpressions'],
      dateFrom: '2025-06-10',
      dateTo: '2025-06-10',
      timeZone: 'America/New_York',
      size: 100,
    },
    scope: all,
    // The same answer as the report's: each hour labelled in New York time (summed by UTC hour first,
    // so only the day's hours are converted).
    hand: (d) => `SELECT ${newYorkHour(d)} AS local_hour, revenue, ad_impressions FROM (
SELECT hour, sum(revenue) AS revenue, sum(ad_impressions) AS ad_impressions FROM ad_facts_hourly_totals
WHERE hour >= ${d.timestamp('2025-06-10 04:00:00')} AND hour < ${d.timestamp('2025-06-11 04:00:00')} GROUP BY hour
) AS by_hour ORDER BY hour`,
  },
  {
    name: 'a year of KPI totals',
    query: {
      metrics: ['revenue', 'profit', 'marginPct', 'fillRate'],
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
    },
    scope: all,
    hand: (d) => `SELECT sum(revenue), sum(revenue) - sum(pub_revenue) + sum(saas_fee) - sum(platform_cost),
  ${div(d, 'sum(revenue) - sum(pub_revenue) + sum(saas_fee) - sum(platform_cost)', 'sum(revenue)')}, ${div(d, 'sum(ad_impressions)', 'sum(ad_requests)')}
FROM ad_facts_monthly_country WHERE month BETWEEN ${d.date('2025-01-01')} AND ${d.date('2025-12-31')}`,
  },
];
