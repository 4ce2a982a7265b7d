import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { stackSx } from '../../ui/layout';
import { KpiTile } from './kpi-tile';
import { publisherKpisQuery, publisherTopPartnersQuery } from './report-api';
import { TopList } from './top-list';

/** The publisher dashboard (p/{id}): its earnings and sales tiles and its top 5 demand partners. */
export function PublisherDashboard({ publisherId }: { publisherId: number }) {
  const kpis = useQuery(publisherKpisQuery(publisherId));
  const top = useQuery(publisherTopPartnersQuery(publisherId));
  return (
    <Box component="section" aria-label="Publisher dashboard" sx={{ ...stackSx, mb: 3 }}>
      <Typography variant="body2" color="text.secondary">
        Last 7 days (UTC)
      </Typography>
      {(kpis.isError || top.isError) && (
        <Typography color="error">The dashboard could not be loaded.</Typography>
      )}
      {kpis.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {kpis.data.kpis.map((kpi) => (
            <KpiTile key={kpi.metric} kpi={kpi} />
          ))}
        </Box>
      )}
      {top.data && <TopList title="Top 5 demand partners" entries={top.data} />}
    </Box>
  );
}
