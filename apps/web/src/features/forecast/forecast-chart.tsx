import type { ForecastDay } from '@adcast/domain/forecast/forecast';
import { formatAxisTick, formatReportValue } from '@adcast/domain/reports/format-value';
import { LineChart } from '@mui/x-charts/LineChart';
import { DashboardPanel } from '../reports/dashboard-panel';

const count = (value: number | null) =>
  formatReportValue(value === null ? null : Math.round(value), 'number');

/**
 * A measure's daily forecast drawn inside its band (the lower bound stacked with the band's
 * width, so the band fills between them), with further lines (booked, available) beside it.
 */
export function ForecastChart({
  title,
  days,
  measure,
  bandLabel,
  lines = [],
}: {
  title: string;
  days: readonly ForecastDay[];
  measure: 'requests' | 'impressions';
  bandLabel: string;
  lines?: { label: string; data: number[] }[];
}) {
  return (
    <DashboardPanel title={title} empty={days.length === 0}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days.map((day) => day.date) }]}
        yAxis={[{ valueFormatter: (v: number) => formatAxisTick(v, 'number') }]}
        series={[
          {
            id: 'band-floor',
            data: days.map((day) => day[measure].lower),
            stack: 'band',
            area: true,
            showMark: false,
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            id: 'band',
            label: bandLabel,
            data: days.map((day) => day[measure].upper - day[measure].lower),
            stack: 'band',
            area: true,
            showMark: false,
            color: '#bbdefb',
            valueFormatter: (_v, { dataIndex }) => {
              const day = days[dataIndex];
              return day ? `${count(day[measure].lower)} – ${count(day[measure].upper)}` : null;
            },
          },
          {
            id: 'forecast',
            label: measure === 'requests' ? 'Forecast requests' : 'Forecast impressions',
            data: days.map((day) => day[measure].value),
            color: '#1565c0',
            showMark: false,
            valueFormatter: count,
          },
          ...lines.map((line) => ({ ...line, showMark: false, valueFormatter: count })),
        ]}
      />
    </DashboardPanel>
  );
}
