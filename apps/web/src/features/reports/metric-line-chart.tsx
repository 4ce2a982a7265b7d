import type { ReportFormat } from '@adcast/domain/reports/catalogue-types';
import { formatAxisTick, formatReportValue } from '@adcast/domain/reports/format-value';
import { LineChart } from '@mui/x-charts/LineChart';
import { DashboardPanel } from './dashboard-panel';

export interface ChartLine {
  label: string;
  format: ReportFormat;
  data: (number | null)[];
}

const axisOf = (format: ReportFormat) => (format === 'currency' ? 'money' : 'count');

/**
 * A titled line chart over labelled points (days, hours). Money lines read on the left axis,
 * counts on the right, so revenue and impressions share one chart.
 */
export function MetricLineChart({
  title,
  points,
  lines,
  height = 280,
}: {
  title: string;
  points: string[];
  lines: ChartLine[];
  height?: number;
}) {
  const axes = [...new Set(lines.map((line) => line.format))];
  return (
    <DashboardPanel title={title} empty={points.length === 0}>
      <LineChart
        height={height}
        xAxis={[
          {
            scaleType: 'point',
            data: points,
            valueFormatter: (point: string) => formatReportValue(point, 'string'),
          },
        ]}
        yAxis={axes.map((format, index) => ({
          id: axisOf(format),
          position: index === 0 ? 'left' : 'right',
          valueFormatter: (v: number) => formatAxisTick(v, format),
        }))}
        series={lines.map((line) => ({
          label: line.label,
          yAxisId: axisOf(line.format),
          data: line.data,
          valueFormatter: (v: number | null) => formatReportValue(v, line.format),
        }))}
      />
    </DashboardPanel>
  );
}
