import { isWireDate } from '../date-ranges';
import { formatDate, formatDuration, formatMoney, formatNumber, formatPercent } from '../format';
import type { ReportFormat } from './catalogue-types';

/** A report value as the console shows it (part 2 §9: USD with 2 decimals; percentages with 2; days MM/dd/yyyy). */
export function formatReportValue(
  value: string | number | null | undefined,
  format: ReportFormat | string,
): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return isWireDate(value) ? formatDate(value) : value;
  switch (format) {
    case 'currency':
      return formatMoney(value);
    case 'percentage':
      return formatPercent(value);
    case 'plain-percentage':
      return formatPercent(value, 2, true);
    case 'decimal':
      return formatNumber(value, 2);
    case 'duration':
      return formatDuration(value);
    case 'number':
      return formatNumber(value);
    default:
      return String(value);
  }
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const compactMoney = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
  style: 'currency',
  currency: 'USD',
});

/** A chart axis tick: money and counts in short form (3.4M, $12.5K) so they fit a phone's width. */
export function formatAxisTick(value: number, format: ReportFormat | string): string {
  if (format === 'currency') return compactMoney.format(value);
  if (format === 'number' || format === 'decimal') return compact.format(value);
  return formatReportValue(value, format);
}

/** The change from the previous period as a ratio (0.25 = +25%), or null when there is nothing to compare. */
export function changeFrom(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return (value - previous) / Math.abs(previous);
}
