import { z } from 'zod';
import { commaListSchema, PageNumberSchema } from '../list-schemas';
import { SearchTextSchema } from '../records';

/** ISO 3166-1 alpha-2, upper-cased: "US". */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'A country is its two-letter ISO code');
/** A country's code, a dash and the region's code in it: "US-NY". */
export const RegionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,6}$/, 'A region is its country and region codes: US-NY');

/** A city of the geographic data set, with the country and region it is in. */
export const CityRefSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(200),
  countryCode: CountryCodeSchema,
  regionCode: RegionCodeSchema.nullable(),
});
export type CityRef = z.infer<typeof CityRefSchema>;

/** Places of one side of geo targeting: ad requests in any of them. */
export const GeoPlacesSchema = z.object({
  countries: z.array(CountryCodeSchema).max(300).default([]),
  regions: z.array(RegionCodeSchema).max(1000).default([]),
  cities: z.array(CityRefSchema).max(1000).default([]),
});
export type GeoPlaces = z.output<typeof GeoPlacesSchema>;

export const ContinentSchema = z.object({ name: z.string(), countryCount: z.number().int() });
export const SubregionSchema = z.object({
  name: z.string(),
  continent: z.string(),
  countryCount: z.number().int(),
});
/** Part 2 §3 Country (countryName, id), the id being its ISO code, with where it lies. */
export const CountrySchema = z.object({
  id: z.string(),
  countryName: z.string(),
  continent: z.string(),
  subregion: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;
export const RegionSchema = z.object({ code: z.string(), name: z.string(), countryCode: z.string() });
export type Region = z.infer<typeof RegionSchema>;
export const CitySchema = CityRefSchema.extend({ regionName: z.string().nullable() });
export type City = z.infer<typeof CitySchema>;

/** One answer of the geo search: a country, a region or a city, by name. */
export const GeoPlaceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('COUNTRY'), country: CountrySchema }),
  z.object({ type: z.literal('REGION'), region: RegionSchema }),
  z.object({ type: z.literal('CITY'), city: CitySchema }),
]);
export type GeoPlace = z.infer<typeof GeoPlaceSchema>;

export const GEO_PAGE_SIZE = 50;
export const GEO_PAGE_SIZE_MAX = 1000;

const geoPaging = {
  page: PageNumberSchema.default(0),
  size: z.coerce.number().int().min(1).max(GEO_PAGE_SIZE_MAX).default(GEO_PAGE_SIZE),
};

/** Part 2 §7 country search: `searchTerm` trimmed, matched against the start of a name's words. */
export const GeoQuerySchema = z.object({ searchTerm: SearchTextSchema, ...geoPaging });
export const CountryQuerySchema = GeoQuerySchema.extend({
  continent: z.string().trim().max(100).optional(),
  subregion: z.string().trim().max(100).optional(),
});
/** Regions of one country, or of several (`countryCodes`, the form's chosen countries), or named by code (`codes`). */
export const RegionQuerySchema = GeoQuerySchema.extend({
  countryCode: CountryCodeSchema.optional(),
  countryCodes: commaListSchema(CountryCodeSchema).pipe(z.array(CountryCodeSchema).max(300).optional()),
  codes: commaListSchema(RegionCodeSchema).pipe(z.array(RegionCodeSchema).max(GEO_PAGE_SIZE_MAX).optional()),
});
export const CityQuerySchema = GeoQuerySchema.extend({
  countryCode: CountryCodeSchema.optional(),
  regionCode: RegionCodeSchema.optional(),
});
export type GeoQuery = z.output<typeof GeoQuerySchema>;
export type CountryQuery = z.output<typeof CountryQuerySchema>;
export type RegionQuery = z.output<typeof RegionQuerySchema>;
export type CityQuery = z.output<typeof CityQuerySchema>;
export const SubregionQuerySchema = z.object({ continent: z.string().trim().max(100).optional() });
export type SubregionQuery = z.output<typeof SubregionQuerySchema>;
