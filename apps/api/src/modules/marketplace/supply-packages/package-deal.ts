import { DealInputSchema } from '@adcast/domain/demand/deals';
import { SUPPLY_PACKAGE_MESSAGES as M } from '@adcast/domain/marketplace/marketplace-messages';
import type { PackageDeal } from '@adcast/domain/marketplace/supply-packages';
import { activePlacementsOf } from '../../../db/supply-packages';
import { badRequest, forbidden, ruleBroken } from '../../../http/errors';
import { loadRecord } from '../../../records/rows';
import type { WriteContext } from '../../../records/writes';
import { createDeal } from '../../demand/deals/write-service';
import { SUPPLY_PACKAGE } from './supply-package-record';

/** A deal on the package's active inventory at its floor, in its network, written by the Deals area. */
export async function makeDealFromPackage(ctx: WriteContext, id: number, deal: PackageDeal) {
  if (!ctx.auth.permissions.has(SUPPLY_PACKAGE.permissions.read)) throw forbidden();
  const pkg = await loadRecord(ctx.db, ctx.auth, SUPPLY_PACKAGE, id);
  const networkId = pkg.network?.id ?? null;
  const placementIds = await activePlacementsOf(ctx.db, { ...pkg, networkId });
  if (placementIds.length === 0) throw ruleBroken(M.dealNeedsInventory);
  const input = DealInputSchema.safeParse({
    ...deal,
    networkId,
    floorCpm: pkg.floorCpm,
    currency: pkg.currency,
    placementIds,
    notes: `Made from supply package ${pkg.name}`,
  });
  if (!input.success) throw badRequest(...input.error.issues.map((issue) => issue.message));
  return createDeal(ctx, input.data);
}
