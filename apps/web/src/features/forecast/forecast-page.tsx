import type { ForecastQuery, ForecastResult } from '@adcast/domain/forecast/forecast';
import { formatReportValue } from '@adcast/domain/reports/format-value';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { errorMessages } from '../../api/notify-error';
import { useCan } from '../../session/can';
import { stackSx } from '../../ui/layout';
import { Toolbar } from '../../ui/toolbar';
import { type FigureColumn, FigureTable } from '../reports/figure-table';
import type { SearchRoute } from '../reports/report-routes-search';
import { forecastQuery } from './forecast-api';
import { ForecastChart } from './forecast-chart';
import { BacktestPanel, ForecastTotals } from './forecast-figures';
import { type ForecastSearch, forecastQueryOf, forecastRoute, toForecastSearch } from './forecast-search';
import { ForecastSliceForm } from './forecast-slice-form';
import { SavedForecasts, SaveForecastButton } from './saved-forecasts';

type Day = ForecastResult['days'][number];
const count = (value: number) => formatReportValue(Math.round(value), 'number');
const range = (band: Day['requests']) => `${count(band.lower)} – ${count(band.upper)}`;

const DAY_COLUMNS: FigureColumn<Day>[] = [
  { label: 'Day', value: (day) => day.date },
  { label: 'Requests', figure: true, value: (day) => count(day.requests.value) },
  { label: 'Requests band', figure: true, value: (day) => range(day.requests) },
  { label: 'Impressions', figure: true, value: (day) => count(day.impressions.value) },
  { label: 'Impressions band', figure: true, value: (day) => range(day.impressions) },
  { label: 'Booked', figure: true, value: (day) => count(day.booked) },
  { label: 'Available', figure: true, value: (day) => count(day.available) },
];

function ForecastResults({ result }: { result: ForecastResult }) {
  const bandLabel = `${formatReportValue(result.band, 'percentage')} band`;
  return (
    <>
      {result.notes.map((note) => (
        <Alert key={note} severity="info">
          {note}
        </Alert>
      ))}
      {result.notEnoughHistory !== null ? (
        <Alert severity="warning">{result.notEnoughHistory}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {result.startDate} to {result.endDate}, learnt from {result.history.daysWithTraffic} days of
            traffic ({result.history.from} to {result.history.to}, UTC).
          </Typography>
          <ForecastTotals result={result} />
          <ForecastChart
            title="Impressions: booked and available"
            days={result.days}
            measure="impressions"
            bandLabel={bandLabel}
            lines={[
              { label: 'Booked', data: result.days.map((day) => day.booked) },
              { label: 'Available', data: result.days.map((day) => day.available) },
            ]}
          />
          <ForecastChart title="Ad requests" days={result.days} measure="requests" bandLabel={bandLabel} />
          <BacktestPanel result={result} />
          <FigureTable title="Days" rows={result.days} columns={DAY_COLUMNS} rowKey={(day) => day.date} />
        </>
      )}
    </>
  );
}

/**
 * /forecast (part 1 §2, §4): the supply a slice is expected to have over a flight, and how much of
 * it is sold. The slice and flight forecast live in the URL: a reload or a shared link shows the same forecast.
 * Below, the network's saved forecasts: FORECAST_CREATE holders save the one shown and delete them.
 */
export function ForecastPage({ route = forecastRoute }: { route?: SearchRoute<ForecastSearch> }) {
  const fromUrl = forecastQueryOf(route.useSearch());
  const [query, setQuery] = useState<ForecastQuery | null>(fromUrl);
  // A saved forecast opened from the list starts the form again from its slice and flight.
  const [opened, setOpened] = useState(0);
  const top = useRef<HTMLElement>(null);
  const can = useCan();
  const navigate = useNavigate();
  const forecast = useQuery({ ...forecastQuery(query as ForecastQuery), enabled: query !== null });
  const onForecast = (next: ForecastQuery) => {
    setQuery(next);
    void navigate({ to: '.', replace: true, search: toForecastSearch(next) });
  };
  // The saved forecast's link puts its slice and flight in the URL; the page follows it.
  const onOpen = (saved: ForecastQuery) => {
    setQuery(saved);
    setOpened((n) => n + 1);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <>
      <Toolbar title="Forecast" subtitle="Requests and impressions a slice is expected to have, per day" />
      <Box component="section" aria-label="Forecast" sx={stackSx} ref={top}>
        <ForecastSliceForm key={opened} initial={query} onForecast={onForecast} busy={forecast.isFetching} />
        {forecast.isError &&
          errorMessages(forecast.error, 'The forecast could not be made.').map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
        {forecast.data && query && can('FORECAST_CREATE') && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <SaveForecastButton query={query} />
          </Box>
        )}
        {forecast.data && <ForecastResults result={forecast.data} />}
        <SavedForecasts onOpen={onOpen} />
      </Box>
    </>
  );
}
