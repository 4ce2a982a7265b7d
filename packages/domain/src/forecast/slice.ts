import { hostOf, type MatchedSet } from '../inventory/targeting-match';
import type { ReportFilter } from '../reports/report-query';
import { FORECAST_MESSAGES, type ForecastQuery } from './forecast';

/** A slice as conditions on the facts: every filter must hold, no exclusion may. */
export type SliceConditions = { filters: ReportFilter[]; exclusions: ReportFilter[]; notes: string[] };

const countryOfPlace = (code: string) => code.slice(0, 2);
const filter = (dimension: string, values: readonly (string | number)[]): ReportFilter[] =>
  values.length > 0 ? [{ dimension, values: [...new Set(values)] }] : [];

/**
 * The targeting set's places read as facts can: countries exactly, regions exactly when they are
 * the only places, else by their countries; cities (not in the facts) by their countries.
 */
function geoConditions(set: MatchedSet, notes: string[]): Omit<SliceConditions, 'notes'> {
  const { include, exclude } = set.geo;
  const regionsOnly =
    include.regions.length > 0 && include.countries.length === 0 && include.cities.length === 0;
  if (include.cities.length + exclude.cities.length > 0) notes.push(FORECAST_MESSAGES.citiesNotRead);
  const filters = regionsOnly
    ? filter('region', include.regions)
    : filter('country', [
        ...include.countries,
        ...include.regions.map(countryOfPlace),
        ...include.cities.map((city) => city.countryCode),
      ]);
  return {
    filters,
    exclusions: [...filter('country', exclude.countries), ...filter('region', exclude.regions)],
  };
}

/** A targeting set's apps and domains: one kind read exactly; both kinds together read as either. */
function inventoryFilters(set: MatchedSet): ReportFilter[] {
  const bundles = [...set.bundleIds, ...set.apps.map((app) => app.bundleId)];
  const hosts = set.domains.map((domain) => hostOf(domain.url));
  if (bundles.length > 0 && hosts.length > 0) return [];
  return [...filter('appBundleId', bundles), ...filter('domain', hosts)];
}

/** The facts' conditions for a forecast's slice: the targeting set's (if any), narrowed by the ad-hoc choices. */
export function sliceConditions(query: ForecastQuery, set: MatchedSet | null): SliceConditions {
  const notes: string[] = [];
  const fromSet = set
    ? (() => {
        const geo = geoConditions(set, notes);
        if (set.dayParting.slots.length > 0) notes.push(FORECAST_MESSAGES.dayPartsNotRead);
        return {
          filters: [
            ...geo.filters,
            ...filter('deviceTypeId', set.deviceTypes),
            ...filter('platform', set.platforms),
            ...inventoryFilters(set),
          ],
          exclusions: geo.exclusions,
        };
      })()
    : { filters: [], exclusions: [] };
  return {
    filters: [
      ...fromSet.filters,
      ...filter('country', query.countries),
      ...filter('deviceTypeId', query.deviceTypes),
      ...filter('platform', query.platforms),
      ...filter('placementId', query.placementIds),
    ],
    exclusions: fromSet.exclusions,
    notes,
  };
}
