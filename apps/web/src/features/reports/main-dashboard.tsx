import { defaultRange } from '@adcast/domain/date-ranges';
import { formatDateTime } from '@adcast/domain/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { ButtonLink } from '../../ui/button-link';
import { DateRangeSelector, type DateSelection } from '../../ui/date-range-selector';
import { stackSx } from '../../ui/layout';
import { KpiTiles } from './kpi-tile';
import { lastImportTimeQuery, mainDashboardQuery } from './report-api';
import { TopList } from './top-list';

// The charting library is the biggest part of the page: the tiles paint without waiting for it.
const RevenueChart = lazy(() =>
  import('./revenue-chart').then((module) => ({ default: module.RevenueChart })),
);

const chartPlaceholder = <Box sx={{ minHeight: 320 }} />;

/**
 * Part 1 §6 main dashboard: KPI tiles against the previous period, revenue by day, top partners and
 * publishers, over the range the date selector picks (the last 7 days at first).
 */
export function MainDashboard() {
  const [selection, setSelection] = useState<DateSelection>(() => ({
    range: defaultRange(new Date()),
    compare: false,
  }));
  const [weekly, setWeekly] = useState(false);
  const range = { dateFrom: selection.range.dateFrom, dateTo: selection.range.dateTo };
  const dashboard = useQuery(mainDashboardQuery(range));
  const freshness = useQuery(lastImportTimeQuery());
  const at = freshness.data?.lastImportTime;
  // The chart (and its library's code) comes in a render of its own, after the tiles are on screen.
  const series = useDeferredValue(dashboard.data?.series);

  return (
    <Box component="section" aria-label="Main dashboard" sx={{ ...stackSx, mb: 3 }}>
      {/* The tiles always compare with the period just before: the selector offers no compare of its own. */}
      <DateRangeSelector
        value={selection}
        onChange={setSelection}
        weekly={weekly}
        onWeeklyChange={setWeekly}
        withCompare={false}
      />
      <Typography variant="body2" color="text.secondary">
        Days in UTC · {at ? `data as of ${formatDateTime(at)}` : 'no data imported yet'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <ButtonLink to="/live" variant="outlined" size="small">
          Live
        </ButtonLink>
        <ButtonLink to="/overview" search={{ preset: 'LAST_30_DAYS' }} variant="outlined" size="small">
          Overview
        </ButtonLink>
      </Box>
      {dashboard.isError && <Typography color="error">The dashboard could not be loaded.</Typography>}
      {dashboard.data && (
        <>
          <KpiTiles kpis={dashboard.data.kpis} />
          <Suspense fallback={chartPlaceholder}>
            {series ? <RevenueChart series={series} /> : chartPlaceholder}
          </Suspense>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <TopList title="Top demand partners" entries={dashboard.data.topDemandPartners} />
            <TopList title="Top publishers" entries={dashboard.data.topPublishers} />
          </Box>
        </>
      )}
    </Box>
  );
}
