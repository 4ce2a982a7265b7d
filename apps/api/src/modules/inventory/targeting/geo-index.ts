import type {
  City,
  CityQuery,
  CityRef,
  Country,
  CountryQuery,
  GeoPlace,
  GeoQuery,
  Region,
  RegionQuery,
  SubregionQuery,
} from '@adcast/domain/inventory/targeting-geo';
import { type GeoRows, loadGeoRows, searchKeyOf } from './geo-data';

interface Named<T> {
  row: T;
  key: string;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** Whether every word of the search starts a word of the name ("new y" finds "New York"). */
function nameMatcher(searchTerm: string | undefined): (key: string) => boolean {
  const words = searchKeyOf(searchTerm ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return () => true;
  return (key) =>
    words.every((word) => key.startsWith(word) || key.includes(` ${word}`) || key.includes(`-${word}`));
}

const named = <T>(rows: readonly T[], nameOf: (row: T) => string): Named<T>[] =>
  rows.map((row) => ({ row, key: searchKeyOf(nameOf(row)) }));

function pageOf<T>(rows: readonly T[], query: GeoQuery): Page<T> {
  const start = query.page * query.size;
  return { content: rows.slice(start, start + query.size), totalElements: rows.length };
}

const grouped = <T>(rows: readonly Named<T>[], keyOf: (row: T) => string | null) => {
  const groups = new Map<string, Named<T>[]>();
  for (const entry of rows) {
    const key = keyOf(entry.row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
};

const countedBy = <T>(rows: readonly T[], keyOf: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
};

/** The geographic data, each list named for search and grouped by where it lies, built once. */
export class GeoIndex {
  private readonly countries: Named<Country>[];
  private readonly regions: Named<Region>[];
  private readonly cities: Named<City>[];
  private readonly regionsOfCountry: Map<string, Named<Region>[]>;
  private readonly citiesOfCountry: Map<string, Named<City>[]>;
  private readonly citiesOfRegion: Map<string, Named<City>[]>;
  private readonly countryCodes: Set<string>;
  private readonly regionCodes: Set<string>;
  private readonly cityById: Map<number, City>;

  constructor(rows: GeoRows) {
    this.countries = named(rows.countries, (country) => country.countryName);
    this.regions = named(rows.regions, (region) => region.name);
    this.cities = named(rows.cities, (city) => city.name);
    this.regionsOfCountry = grouped(this.regions, (region) => region.countryCode);
    this.citiesOfCountry = grouped(this.cities, (city) => city.countryCode);
    this.citiesOfRegion = grouped(this.cities, (city) => city.regionCode);
    this.countryCodes = new Set(rows.countries.map((country) => country.id));
    this.regionCodes = new Set(rows.regions.map((region) => region.code));
    this.cityById = new Map(rows.cities.map((city) => [city.id, city]));
  }

  continents() {
    const counts = countedBy(
      this.countries.map((entry) => entry.row),
      (country) => country.continent,
    );
    return [...counts]
      .map(([name, countryCount]) => ({ name, countryCount }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  subregions(query: SubregionQuery) {
    const countries = this.countries
      .map((entry) => entry.row)
      .filter((country) => !query.continent || country.continent === query.continent);
    const continentOf = new Map(countries.map((country) => [country.subregion, country.continent]));
    return [...countedBy(countries, (country) => country.subregion)]
      .map(([name, countryCount]) => ({ name, continent: continentOf.get(name) ?? '', countryCount }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  countryPage(query: CountryQuery): Page<Country> {
    const matches = nameMatcher(query.searchTerm);
    const rows = this.countries
      .filter(
        ({ row, key }) =>
          (!query.continent || row.continent === query.continent) &&
          (!query.subregion || row.subregion === query.subregion) &&
          (matches(key) || searchKeyOf(row.id) === searchKeyOf(query.searchTerm ?? '')),
      )
      .map((entry) => entry.row);
    return pageOf(rows, query);
  }

  regionPage(query: RegionQuery): Page<Region> {
    const matches = nameMatcher(query.searchTerm);
    const codes = query.codes && new Set(query.codes);
    return pageOf(
      this.regionPool(query)
        .filter((entry) => matches(entry.key) && (!codes || codes.has(entry.row.code)))
        .map((entry) => entry.row),
      query,
    );
  }

  /** The regions of the countries asked for (each country's by name), or every region. */
  private regionPool(query: RegionQuery): Named<Region>[] {
    const countries = [...(query.countryCode ? [query.countryCode] : []), ...(query.countryCodes ?? [])];
    if (countries.length === 0) return this.regions;
    return [...new Set(countries)].flatMap((code) => this.regionsOfCountry.get(code) ?? []);
  }

  cityPage(query: CityQuery): Page<City> {
    const matches = nameMatcher(query.searchTerm);
    const pool = query.regionCode
      ? (this.citiesOfRegion.get(query.regionCode) ?? [])
      : query.countryCode
        ? (this.citiesOfCountry.get(query.countryCode) ?? [])
        : this.cities;
    return pageOf(
      pool.filter((entry) => matches(entry.key)).map((entry) => entry.row),
      query,
    );
  }

  /** Countries, then regions, then cities whose names match: the one search box of the form. */
  search(query: GeoQuery): Page<GeoPlace> {
    if (!query.searchTerm) return { content: [], totalElements: 0 };
    const matches = nameMatcher(query.searchTerm);
    const places: GeoPlace[] = [
      ...this.countries
        .filter((e) => matches(e.key))
        .map((e): GeoPlace => ({ type: 'COUNTRY', country: e.row })),
      ...this.regions.filter((e) => matches(e.key)).map((e): GeoPlace => ({ type: 'REGION', region: e.row })),
      ...this.cities.filter((e) => matches(e.key)).map((e): GeoPlace => ({ type: 'CITY', city: e.row })),
    ];
    return pageOf(places, query);
  }

  hasCountry = (code: string) => this.countryCodes.has(code);
  hasRegion = (code: string) => this.regionCodes.has(code);
  /** The city as the data names it, or undefined when the data has no such city. */
  city = (ref: CityRef): CityRef | undefined => {
    const city = this.cityById.get(ref.id);
    return (
      city && { id: city.id, name: city.name, countryCode: city.countryCode, regionCode: city.regionCode }
    );
  };
}

let loading: Promise<GeoIndex> | undefined;

/** The index, read from the package on first use and kept for the life of the process. */
export function geoIndex(): Promise<GeoIndex> {
  loading ??= loadGeoRows().then((rows) => new GeoIndex(rows));
  return loading;
}
