import type { SeriesPoint } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const asNumber = (value: SeriesPoint[string] | undefined) => (typeof value === 'number' ? value : null);

/** Revenue and impressions by day over the dashboard's range. */
export function RevenueChart({ series }: { series: SeriesPoint[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        Revenue by day
      </Typography>
      {series.length === 0 ? (
        <Typography color="text.secondary">No data to show</Typography>
      ) : (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: series.map((p) => String(p.day)) }]}
          yAxis={[
            { id: 'money', valueFormatter: (v: number) => formatReportValue(v, 'currency') },
            { id: 'count', position: 'right', valueFormatter: (v: number) => formatReportValue(v, 'number') },
          ]}
          series={[
            {
              label: 'Revenue',
              yAxisId: 'money',
              data: series.map((p) => asNumber(p.revenue)),
              valueFormatter: (v) => formatReportValue(v, 'currency'),
            },
            {
              label: 'Ad Impressions',
              yAxisId: 'count',
              data: series.map((p) => asNumber(p.adImpressions)),
              valueFormatter: (v) => formatReportValue(v, 'number'),
            },
          ]}
        />
      )}
    </Paper>
  );
}
