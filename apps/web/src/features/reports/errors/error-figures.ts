import { vastErrorMeaning } from '@adcast/domain/alerts/vast-error-codes';
import { type DateRangeType, previousRange, rangeFor } from '@adcast/domain/date-ranges';
import { formatNumber, formatPercent } from '@adcast/domain/format';
import type { ReportQueryInput, ReportRow } from '@adcast/domain/reports/report-query';

export const ERROR_PERIODS: readonly { key: DateRangeType; label: string }[] = [
  { key: 'YESTERDAY', label: 'Yesterday' },
  { key: 'LAST_7_DAYS', label: 'Last 7 days' },
  { key: 'LAST_30_DAYS', label: 'Last 30 days' },
];

/** The errors of a period split by these dimensions, each row beside the period before. */
export function errorsQuery(period: DateRangeType, dimensions: string[], now = new Date()): ReportQueryInput {
  const { dateFrom, dateTo } = rangeFor(period, now);
  return {
    dimensions,
    metrics: ['errors'],
    dateFrom,
    dateTo,
    compare: previousRange({ dateFrom, dateTo }),
    sortProperty: 'errors',
    sortDirection: 'desc',
    size: 50,
  };
}

/** IVT: impressions of the period by provider and type (rows without a provider are clean traffic). */
export function ivtQuery(period: DateRangeType, now = new Date()): ReportQueryInput {
  const { dateFrom, dateTo } = rangeFor(period, now);
  return {
    dimensions: ['ivtProvider', 'ivtType'],
    metrics: ['adImpressions'],
    dateFrom,
    dateTo,
    sortProperty: 'adImpressions',
    sortDirection: 'desc',
    size: 50,
  };
}

/** Rows that hold an error now or held one before: fact rows of clean traffic carry no code. */
export const rowsWithErrors = (rows: readonly ReportRow[]) =>
  rows.filter((row) => Number(row.errors ?? 0) > 0 || Number(row.errorsPrevious ?? 0) > 0);

/** "+25.00 %", "−50.00 %", "new" when there were none before. */
export function errorTrend(row: ReportRow): string {
  const now = Number(row.errors ?? 0);
  const before = Number(row.errorsPrevious ?? 0);
  if (before === 0) return now === 0 ? '—' : 'New';
  const change = (now - before) / before;
  return `${change > 0 ? '+' : ''}${formatPercent(change)}`;
}

export const errorCount = (row: ReportRow, key: 'errors' | 'errorsPrevious') =>
  formatNumber(Number(row[key] ?? 0));

/** The VAST 4 meaning of the row's code, or what the code is when VAST does not define it. */
export const errorMeaning = (row: ReportRow) =>
  vastErrorMeaning(row.errorCode ?? null) ?? (row.errorCode ? 'Not a VAST 4 error code' : 'No code');
