import { FORECAST_API } from '@adcast/domain/forecast/forecast';
import {
  SavedForecastInputSchema,
  SavedForecastListFilterSchema,
  SavedForecastSchema,
} from '@adcast/domain/forecast/saved-forecasts';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent } from '../../http/answer-docs';
import { authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import {
  deleteSavedForecastOf,
  savedForecastOf,
  savedForecastsOf,
  saveForecast,
} from './saved-forecast-service';

const tags = ['forecast'];

/** Saved forecasts: read with FORECAST_READ, saved and deleted with FORECAST_CREATE, within the caller's network. */
export function registerSavedForecastRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    FORECAST_API.saved,
    {
      config: needs('FORECAST_READ'),
      schema: {
        tags,
        summary: 'Saved forecasts of the caller’s network, newest first, searched by name',
        querystring: SavedForecastListFilterSchema,
        response: { 200: pageOf(SavedForecastSchema) },
      },
    },
    async (request) => savedForecastsOf(deps, authOf(request), request.query),
  );
  r.post(
    FORECAST_API.saved,
    {
      config: needs('FORECAST_CREATE'),
      schema: {
        tags,
        summary:
          'Saves a slice and flight under a name, with the totals and backtest error of the forecast the server makes of it now',
        body: SavedForecastInputSchema,
        response: { 201: SavedForecastSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveForecast(deps, authOf(request), request.body)),
  );
  r.get(
    FORECAST_API.savedForecast(':id'),
    {
      config: needs('FORECAST_READ'),
      schema: {
        tags,
        summary: 'One saved forecast',
        params: IdParamsSchema,
        response: { 200: SavedForecastSchema },
      },
    },
    async (request) => savedForecastOf(deps, authOf(request), request.params.id),
  );
  r.delete(
    FORECAST_API.savedForecast(':id'),
    {
      config: needs('FORECAST_CREATE'),
      schema: { tags, summary: 'Deletes a saved forecast', params: IdParamsSchema, response: noContent() },
    },
    async (request, reply) => {
      await deleteSavedForecastOf(deps, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
