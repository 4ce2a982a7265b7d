import { FORECAST_API, ForecastQuerySchema, ForecastResultSchema } from '@adcast/domain/forecast/forecast';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asksOnly, authOf, needs } from '../../http/auth';
import type { ModuleDeps } from '../module-deps';
import { forecastSlice } from './forecast-service';
import { registerSavedForecastRoutes } from './saved-forecast-routes';

export function registerForecastRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    FORECAST_API.forecast,
    {
      config: { ...needs('FORECAST_READ'), ...asksOnly },
      schema: {
        tags: ['forecast'],
        summary:
          'Requests and impressions a slice (targeting set, geo, device, platform, placements) is expected to have per day of a flight, with an 80 % band, what booked line items take, and the backtest error',
        body: ForecastQuerySchema,
        response: { 200: ForecastResultSchema },
      },
    },
    async (request) => forecastSlice(deps, authOf(request), request.body),
  );
  registerSavedForecastRoutes(app, deps);
}
