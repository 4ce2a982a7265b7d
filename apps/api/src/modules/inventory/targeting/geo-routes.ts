import { TARGETING_API } from '@adcast/domain/inventory/paths';
import {
  CityQuerySchema,
  CitySchema,
  ContinentSchema,
  CountryQuerySchema,
  CountrySchema,
  GeoPlaceSchema,
  GeoQuerySchema,
  RegionQuerySchema,
  RegionSchema,
  SubregionQuerySchema,
  SubregionSchema,
} from '@adcast/domain/inventory/targeting-geo';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { anyMask } from '../../../http/auth';
import { type GeoIndex, geoIndex } from './geo-index';

const tags = ['targeting geolocation'];
// Places are reference data, not a tenant's: every working role may look them up (the forecast's and packages' country fields).
const config = anyMask;

/** One geographic call: its query, its answer and what the index answers with. */
function geoRoute<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  summary: string,
  querystring: Q,
  answer: R,
  read: (index: GeoIndex, query: z.output<Q>) => z.output<R>,
) {
  const schema: FastifySchema = { tags, summary, querystring, response: { 200: answer } };
  app.get(
    path,
    { config, schema },
    async (request: FastifyRequest): Promise<unknown> => read(await geoIndex(), request.query as z.output<Q>),
  );
}

/** Part 2 §7 "Targeting geo": the places a targeting set may name, from the geographic data set. */
export function registerGeoRoutes(app: FastifyInstance): void {
  geoRoute(
    app,
    TARGETING_API.continents,
    'Continents, with how many countries each has',
    z.object({}),
    z.array(ContinentSchema),
    (index) => index.continents(),
  );
  geoRoute(
    app,
    TARGETING_API.subregions,
    'Subregions (of a continent), with how many countries each has',
    SubregionQuerySchema,
    z.array(SubregionSchema),
    (index, query) => index.subregions(query),
  );
  geoRoute(
    app,
    TARGETING_API.countries,
    'Countries by name (the country picker)',
    CountryQuerySchema,
    pageOf(CountrySchema),
    (index, query) => index.countryPage(query),
  );
  geoRoute(
    app,
    TARGETING_API.regions,
    'Regions (of a country) by name',
    RegionQuerySchema,
    pageOf(RegionSchema),
    (index, query) => index.regionPage(query),
  );
  geoRoute(
    app,
    TARGETING_API.cities,
    'Cities (of a country or region) by name',
    CityQuerySchema,
    pageOf(CitySchema),
    (index, query) => index.cityPage(query),
  );
  geoRoute(
    app,
    TARGETING_API.search,
    'Countries, regions and cities by name',
    GeoQuerySchema,
    pageOf(GeoPlaceSchema),
    (index, query) => index.search(query),
  );
}
