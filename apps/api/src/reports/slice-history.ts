import { addDays } from '@adcast/domain/date-ranges';
import { datesFrom } from '@adcast/domain/forecast/booked';
import type { SliceHistory } from '@adcast/domain/forecast/forecast';
import type { ReportFilter } from '@adcast/domain/reports/report-query';
import { compileAggregate, dimensionAlias, metricAlias } from './compiler';
import type { FactStore } from './fact-store';
import type { FactScope } from './scope';

export type SliceSpec = {
  from: string;
  to: string;
  filters: readonly ReportFilter[];
  exclusions?: readonly ReportFilter[];
};

/**
 * Ad requests and impressions of a slice per UTC day, every day of the span (zero where no fact):
 * one statement grouped by day over the smallest table holding the slice's columns, whatever the
 * number of placements named.
 */
export function compileSliceHistory(store: FactStore, spec: SliceSpec, scope: FactScope) {
  return compileAggregate(
    {
      dimensions: ['day'],
      metrics: ['adRequests', 'adImpressions'],
      range: { dateFrom: spec.from, dateTo: spec.to },
      timeZone: 'UTC',
      filters: spec.filters,
      exclusions: spec.exclusions ?? [],
      sort: { alias: dimensionAlias('day'), direction: 'asc' },
    },
    scope,
    store.dialect,
  );
}

export async function sliceHistory(
  store: FactStore,
  spec: SliceSpec,
  scope: FactScope,
): Promise<SliceHistory> {
  const rows = await store.select(compileSliceHistory(store, spec, scope).sql);
  const byDay = new Map(rows.map((row) => [String(row[dimensionAlias('day')]).slice(0, 10), row]));
  const dates = datesFrom(spec.from, spec.to);
  const series = (metric: string) =>
    dates.map((date) => ({ date, value: Number(byDay.get(date)?.[metricAlias(metric)] ?? 0) }));
  return { requests: series('adRequests'), impressions: series('adImpressions') };
}

/** The history window: the given number of whole UTC days ending yesterday. */
export const historySpan = (today: string, days: number) => ({
  from: addDays(today, -days),
  to: addDays(today, -1),
});
