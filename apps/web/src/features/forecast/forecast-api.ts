import { FORECAST_API, type ForecastQuery, type ForecastResult } from '@adcast/domain/forecast/forecast';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The forecast of a slice over a flight (POST /api/forecast); a slice's answer is kept for a minute. */
export const forecastQuery = (query: ForecastQuery) =>
  queryOptions({
    queryKey: ['forecast', query],
    queryFn: ({ signal }) => api.post<ForecastResult>(FORECAST_API.forecast, query, { signal }),
    staleTime: 60_000,
    retry: false,
  });
