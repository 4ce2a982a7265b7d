import { dimensionOf, metricOf } from '@adcast/domain/reports/catalogue';
import { formatAxisTick, formatReportValue } from '@adcast/domain/reports/format-value';
import {
  REPORT_MAX_PAGE_SIZE,
  type ReportQueryInput,
  type ReportRow,
} from '@adcast/domain/reports/report-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportQuery } from '../report-api';
import { CHART_MAX_BARS, type ChartPlan } from './report-search';
import { comparedPeriodText, previousKey } from './report-table';

/** The chart's own query: the whole range by its time dimension, or the top entries of the first dimension. */
export function chartQueryOf(base: ReportQueryInput, plan: NonNullable<ChartPlan>): ReportQueryInput {
  const common = { ...base, dimensions: [plan.dimension], metrics: plan.metrics, page: 0 };
  return plan.kind === 'line'
    ? {
        ...common,
        compare: null,
        sortProperty: plan.dimension,
        sortDirection: 'asc',
        size: REPORT_MAX_PAGE_SIZE,
      }
    : { ...common, sortProperty: plan.metrics[0], sortDirection: 'desc', size: CHART_MAX_BARS };
}

/** The same time series over the compared range: its days line up with the report's by position. */
const previousSeriesQueryOf = (base: ReportQueryInput, plan: NonNullable<ChartPlan>) =>
  base.compare && plan.kind === 'line'
    ? chartQueryOf({ ...base, dateFrom: base.compare.dateFrom, dateTo: base.compare.dateTo }, plan)
    : null;

const numberOrNull = (value: ReportRow[string] | undefined) => (typeof value === 'number' ? value : null);
const NO_METRIC = '';
const labelOf = (key: string) => metricOf(key)?.label ?? key;

/** The metrics the chart draws: the first on the left axis, an optional second on the right. */
function AxisChoice(props: {
  metrics: readonly string[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const [left = NO_METRIC, right = NO_METRIC] = props.chosen;
  const select = (label: string, value: string, onPick: (key: string) => void, optional: boolean) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onPick(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {optional && <MenuItem value={NO_METRIC}>None</MenuItem>}
      {props.metrics.map((key) => (
        <MenuItem key={key} value={key} disabled={key === (optional ? left : right)}>
          {labelOf(key)}
        </MenuItem>
      ))}
    </TextField>
  );
  const chosen = (first: string, second: string) => [first, second].filter((key) => key !== NO_METRIC);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {select(
        'Left axis',
        left,
        (key) => props.onChange(chosen(key, right === key ? NO_METRIC : right)),
        false,
      )}
      {select('Right axis', right, (key) => props.onChange(chosen(left, key)), true)}
    </Box>
  );
}

/**
 * A time series when a time dimension is chosen, else bars of the first dimension's top entries; the
 * user picks which of the report's metrics it draws, and a compared report adds the previous period.
 */
export function ReportChart({
  base,
  plan,
  metrics,
}: {
  base: ReportQueryInput;
  plan: NonNullable<ChartPlan>;
  /** Every metric of the report, to choose from. */
  metrics: readonly string[];
}) {
  const [chosen, setChosen] = useState<string[]>(plan.metrics);
  const drawn = { ...plan, metrics: chosen };
  const { data } = useQuery(reportQuery(chartQueryOf(base, drawn)));
  const previousQuery = previousSeriesQueryOf(base, drawn);
  const previous = useQuery({ ...reportQuery(previousQuery ?? base), enabled: previousQuery !== null });
  const rows = data?.content ?? [];
  const previousRows = previousQuery ? (previous.data?.content ?? []) : [];
  const dimension = dimensionOf(plan.dimension);
  const labels = rows.map((row) => formatReportValue(row[plan.dimension], dimension?.format ?? 'string'));
  const compared = base.compare != null;
  const series = chosen.flatMap((key, index) => {
    const format = metricOf(key)?.format ?? 'number';
    const axis = {
      yAxisId: index === 0 ? 'first' : 'second',
      valueFormatter: (value: number | null) => formatReportValue(value, format),
    };
    const current = { ...axis, label: labelOf(key), data: rows.map((row) => numberOrNull(row[key])) };
    if (!compared) return [current];
    const before =
      plan.kind === 'line'
        ? rows.map((_row, at) => numberOrNull(previousRows[at]?.[key]))
        : rows.map((row) => numberOrNull(row[previousKey(key)]));
    return [current, { ...axis, label: `${labelOf(key)} (previous period)`, data: before }];
  });
  const yAxis = chosen.map((key, index) => ({
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
      sx={{ p: 2, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      component="figure"
      aria-label={`Chart: ${title}`}
    >
      <Typography variant="subtitle1" component="figcaption">
        {title}
        {base.compare && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {comparedPeriodText(base.compare)}
          </Typography>
        )}
      </Typography>
      {metrics.length > 1 && <AxisChoice metrics={metrics} chosen={chosen} onChange={setChosen} />}
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
