import type { ResolvedRule, RoutingRuleFields } from '@adcast/domain/marketplace/routing';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { marketplaceRoutingPlans, supplyPackages } from './schema/marketplace';
import { activePlacementsOf } from './supply-packages';

export const planOfNetwork = (networkId: number | null) =>
  networkId === null
    ? isNull(marketplaceRoutingPlans.networkId)
    : eq(marketplaceRoutingPlans.networkId, networkId);

/** Rules with their inventory as placements: a package is read as the placements it sells now. */
export async function resolveRules(db: Db, rules: RoutingRuleFields[]): Promise<ResolvedRule[]> {
  return Promise.all(
    rules.map(async (rule) => {
      if (rule.supplyPackageId === null) return { ...rule, placementIds: rule.placementIds };
      const [pkg] = await db.select().from(supplyPackages).where(eq(supplyPackages.id, rule.supplyPackageId));
      const placementIds = pkg
        ? await activePlacementsOf(db, { ...pkg, createdOn: pkg.createdOn.toISOString() })
        : [];
      return { ...rule, placementIds };
    }),
  );
}

/** The network's saved rules, resolved to placements (none when it saved no plan). */
export async function resolvedRulesOf(db: Db, networkId: number | null): Promise<ResolvedRule[]> {
  const [row] = await db.select().from(marketplaceRoutingPlans).where(planOfNetwork(networkId));
  return row ? resolveRules(db, row.rules) : [];
}
