import type { EnumOption } from '@adcast/domain/enumerations';
import { TARGETING_API } from '@adcast/domain/inventory/paths';
import { type City, type Country, GEO_PAGE_SIZE_MAX } from '@adcast/domain/inventory/targeting-geo';
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
