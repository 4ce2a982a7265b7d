import { defaultRange } from '@adcast/domain/date-ranges';
import type { ViewRow } from '@adcast/domain/reports/dashboard';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangeSelector, type DateSelection } from '../../ui/date-range-selector';
import { contentOwnerPartQuery } from './report-api';

const count = (value: number) => formatReportValue(value, 'number');
const duration = (value: number) => formatReportValue(value, 'duration');

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: '1 1 160px' }} aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function ViewTable({
  title,
  keyLabel,
  rows,
  nameOf,
}: {
  title: string;
  keyLabel: string;
  rows: ViewRow[];
  nameOf: (key: ViewRow['key']) => string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 300px' }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No data to show</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{keyLabel}</TableCell>
              <TableCell align="right">Plays</TableCell>
              <TableCell align="right">Watch time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={String(row.key)}>
                <TableCell>{nameOf(row.key)}</TableCell>
                <TableCell align="right">{count(row.plays)}</TableCell>
                <TableCell align="right">{duration(row.watchSeconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const orUnknown = (key: ViewRow['key']) => (key === null || key === '' ? 'Unknown' : String(key));

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
    <Box component="section" aria-label="Content owner dashboard" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <DateRangeSelector
        value={selection}
        onChange={setSelection}
        weekly={weekly}
        onWeeklyChange={setWeekly}
      />
      {failed && <Typography color="error">The dashboard could not be loaded.</Typography>}
      {total.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Tile label="Video plays" value={count(total.data.plays)} />
          <Tile label="Watch time" value={duration(total.data.watchSeconds)} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          Plays by day
        </Typography>
        {days.length === 0 ? (
          <Typography color="text.secondary">No data to show</Typography>
        ) : (
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: days.map((row) => String(row.key)) }]}
            series={[
              {
                label: 'Plays',
                data: days.map((row) => row.plays),
                valueFormatter: (v) => formatReportValue(v, 'number'),
              },
            ]}
          />
        )}
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <ViewTable
          title="Top videos"
          keyLabel="Video"
          rows={top.data?.videos ?? []}
          nameOf={(key) => `Video #${key}`}
        />
        <ViewTable
          title="By location"
          keyLabel="Country"
          rows={byCountry.data?.countries ?? []}
          nameOf={orUnknown}
        />
        <ViewTable
          title="By platform"
          keyLabel="Platform"
          rows={byPlatform.data?.platforms ?? []}
          nameOf={orUnknown}
        />
      </Box>
    </Box>
  );
}
