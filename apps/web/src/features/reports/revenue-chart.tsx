import type { SeriesPoint } from '@adcast/domain/reports/dashboard';
import { MetricLineChart } from './metric-line-chart';

const asNumber = (value: SeriesPoint[string] | undefined) => (typeof value === 'number' ? value : null);

/** Revenue and impressions by day over the dashboard's range. */
export function RevenueChart({ series }: { series: SeriesPoint[] }) {
  return (
    <MetricLineChart
      title="Revenue by day"
      points={series.map((point) => String(point.day))}
      lines={[
        { label: 'Revenue', format: 'currency', data: series.map((point) => asNumber(point.revenue)) },
        {
          label: 'Ad Impressions',
          format: 'number',
          data: series.map((point) => asNumber(point.adImpressions)),
        },
      ]}
    />
  );
}
