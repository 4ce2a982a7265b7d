import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { City, Country, Region } from '@adcast/domain/inventory/targeting-geo';

/** The rows of countries-states-cities (MIT; data of the countries-states-cities database, ODbL). */
interface SourceCountry {
  name: string;
  iso2: string;
  region: string;
  subregion: string;
}
interface SourceState {
  id: number;
  name: string;
  country_code: string;
  state_code: string | null;
}
interface SourceCity {
  id: number;
  name: string;
  state_id: number;
  country_code: string;
}

const require = createRequire(import.meta.url);

/** One of the package's JSON lists, read from where it is installed. */
async function sourceList<T>(name: 'countries' | 'states' | 'cities'): Promise<T[]> {
  const path = require.resolve(`countries-states-cities/dist/lib/${name}.json`);
  return JSON.parse(await readFile(path, 'utf8')) as T[];
}

/** Countries with no continent in the data (Antarctica's islands and a few territories). */
export const NO_CONTINENT = 'Other';

/** A name as searched: lower case, without accents. */
export const searchKeyOf = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const regionCodeOf = (countryCode: string, stateCode: string): string =>
  stateCode.startsWith(`${countryCode}-`) ? stateCode : `${countryCode}-${stateCode}`;

export interface GeoRows {
  countries: Country[];
  regions: Region[];
  cities: City[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/** The package's three lists as the product names them: countries by ISO code, regions by ISO 3166-2 code. */
export async function loadGeoRows(): Promise<GeoRows> {
  const [sourceCountries, states, cities] = await Promise.all([
    sourceList<SourceCountry>('countries'),
    sourceList<SourceState>('states'),
    sourceList<SourceCity>('cities'),
  ]);
  const countries = sourceCountries.map(
    (country): Country => ({
      id: country.iso2,
      countryName: country.name,
      continent: country.region || NO_CONTINENT,
      subregion: country.subregion || NO_CONTINENT,
    }),
  );
  const regionsById = new Map<number, Region>();
  for (const state of states) {
    if (!state.state_code) continue;
    regionsById.set(state.id, {
      code: regionCodeOf(state.country_code, state.state_code),
      name: state.name,
      countryCode: state.country_code,
    });
  }
  const cityRows = cities.map((city): City => {
    const region = regionsById.get(city.state_id);
    return {
      id: city.id,
      name: city.name,
      countryCode: city.country_code,
      regionCode: region?.code ?? null,
      regionName: region?.name ?? null,
    };
  });
  return {
    countries: countries.sort((a, b) => a.countryName.localeCompare(b.countryName)),
    regions: [...regionsById.values()].sort(byName),
    cities: cityRows.sort(byName),
  };
}
