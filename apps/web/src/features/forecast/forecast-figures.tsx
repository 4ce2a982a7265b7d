import {
  FORECAST_BACKTEST_DAYS,
  FORECAST_MESSAGES,
  type ForecastResult,
} from '@adcast/domain/forecast/forecast';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DashboardPanel } from '../reports/dashboard-panel';
import { ValueTile } from '../reports/kpi-tile';

const count = (value: number) => formatReportValue(Math.round(value), 'number');
const percent = (value: number | null) =>
  value === null ? 'no day with traffic' : formatReportValue(value, 'percentage');

/** The flight's totals: supply forecast, what booked line items take and what is left to sell. */
export function ForecastTotals({ result }: { result: ForecastResult }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <ValueTile label="Forecast requests" value={count(result.totals.requests)} />
      <ValueTile label="Forecast impressions" value={count(result.totals.impressions)} />
      <ValueTile label="Booked" value={count(result.totals.booked)}>
        <Typography variant="body2" color="text.secondary">
          {result.bookedLineItems === 1 ? '1 line item' : `${result.bookedLineItems} line items`}
        </Typography>
      </ValueTile>
      <ValueTile label="Available" value={count(result.totals.available)} />
    </Box>
  );
}

/** How well the model did on the slice's last held-out days: the error and how often the band held. */
export function BacktestPanel({ result }: { result: ForecastResult }) {
  const band = formatReportValue(result.band, 'percentage');
  return (
    <DashboardPanel title="Backtest" empty={false}>
      {result.backtest === null ? (
        <Typography color="text.secondary">{FORECAST_MESSAGES.noBacktest}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
        >
          {(['requests', 'impressions'] as const).map((measure) => {
            const scored = result.backtest?.[measure];
            if (!scored) return null;
            return [
              <Typography key={`${measure}-term`} component="dt" variant="body2" color="text.secondary">
                {measure === 'requests' ? 'Requests' : 'Impressions'}
              </Typography>,
              <Typography key={`${measure}-value`} component="dd" variant="body2" sx={{ m: 0 }}>
                MAPE {percent(scored.mape)}; the {band} band held {percent(scored.coverage)} of{' '}
                {scored.heldOutDays} days
              </Typography>,
            ];
          })}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The model is fitted without the last {FORECAST_BACKTEST_DAYS} days of history, then its forecast of
        those days is compared with what happened.
      </Typography>
    </DashboardPanel>
  );
}
