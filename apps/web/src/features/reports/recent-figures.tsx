import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { KpiTiles } from './kpi-tile';
import { recentTotalsQuery } from './report-api';

/** Live figures of a home: some metrics over the last 7 days against the 7 days before. */
export function RecentFigures({ metrics }: { metrics: readonly string[] }) {
  const totals = useQuery(recentTotalsQuery(metrics));
  if (totals.isError) return <Typography color="error">The figures could not be loaded.</Typography>;
  if (!totals.data) return <Typography color="text.secondary">Loading the last 7 days…</Typography>;
  return <KpiTiles kpis={totals.data} />;
}
