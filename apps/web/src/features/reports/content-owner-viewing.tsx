import { defaultRange, previousRange } from '@adcast/domain/date-ranges';
import type { Kpi } from '@adcast/domain/reports/dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { KpiTile } from './kpi-tile';
import { contentOwnerTotalQuery } from './report-api';

/** A content owner's home tiles: plays and watch time of the last 7 days against the 7 before. */
export function ContentOwnerViewing({ contentOwnerId }: { contentOwnerId: number }) {
  const { dateFrom, dateTo } = defaultRange(new Date());
  const before = previousRange({ dateFrom, dateTo });
  const current = useQuery(contentOwnerTotalQuery(contentOwnerId, { dateFrom, dateTo }));
  const previous = useQuery(
    contentOwnerTotalQuery(contentOwnerId, { dateFrom: before.dateFrom, dateTo: before.dateTo }),
  );
  const kpis: Kpi[] | undefined = current.data && [
    {
      metric: 'plays',
      label: 'Plays',
      format: 'number',
      value: current.data.plays,
      previous: previous.data?.plays ?? null,
    },
    {
      metric: 'watchSeconds',
      label: 'Watch time',
      format: 'duration',
      value: current.data.watchSeconds,
      previous: previous.data?.watchSeconds ?? null,
    },
  ];
  return (
    <Box component="section" aria-label="Viewing" sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Typography variant="body2" color="text.secondary">
        Viewing of your videos, last 7 days (UTC)
      </Typography>
      {current.isError && <Typography color="error">The viewing figures could not be loaded.</Typography>}
      {kpis && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {kpis.map((kpi) => (
            <KpiTile key={kpi.metric} kpi={kpi} />
          ))}
        </Box>
      )}
    </Box>
  );
}
