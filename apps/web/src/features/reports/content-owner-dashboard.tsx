import { defaultRange } from '@adcast/domain/date-ranges';
import { formatWatchTime } from '@adcast/domain/format';
import type { ViewRow } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangeSelector, type DateSelection } from '../../ui/date-range-selector';
import { stackSx } from '../../ui/layout';
import { type FigureColumn, FigureTable } from './figure-table';
import { ValueTile } from './kpi-tile';
import { MetricLineChart } from './metric-line-chart';
import { contentOwnerPartQuery } from './report-api';

const count = (value: number) => formatReportValue(value, 'number');

const orUnknown = (key: ViewRow['key']) => (key === null || key === '' ? 'Unknown' : String(key));

const viewColumns = (keyLabel: string, nameOf: (row: ViewRow) => string): FigureColumn<ViewRow>[] => [
  { label: keyLabel, value: nameOf },
  { label: 'Plays', figure: true, value: (row) => count(row.plays) },
  { label: 'Watch time', figure: true, value: (row) => formatWatchTime(row.watchSeconds) },
];

// A video gone from the catalogue keeps its plays under its id.
const VIDEO_COLUMNS = viewColumns('Video', (row) => row.name ?? `Removed video #${row.key}`);
const COUNTRY_COLUMNS = viewColumns('Country', (row) => orUnknown(row.key));
const PLATFORM_COLUMNS = viewColumns('Platform', (row) => orUnknown(row.key));
const viewKey = (row: ViewRow) => String(row.key);

/** The content-owner dashboard (co/{id}): total, by day, top videos, by location, by platform. */
export function ContentOwnerDashboard({ contentOwnerId }: { contentOwnerId: number }) {
  const [selection, setSelection] = useState<DateSelection>(() => ({
    range: defaultRange(new Date()),
    compare: false,
  }));
  const [weekly, setWeekly] = useState(false);
  const { dateFrom, dateTo } = selection.range;
  const range = { dateFrom, dateTo };
  const total = useQuery(
    contentOwnerPartQuery<{ plays: number; watchSeconds: number }>('total', contentOwnerId, range),
  );
  const byDay = useQuery(contentOwnerPartQuery<{ days: ViewRow[] }>('videos-by-day', contentOwnerId, range));
  const top = useQuery(contentOwnerPartQuery<{ videos: ViewRow[] }>('top-videos', contentOwnerId, range));
  const byCountry = useQuery(
    contentOwnerPartQuery<{ countries: ViewRow[] }>('videos-by-location', contentOwnerId, range),
  );
  const byPlatform = useQuery(
    contentOwnerPartQuery<{ platforms: ViewRow[] }>('videos-by-platform', contentOwnerId, range),
  );
  const failed = [total, byDay, top, byCountry, byPlatform].some((query) => query.isError);
  const days = byDay.data?.days ?? [];
  return (
    <Box component="section" aria-label="Content owner dashboard" sx={{ ...stackSx, mb: 3 }}>
      <DateRangeSelector
        value={selection}
        onChange={setSelection}
        weekly={weekly}
        onWeeklyChange={setWeekly}
      />
      {failed && <Typography color="error">The dashboard could not be loaded.</Typography>}
      {total.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ValueTile label="Video plays" value={count(total.data.plays)} />
          <ValueTile label="Watch time" value={formatWatchTime(total.data.watchSeconds)} />
        </Box>
      )}
      <MetricLineChart
        title="Plays by day"
        height={260}
        points={days.map((row) => String(row.key))}
        lines={[{ label: 'Plays', format: 'number', data: days.map((row) => row.plays) }]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FigureTable
          title="Top videos"
          rows={top.data?.videos ?? []}
          columns={VIDEO_COLUMNS}
          rowKey={viewKey}
        />
        <FigureTable
          title="By location"
          rows={byCountry.data?.countries ?? []}
          columns={COUNTRY_COLUMNS}
          rowKey={viewKey}
        />
        <FigureTable
          title="By platform"
          rows={byPlatform.data?.platforms ?? []}
          columns={PLATFORM_COLUMNS}
          rowKey={viewKey}
        />
      </Box>
    </Box>
  );
}
