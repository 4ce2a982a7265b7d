import { toWireDate } from '@adcast/domain/date-ranges';
import { ForecastQuerySchema, type ForecastResult } from '@adcast/domain/forecast/forecast';
import { SUPPLY_PACKAGE_MESSAGES } from '@adcast/domain/marketplace/marketplace-messages';
import {
  type PackageForecastParams,
  packageForecastQuery,
} from '@adcast/domain/marketplace/package-forecast';
import type { SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import { activePlacementsOf } from '../../../db/supply-packages';
import type { AuthContext } from '../../../http/auth';
import { ruleBroken } from '../../../http/errors';
import { parsedBy } from '../../../http/multipart-json';
import { forecastSlice } from '../../forecast/forecast-service';
import type { ModuleDeps } from '../../module-deps';

/** The forecast of the package's active inventory in its network's facts; its genres are noted as not read. */
export async function packageForecast(
  deps: Pick<ModuleDeps, 'db' | 'facts'>,
  auth: AuthContext,
  pkg: SupplyPackage,
  params: PackageForecastParams,
  now = new Date(),
): Promise<ForecastResult> {
  const networkId = pkg.network?.id ?? null;
  const placementIds = await activePlacementsOf(deps.db, { ...pkg, networkId });
  if (placementIds.length === 0) throw ruleBroken(SUPPLY_PACKAGE_MESSAGES.forecastNeedsInventory);
  const query = parsedBy(
    ForecastQuerySchema,
    packageForecastQuery(pkg, placementIds, params, toWireDate(now)),
  );
  const result = await forecastSlice(deps, auth, query, now, networkId);
  return pkg.genreIds.length > 0
    ? { ...result, notes: [...result.notes, SUPPLY_PACKAGE_MESSAGES.genresNotRead] }
    : result;
}
