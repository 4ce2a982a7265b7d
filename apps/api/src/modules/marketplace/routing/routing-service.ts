import {
  previewRouting,
  ROUTING_MESSAGES,
  type RoutingCheck,
  type RoutingPlan,
  type RoutingRuleFields,
  routingProblems,
  unroutedPlacements,
} from '@adcast/domain/marketplace/routing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { planOfNetwork, resolveRules } from '../../../db/routing-rules';
import { marketplaceRoutingPlans } from '../../../db/schema/marketplace';
import { activePlacementsOfNetwork } from '../../../db/supply-packages';
import type { AuthContext } from '../../../http/auth';
import { badRequest, conflict } from '../../../http/errors';
import { networkScope } from '../../../http/scope';
import { resolveNetwork } from '../../../records/network-choice';
import type { ModuleDeps } from '../../module-deps';
import { factsByPlacement, lastDays } from '../placement-facts';
import { checkRuleRefs, idsOf, namesOf } from './routing-refs';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

/** The network a plan belongs to: a network user's own; staff name one, or none for the platform's own placements. */
export const routingNetwork = (db: Db, auth: AuthContext, requested: number | null | undefined) =>
  resolveNetwork(db, auth, requested ?? networkScope(auth));

export async function loadPlan(db: Db, networkId: number | null): Promise<RoutingPlan> {
  const [row] = await db.select().from(marketplaceRoutingPlans).where(planOfNetwork(networkId));
  if (!row) return { networkId, rules: [], version: null, updatedOn: null };
  const names = await namesOf(db, idsOf(row.rules));
  return {
    networkId,
    version: row.version,
    updatedOn: row.updatedOn.toISOString(),
    rules: row.rules.map((rule, index) => ({
      priority: index + 1,
      supplyPackage: rule.supplyPackageId === null ? null : names.supplyPackage(rule.supplyPackageId),
      placements: rule.placementIds.map(names.placement),
      targets: rule.targets.map((target) => ({
        connection: names.connection(target.connectionId),
        share: target.share,
      })),
      fallbackConnection:
        rule.fallbackConnectionId === null ? null : names.connection(rule.fallbackConnectionId),
    })),
  };
}

/** The rules' problems and warnings, and the requests each connection would have had over the last 7 days. */
export async function checkPlan(
  deps: Deps,
  auth: AuthContext,
  networkId: number | null,
  rules: RoutingRuleFields[],
): Promise<RoutingCheck> {
  await checkRuleRefs(deps.db, auth, networkId, rules);
  const resolved = await resolveRules(deps.db, rules);
  const active = await activePlacementsOfNetwork(deps.db, networkId);
  const unrouted = unroutedPlacements(resolved, active);
  const span = lastDays(7);
  const routedIds = resolved.flatMap((rule) => rule.placementIds);
  const facts = await factsByPlacement(deps, auth, span, [...new Set([...routedIds, ...unrouted])]);
  const requests = new Map([...facts].map(([id, row]) => [id, row.adRequests]));
  const preview = previewRouting(resolved, requests);
  const names = await namesOf(deps.db, { connections: [...preview.byConnection.keys()] });
  return {
    problems: routingProblems(resolved, rules),
    warnings: unrouted.length > 0 ? [ROUTING_MESSAGES.unrouted(unrouted.length)] : [],
    ...span,
    preview: [...preview.byConnection]
      .map(([id, count]) => ({ connection: names.connection(id), requests: count }))
      .sort((a, b) => b.requests - a.requests || a.connection.name.localeCompare(b.connection.name)),
    unroutedRequests: preview.unrouted,
  };
}

/** Saves a network's rules whole once they pass every check; a stale version is a conflict. */
export async function savePlan(
  deps: Deps,
  auth: AuthContext,
  networkId: number | null,
  rules: RoutingRuleFields[],
  version: number | null,
): Promise<RoutingPlan> {
  await checkRuleRefs(deps.db, auth, networkId, rules);
  const problems = routingProblems(await resolveRules(deps.db, rules), rules);
  if (problems.length > 0) throw badRequest(...problems);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(marketplaceRoutingPlans).where(planOfNetwork(networkId));
    if ((row?.version ?? null) !== version) throw conflict(ROUTING_MESSAGES.stale);
    if (!row) await tx.insert(marketplaceRoutingPlans).values({ networkId, rules });
    else
      await tx
        .update(marketplaceRoutingPlans)
        .set({ rules, version: row.version + 1, updatedOn: new Date() })
        .where(eq(marketplaceRoutingPlans.id, row.id));
  });
  return loadPlan(deps.db, networkId);
}
