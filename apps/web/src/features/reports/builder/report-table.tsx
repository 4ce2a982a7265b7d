import { formatDate } from '@adcast/domain/format';
import { changeFrom, formatReportValue } from '@adcast/domain/reports/format-value';
import type { ReportResult, ReportRow } from '@adcast/domain/reports/report-query';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable, type TableSort } from '../../../ui/data-table/data-table';

export const previousKey = (metric: string) => `${metric}Previous`;

/** Which period a compared report's previous values are of: "Compared with 11/01/2026 – 11/07/2026". */
export const comparedPeriodText = (compare: { dateFrom: string; dateTo: string }) =>
  `Compared with ${formatDate(compare.dateFrom)} – ${formatDate(compare.dateTo)}`;

/** The change from the previous period as the cells show it: "+25.00%", or nothing to compare. */
export function deltaText(value: ReportRow[string] | undefined, previous: ReportRow[string] | undefined) {
  const change = changeFrom(
    typeof value === 'number' ? value : null,
    typeof previous === 'number' ? previous : null,
  );
  if (change === null) return null;
  return `${change > 0 ? '+' : ''}${formatReportValue(change, 'percentage')}`;
}

function MetricCell({ row, metric, format }: { row: ReportRow; metric: string; format: string }) {
  const compared = previousKey(metric) in row;
  const delta = compared ? deltaText(row[metric], row[previousKey(metric)]) : null;
  return (
    <>
      {formatReportValue(row[metric], format)}
      {delta && (
        <Box
          component="span"
          sx={{ ml: 1, fontSize: '0.75rem', color: delta.startsWith('-') ? 'error.main' : 'success.main' }}
        >
          {delta}
        </Box>
      )}
      {compared && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          was {formatReportValue(row[previousKey(metric)], format)}
        </Box>
      )}
    </>
  );
}

const columnsOf = (result: ReportResult): DataColumn<ReportRow>[] =>
  result.columns.map((column) => ({
    id: column.key,
    label: column.label,
    sortProperty: column.key,
    align: column.kind === 'metric' ? 'right' : 'left',
    phone: true,
    render: (row) =>
      column.kind === 'metric' ? (
        <MetricCell row={row} metric={column.key} format={column.format} />
      ) : (
        formatReportValue(row[column.key], column.format)
      ),
  }));

/** The totals as a row: "Total" under the first dimension, the previous totals beside when compared. */
function totalsRowOf(result: ReportResult): ReportRow | undefined {
  const dimensions = result.columns.filter((column) => column.kind === 'dimension');
  const first = dimensions[0];
  if (!first) return undefined;
  const blank = dimensions.map((column) => [column.key, column === first ? 'Total' : '']);
  const previous = Object.entries(result.compareTotals ?? {}).map(([key, value]) => [
    previousKey(key),
    value,
  ]);
  return { ...Object.fromEntries(blank), ...result.totals, ...Object.fromEntries(previous) };
}

interface ReportTableProps {
  result: ReportResult;
  loading: boolean;
  page: number;
  size: number;
  sort?: TableSort;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  onSortChange: (sort: TableSort) => void;
  tools?: ReactNode;
}

/** A report's rows with totals, sorting, paging and, when compared, each metric's change. */
export function ReportTable({ result, ...props }: ReportTableProps) {
  const dimensions = result.columns
    .filter((column) => column.kind === 'dimension')
    .map((column) => column.key);
  return (
    <DataTable
      {...props}
      label="Report"
      columns={columnsOf(result)}
      rows={result.content}
      rowKey={(row) => JSON.stringify(dimensions.map((key) => row[key]))}
      total={result.totalElements}
      totalsRow={totalsRowOf(result)}
    />
  );
}
