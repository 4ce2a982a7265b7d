import { LIVE_HOURS } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import type { ReportRow } from '@adcast/domain/reports/report-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { stackSx } from '../../ui/layout';
import { Toolbar } from '../../ui/toolbar';
import { type FigureColumn, FigureTable } from './figure-table';
import { MetricLineChart } from './metric-line-chart';
import { liveQuery } from './report-api';

const figure = (row: ReportRow, metric: string) =>
  typeof row[metric] === 'number' ? (row[metric] as number) : null;
const hourOf = (row: ReportRow) => String(row.hour ?? '');

/** Newest hour first: the hour that is still filling is the one people look for. */
const LIVE_COLUMNS: FigureColumn<ReportRow>[] = [
  { label: 'Hour (UTC)', value: hourOf },
  { label: 'Ad Requests', figure: true, value: (row) => formatReportValue(row.adRequests, 'number') },
  { label: 'Ad Impressions', figure: true, value: (row) => formatReportValue(row.adImpressions, 'number') },
  { label: 'Fill Rate', figure: true, value: (row) => formatReportValue(row.fillRate, 'percentage') },
  { label: 'Revenue', figure: true, value: (row) => formatReportValue(row.revenue, 'currency') },
];

/** /live: the last hours of traffic, hour by hour (part 2 §7 /api/dashboard/live). */
export function LivePage() {
  const live = useQuery(liveQuery());
  const hours = live.data?.hours ?? [];
  return (
    <>
      <Toolbar title="Live" subtitle={`The last ${LIVE_HOURS} hours, hour by hour (UTC)`} />
      <Box component="section" aria-label="Live" sx={stackSx}>
        {live.isError && <Typography color="error">The dashboard could not be loaded.</Typography>}
        {live.data && (
          <>
            <MetricLineChart
              title="Revenue and impressions by hour"
              points={hours.map(hourOf)}
              lines={[
                { label: 'Revenue', format: 'currency', data: hours.map((row) => figure(row, 'revenue')) },
                {
                  label: 'Ad Impressions',
                  format: 'number',
                  data: hours.map((row) => figure(row, 'adImpressions')),
                },
              ]}
            />
            <FigureTable title="Hours" rows={[...hours].reverse()} columns={LIVE_COLUMNS} rowKey={hourOf} />
          </>
        )}
      </Box>
    </>
  );
}
