import type { PackagePerformance, SupplyPackage } from '@adcast/domain/marketplace/supply-packages';
import { activePlacementsOf } from '../../../db/supply-packages';
import type { AuthContext } from '../../../http/auth';
import type { ModuleDeps } from '../../module-deps';
import { factsByPlacement, lastDays } from '../placement-facts';

/** The package's last 30 days: requests, impressions, fill (impressions / requests) and eCPM (revenue per thousand impressions). */
export async function packagePerformance(
  deps: Pick<ModuleDeps, 'db' | 'facts'>,
  auth: AuthContext,
  pkg: SupplyPackage,
): Promise<PackagePerformance> {
  const span = lastDays(30);
  const placementIds = await activePlacementsOf(deps.db, { ...pkg, networkId: pkg.network?.id ?? null });
  const facts = [...(await factsByPlacement(deps, auth, span, placementIds)).values()];
  if (facts.length === 0)
    return { ...span, adRequests: null, adImpressions: null, fillRate: null, eCpm: null };
  const sum = (key: 'adRequests' | 'adImpressions' | 'revenue') =>
    facts.reduce((total, row) => total + row[key], 0);
  const [requests, impressions, revenue] = [sum('adRequests'), sum('adImpressions'), sum('revenue')];
  return {
    ...span,
    adRequests: requests,
    adImpressions: impressions,
    fillRate: requests > 0 ? impressions / requests : null,
    eCpm: impressions > 0 ? Math.round((revenue / impressions) * 1000 * 100) / 100 : null,
  };
}
