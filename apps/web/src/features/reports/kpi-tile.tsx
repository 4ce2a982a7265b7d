import type { Kpi } from '@adcast/domain/reports/dashboard';
import { changeFrom, formatReportValue } from '@adcast/domain/reports/format-value';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One KPI: its value and the change from the previous period (green up, red down). */
export function KpiTile({ kpi }: { kpi: Kpi }) {
  const change = changeFrom(kpi.value, kpi.previous);
  const sign = change === null ? '' : change > 0 ? '+' : '';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 160, flex: '1 1 160px' }} aria-label={kpi.label}>
      <Typography variant="body2" color="text.secondary">
        {kpi.label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
        {formatReportValue(kpi.value, kpi.format)}
      </Typography>
      <Typography
        variant="caption"
        sx={{ color: change === null ? 'text.secondary' : change >= 0 ? 'success.main' : 'error.main' }}
      >
        {change === null
          ? 'no previous period data'
          : `${sign}${formatReportValue(change, 'percentage')} vs previous period`}
      </Typography>
    </Paper>
  );
}
