import { z } from 'zod';
import { addDays, WireDateSchema } from '../date-ranges';
import { FORECAST_MAX_PLACEMENTS, type ForecastQueryInput } from '../forecast/forecast';
import type { SupplyPackage } from './supply-packages';

/** Days a package's forecast covers when the caller names no flight: today and the 29 after it. */
export const PACKAGE_FORECAST_DAYS = 30;

export const PackageForecastParamsSchema = z.object({
  startDate: WireDateSchema.optional(),
  endDate: WireDateSchema.optional(),
});
export type PackageForecastParams = z.infer<typeof PackageForecastParamsSchema>;

/**
 * The forecast slice of a package: its active placements (none named for an ALL package, or one
 * larger than a slice may name: then its network's whole supply), its countries, platforms and
 * targeting set, over the flight asked for or the next 30 days; checked like every forecast's slice.
 */
export function packageForecastQuery(
  pkg: Pick<SupplyPackage, 'selectionScope' | 'countries' | 'platforms' | 'targetingSet'>,
  placementIds: readonly number[],
  params: PackageForecastParams,
  today: string,
): ForecastQueryInput {
  const startDate = params.startDate ?? today;
  const wholeNetwork = pkg.selectionScope === 'ALL' || placementIds.length > FORECAST_MAX_PLACEMENTS;
  return {
    targetingId: pkg.targetingSet?.id ?? null,
    countries: pkg.countries,
    platforms: pkg.platforms,
    placementIds: wholeNetwork ? [] : [...placementIds],
    startDate,
    endDate: params.endDate ?? addDays(startDate, PACKAGE_FORECAST_DAYS - 1),
  };
}
