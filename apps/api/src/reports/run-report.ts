import { dimensionOf, metricOf } from '@adcast/domain/reports/catalogue';
import type { ReportQuery, ReportResult, ReportRow } from '@adcast/domain/reports/report-query';
import {
  type AggregateSpec,
  compileAggregate,
  dimensionAlias,
  metricAlias,
  previousAlias,
  TOTAL_COUNT_FIELD,
} from './compiler';
import type { FactRow, FactStore } from './fact-store';
import type { FactScope } from './scope';

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function defaultSort(query: ReportQuery): AggregateSpec['sort'] {
  if (query.sortProperty) {
    const alias = query.dimensions.includes(query.sortProperty)
      ? dimensionAlias(query.sortProperty)
      : metricAlias(query.sortProperty);
    return { alias, direction: query.sortDirection };
  }
  const time = query.dimensions.find((key) => dimensionOf(key)?.source.kind === 'time');
  if (time) return { alias: dimensionAlias(time), direction: 'asc' };
  return { alias: metricAlias(query.metrics[0] as string), direction: 'desc' };
}

function metricValues(row: FactRow | undefined, metrics: readonly string[], alias: (key: string) => string) {
  return Object.fromEntries(metrics.map((key) => [key, numberOrNull(row?.[alias(key)])]));
}

/**
 * A report: one page of rows (with each row's previous-period values when compare is asked and
 * no time dimension splits the periods apart), the totals of the whole result, and the
 * comparison range's totals.
 */
export async function runReport(
  store: FactStore,
  query: ReportQuery,
  scope: FactScope,
): Promise<ReportResult> {
  const base = { metrics: query.metrics, timeZone: query.timeZone, filters: query.filters };
  const range = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  const hasTime = query.dimensions.some((key) => dimensionOf(key)?.source.kind === 'time');
  const rowsQuery = compileAggregate(
    {
      ...base,
      dimensions: query.dimensions,
      range,
      compareRange: query.compare && !hasTime ? query.compare : null,
      sort: defaultSort(query),
      page: { offset: query.page * query.size, limit: query.size },
    },
    scope,
    store.dialect,
  );
  const totalsQuery = compileAggregate({ ...base, dimensions: [], range }, scope, store.dialect);
  const compareQuery = query.compare
    ? compileAggregate({ ...base, dimensions: [], range: query.compare }, scope, store.dialect)
    : null;

  const [rows, totals, compareTotals] = await Promise.all([
    store.select(rowsQuery.sql),
    store.select(totalsQuery.sql),
    compareQuery ? store.select(compareQuery.sql) : Promise.resolve(null),
  ]);

  const content: ReportRow[] = rows.map((row) => {
    const out: ReportRow = {};
    for (const key of query.dimensions) out[key] = row[dimensionAlias(key)] ?? null;
    Object.assign(out, metricValues(row, query.metrics, metricAlias));
    if (query.compare && !hasTime) {
      for (const [key, value] of Object.entries(metricValues(row, query.metrics, previousAlias))) {
        out[`${key}Previous`] = value;
      }
    }
    return out;
  });

  return {
    columns: [
      ...query.dimensions.map((key) => {
        const d = dimensionOf(key);
        return { key, label: d?.label ?? key, format: d?.format ?? 'string', kind: 'dimension' as const };
      }),
      ...query.metrics.map((key) => {
        const m = metricOf(key);
        return { key, label: m?.label ?? key, format: m?.format ?? 'number', kind: 'metric' as const };
      }),
    ],
    content,
    // Without the window count the page holds every row (see compileAggregate).
    totalElements: Number(rows[0]?.[TOTAL_COUNT_FIELD] ?? rows.length),
    totals: metricValues(totals[0], query.metrics, metricAlias),
    ...(compareTotals ? { compareTotals: metricValues(compareTotals[0], query.metrics, metricAlias) } : {}),
  };
}
