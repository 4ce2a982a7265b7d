import type { EnumOption } from '@adcast/domain/enumerations';
import { TARGETING_API } from '@adcast/domain/inventory/paths';
import {
  type City,
  type Country,
  GEO_PAGE_SIZE_MAX,
  type Region,
} from '@adcast/domain/inventory/targeting-geo';
import { MESSAGES } from '@adcast/domain/messages';
import { type Page, SUGGESTION_LIMIT } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';

const loadCountries = (): Promise<Page<Country>> =>
  api.get(TARGETING_API.countries, { query: { page: 0, size: GEO_PAGE_SIZE_MAX } });

/** Every country of the geographic data as a choice (its ISO code, its name), loaded once. */
export function useCountryOptions(): { options: readonly EnumOption<string>[]; loading: boolean } {
  const countries = useQuery({
    queryKey: ['targeting', 'countries'],
    queryFn: toastingErrors(MESSAGES.errorCountryData, loadCountries),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = (countries.data?.content ?? []).map((country) => ({
    key: country.id,
    label: country.countryName,
  }));
  return { options, loading: countries.isFetching };
}

const searchCities = (searchTerm: string): Promise<Page<City>> =>
  api.get(TARGETING_API.cities, { query: { searchTerm, page: 0, size: SUGGESTION_LIMIT } });

/** Cities whose names start with the typed words; nothing is asked before a word is typed. */
export function useCitySearch(searchTerm: string) {
  const term = searchTerm.trim();
  return useQuery({
    queryKey: ['targeting', 'cities', term],
    queryFn: toastingErrors(MESSAGES.errorCountryData, () => searchCities(term)),
    enabled: term !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const loadRegions = (query: Record<string, string | number>): Promise<Page<Region>> =>
  api.get(TARGETING_API.regions, { query: { page: 0, size: GEO_PAGE_SIZE_MAX, ...query } });

const regionQuery = (key: readonly unknown[], query: Record<string, string | number>, enabled: boolean) => ({
  queryKey: ['targeting', 'regions', ...key],
  queryFn: toastingErrors(MESSAGES.errorCountryData, () => loadRegions(query)),
  enabled,
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The region picker's choices: every region of the chosen countries (part 2 §9: page 0, size 1000),
 * searched in the browser; with no country chosen, the regions of every country whose names start
 * with the typed words, asked of the server.
 */
export function useRegionOptions(countryCodes: readonly string[], searchTerm: string) {
  const countries = [...new Set(countryCodes)].sort();
  const term = searchTerm.trim();
  const ofCountries = useQuery(
    regionQuery(['of', countries.join(',')], { countryCodes: countries.join(',') }, countries.length > 0),
  );
  const byName = useQuery(
    regionQuery(['named', term], { searchTerm: term }, countries.length === 0 && term !== ''),
  );
  const found = countries.length > 0 ? ofCountries : byName;
  return { regions: found.data?.content ?? [], loading: found.isFetching };
}

/** The regions a set names, by code: their names for the chips. */
export function useRegionsByCode(codes: readonly string[]) {
  const sorted = [...new Set(codes)].sort();
  const named = useQuery(
    regionQuery(['codes', sorted.join(',')], { codes: sorted.join(',') }, sorted.length > 0),
  );
  return new Map((named.data?.content ?? []).map((region) => [region.code, region]));
}
