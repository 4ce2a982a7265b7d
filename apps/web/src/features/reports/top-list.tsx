import type { TopEntry } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import { type FigureColumn, FigureTable } from './figure-table';

const TOP_COLUMNS: FigureColumn<TopEntry>[] = [
  { label: 'Name', value: (entry) => entry.name },
  { label: 'Revenue', figure: true, value: (entry) => formatReportValue(entry.revenue, 'currency') },
  {
    label: 'Ad Impressions',
    figure: true,
    value: (entry) => formatReportValue(entry.adImpressions, 'number'),
  },
];

/** Top entries by revenue (top demand partners, top publishers). */
export function TopList({ title, entries }: { title: string; entries: TopEntry[] }) {
  return <FigureTable title={title} rows={entries} columns={TOP_COLUMNS} rowKey={(entry) => entry.name} />;
}
