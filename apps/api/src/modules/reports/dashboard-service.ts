import { addDays, defaultRange, previousRange, toWireDate } from '@adcast/domain/date-ranges';
import { metricOf } from '@adcast/domain/reports/catalogue';
import {
  type DashboardRange,
  type Kpi,
  LIVE_HOURS,
  MAIN_KPI_METRICS,
  type MainDashboard,
  TOP_LIST_SIZE,
  type TopEntry,
} from '@adcast/domain/reports/dashboard';
import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import type { ModuleDeps } from '../module-deps';
import { queryReport } from './service';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;
export type Span = { dateFrom: string; dateTo: string };

export const spanOf = (range: DashboardRange, now = new Date()): Span =>
  range.dateFrom && range.dateTo ? { dateFrom: range.dateFrom, dateTo: range.dateTo } : defaultRange(now);

const publisherFilter = (publisherId?: number) =>
  publisherId ? [{ dimension: 'publisherId', values: [publisherId] }] : [];

export function report(
  deps: Deps,
  scope: ReportScope,
  input: Omit<ReportQueryInput, 'dateFrom' | 'dateTo'> & Span,
) {
  return queryReport(deps, ReportQuerySchema.parse(input), scope);
}

/** KPI tiles: each metric over the range and over the same number of days just before it. */
export async function kpis(
  deps: Deps,
  scope: ReportScope,
  span: Span,
  metrics: readonly string[],
  publisherId?: number,
): Promise<Kpi[]> {
  const compare = previousRange(span);
  const result = await report(deps, scope, {
    ...span,
    metrics: [...metrics],
    compare,
    filters: publisherFilter(publisherId),
  });
  return metrics.map((metric) => {
    const entry = metricOf(metric);
    return {
      metric,
      label: entry?.label ?? metric,
      format: entry?.format ?? 'number',
      value: result.totals[metric] ?? null,
      previous: result.compareTotals?.[metric] ?? null,
    };
  });
}

/** The top entries of one name dimension by revenue. */
export async function top(
  deps: Deps,
  scope: ReportScope,
  span: Span,
  dimension: 'demandPartner' | 'publisherName' | 'domain' | 'appBundleId',
  publisherId?: number,
): Promise<TopEntry[]> {
  const result = await report(deps, scope, {
    ...span,
    dimensions: [dimension],
    metrics: ['revenue', 'adImpressions'],
    sortProperty: 'revenue',
    size: TOP_LIST_SIZE,
    filters: publisherFilter(publisherId),
  });
  return result.content.map((row) => ({
    name: String(row[dimension]),
    revenue: row.revenue as number | null,
    adImpressions: row.adImpressions as number | null,
  }));
}

/** The main dashboard: KPI tiles with the previous period, a daily series, top partners and publishers. */
export async function mainDashboard(deps: Deps, scope: ReportScope, span: Span): Promise<MainDashboard> {
  const [tiles, series, topDemandPartners, topPublishers] = await Promise.all([
    kpis(deps, scope, span, MAIN_KPI_METRICS),
    report(deps, scope, {
      ...span,
      dimensions: ['day'],
      metrics: ['revenue', 'adImpressions', 'fillRate'],
      size: 1000,
    }),
    top(deps, scope, span, 'demandPartner'),
    top(deps, scope, span, 'publisherName'),
  ]);
  return { ...span, kpis: tiles, series: series.content, topDemandPartners, topPublishers };
}

/** The live view: the last hours, hour by hour (UTC). */
export async function live(deps: Deps, scope: ReportScope, now = new Date()) {
  const today = toWireDate(now);
  const result = await report(deps, scope, {
    dateFrom: addDays(today, -1),
    dateTo: today,
    dimensions: ['hour'],
    metrics: ['adRequests', 'adImpressions', 'revenue', 'fillRate'],
    size: 48,
  });
  return { hours: result.content.slice(-LIVE_HOURS) };
}
