import type { Kpi } from '@adcast/domain/reports/dashboard';
import { changeFrom, formatReportValue } from '@adcast/domain/reports/format-value';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of a dashboard, named by its label (also its accessible name). */
export function ValueTile({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: '1 1 160px' }} aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** One KPI: its value and the change from the previous period (green up, red down). */
export function KpiTile({ kpi }: { kpi: Kpi }) {
  const change = changeFrom(kpi.value, kpi.previous);
  const sign = change === null ? '' : change > 0 ? '+' : '';
  return (
    <ValueTile label={kpi.label} value={formatReportValue(kpi.value, kpi.format)}>
      <Typography
        variant="caption"
        sx={{ color: change === null ? 'text.secondary' : change >= 0 ? 'success.main' : 'error.main' }}
      >
        {change === null
          ? 'no previous period data'
          : `${sign}${formatReportValue(change, 'percentage')} vs previous period`}
      </Typography>
    </ValueTile>
  );
}

/** A row of KPI tiles. */
export function KpiTiles({ kpis }: { kpis: readonly Kpi[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {kpis.map((kpi) => (
        <KpiTile key={kpi.metric} kpi={kpi} />
      ))}
    </Box>
  );
}
