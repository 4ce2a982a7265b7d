import { FORECAST_API, type ForecastQuery, type ForecastResult } from '@adcast/domain/forecast/forecast';
import {
  SAVED_FORECAST_MESSAGES,
  type SavedForecast,
  type SavedForecastInput,
} from '@adcast/domain/forecast/saved-forecasts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { pageQuery } from '../../api/list-queries';
import { useWrite, type WriteRequest } from '../../resource/write-api';

/** The forecast of a slice over a flight (POST /api/forecast); a slice's answer is kept for a minute. */
export const forecastQuery = (query: ForecastQuery) =>
  queryOptions({
    queryKey: ['forecast', query],
    queryFn: ({ signal }) => api.post<ForecastResult>(FORECAST_API.forecast, query, { signal }),
    staleTime: 60_000,
    retry: false,
  });

const SAVED_KEY = ['saved-forecasts'] as const;

/** A page of the network's saved forecasts, newest first, whose name holds `name`. */
export const savedForecastsQuery = (filter: { page: number; size: number; name: string }) =>
  pageQuery<SavedForecast>(SAVED_KEY, FORECAST_API.saved, filter, SAVED_FORECAST_MESSAGES.errorFetching);

export const savedForecastWrites = {
  save: (input: SavedForecastInput): WriteRequest => ({
    method: 'POST',
    path: FORECAST_API.saved,
    body: input,
    notice: SAVED_FORECAST_MESSAGES.saved,
    fallback: SAVED_FORECAST_MESSAGES.errorSave,
  }),
  remove: (saved: SavedForecast): WriteRequest => ({
    method: 'DELETE',
    path: FORECAST_API.savedForecast(saved.id),
    notice: SAVED_FORECAST_MESSAGES.deleted,
    fallback: SAVED_FORECAST_MESSAGES.errorDelete,
  }),
};

/** Saves and deletes saved forecasts; the list reloads after each. */
export const useSavedForecastWrite = () => useWrite<SavedForecast>([SAVED_KEY]);
