import { dimensionOf, metricOf } from '@adcast/domain/reports/catalogue';
import { formatAxisTick, formatReportValue } from '@adcast/domain/reports/format-value';
import {
  REPORT_MAX_PAGE_SIZE,
  type ReportQueryInput,
  type ReportRow,
} from '@adcast/domain/reports/report-query';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { reportQuery } from '../report-api';
import { CHART_MAX_BARS, type ChartPlan } from './report-search';

/** The chart's own query: the whole range by its time dimension, or the top entries of the first dimension. */
export function chartQueryOf(base: ReportQueryInput, plan: NonNullable<ChartPlan>): ReportQueryInput {
  const common = { ...base, dimensions: [plan.dimension], metrics: plan.metrics, compare: null, page: 0 };
  return plan.kind === 'line'
    ? { ...common, sortProperty: plan.dimension, sortDirection: 'asc', size: REPORT_MAX_PAGE_SIZE }
    : { ...common, sortProperty: plan.metrics[0], sortDirection: 'desc', size: CHART_MAX_BARS };
}

const numberOrNull = (value: ReportRow[string] | undefined) => (typeof value === 'number' ? value : null);

/** A time series when a time dimension is chosen, else bars of the first dimension's top entries. */
export function ReportChart({ base, plan }: { base: ReportQueryInput; plan: NonNullable<ChartPlan> }) {
  const { data } = useQuery(reportQuery(chartQueryOf(base, plan)));
  const rows = data?.content ?? [];
  const dimension = dimensionOf(plan.dimension);
  const labels = rows.map((row) => formatReportValue(row[plan.dimension], dimension?.format ?? 'string'));
  const series = plan.metrics.map((key, index) => {
    const format = metricOf(key)?.format ?? 'number';
    return {
      label: metricOf(key)?.label ?? key,
      yAxisId: index === 0 ? 'first' : 'second',
      data: rows.map((row) => numberOrNull(row[key])),
      valueFormatter: (value: number | null) => formatReportValue(value, format),
    };
  });
  const yAxis = plan.metrics.map((key, index) => ({
    id: index === 0 ? 'first' : 'second',
    position: index === 0 ? ('left' as const) : ('right' as const),
    valueFormatter: (value: number) => formatAxisTick(value, metricOf(key)?.format ?? 'number'),
  }));
  const title =
    plan.kind === 'line'
      ? `By ${dimension?.label.toLowerCase() ?? plan.dimension}`
      : `Top ${CHART_MAX_BARS} by ${dimension?.label ?? plan.dimension}`;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, m: 0, minWidth: 0 }}
      component="figure"
      aria-label={`Chart: ${title}`}
    >
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No data to show</Typography>
      ) : plan.kind === 'line' ? (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={yAxis}
          series={series}
        />
      ) : (
        <BarChart height={280} xAxis={[{ scaleType: 'band', data: labels }]} yAxis={yAxis} series={series} />
      )}
    </Paper>
  );
}
