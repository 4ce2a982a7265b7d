import { z } from 'zod';
import { IdSchema } from '../ids';
import { idListInputSchema } from '../record-fields';
import { VersionSchema } from '../records';

export const ROUTING_RULES_MAX = 200;
export const ROUTING_TARGETS_MAX = 20;
/** The preview reads the last 7 days of facts. */
export const ROUTING_PREVIEW_DAYS = 7;

export const ROUTING_MESSAGES = {
  noSource: (rule: number) => `Rule ${rule}: choose a supply package or placements`,
  bothSources: (rule: number) => `Rule ${rule}: route a supply package or placements, not both`,
  emptySource: (rule: number) => `Rule ${rule}: its inventory holds no placement`,
  sharesOver: (rule: number, total: number) =>
    `Rule ${rule}: traffic shares add up to ${total}%; at most 100%`,
  gap: (rule: number, total: number) =>
    `Rule ${rule}: only ${total}% of its traffic has a connection; give the other ${100 - total}% a connection or set a fallback`,
  repeatedConnection: (rule: number) => `Rule ${rule}: a connection is listed twice`,
  fallbackIsTarget: (rule: number) => `Rule ${rule}: the fallback is already one of its connections`,
  overlap: (first: number, second: number, placementIds: readonly number[]) =>
    `Rules ${first} and ${second} both route placement${placementIds.length === 1 ? '' : 's'} ${placementIds.join(', ')}: each placement follows one rule`,
  unrouted: (count: number) =>
    `${count} active placement${count === 1 ? '' : 's'} follow${count === 1 ? 's' : ''} no rule: their requests go to every eligible connection`,
  share: 'A traffic share is a whole percentage from 1 to 100',
  packageNotFound: (ids: readonly number[]) => `Supply packages not found: ${ids.join(', ')}`,
  placementsNotFound: (ids: readonly number[]) => `Placements not found: ${ids.join(', ')}`,
  connectionsNotFound: (ids: readonly number[]) => `Connections not found: ${ids.join(', ')}`,
  outsideNetwork: (what: string, ids: readonly number[]) =>
    `${what} must belong to the routing's network; these do not: ${ids.join(', ')}`,
  saved: 'Marketplace routing saved',
  stale:
    'The routing was changed by someone else since you opened it. Reload it and apply your change again.',
} as const;

export const RoutingTargetSchema = z.object({
  connectionId: IdSchema,
  share: z
    .number({ error: ROUTING_MESSAGES.share })
    .int(ROUTING_MESSAGES.share)
    .min(1, ROUTING_MESSAGES.share)
    .max(100, ROUTING_MESSAGES.share),
});
export type RoutingTarget = z.infer<typeof RoutingTargetSchema>;

/** One rule as written: its inventory (a supply package or placements), its connections and their shares, a fallback. */
export const RoutingRuleInputSchema = z.object({
  supplyPackageId: IdSchema.nullable().default(null),
  placementIds: idListInputSchema('Placements', 1000),
  targets: z
    .array(RoutingTargetSchema)
    .min(1, 'Each rule sends its traffic to at least one connection')
    .max(ROUTING_TARGETS_MAX),
  fallbackConnectionId: IdSchema.nullable().default(null),
});
export type RoutingRuleInput = z.input<typeof RoutingRuleInputSchema>;
export type RoutingRuleFields = z.output<typeof RoutingRuleInputSchema>;

/** A network's rules in priority order (the first is checked first). */
export const RoutingPlanInputSchema = z.object({
  networkId: IdSchema.nullable().default(null),
  rules: z.array(RoutingRuleInputSchema).max(ROUTING_RULES_MAX),
});
export type RoutingPlanInput = z.input<typeof RoutingPlanInputSchema>;
export const RoutingPlanUpdateSchema = RoutingPlanInputSchema.extend({
  version: VersionSchema.nullable().default(null),
});
export type RoutingPlanUpdate = z.input<typeof RoutingPlanUpdateSchema>;

export const RoutingPlanQuerySchema = z.object({ networkId: z.coerce.number().int().positive().optional() });

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const RoutingRuleSchema = z.object({
  priority: z.number().int(),
  supplyPackage: RefSchema.nullable(),
  placements: z.array(RefSchema),
  targets: z.array(z.object({ connection: RefSchema, share: z.number().int() })),
  fallbackConnection: RefSchema.nullable(),
});
export type RoutingRule = z.infer<typeof RoutingRuleSchema>;

/** A network's saved rules; version null until it first saves any. */
export const RoutingPlanSchema = z.object({
  networkId: z.number().int().nullable(),
  rules: z.array(RoutingRuleSchema),
  version: z.number().int().nullable(),
  updatedOn: z.string().nullable(),
});
export type RoutingPlan = z.infer<typeof RoutingPlanSchema>;

export const RoutingCheckSchema = z.object({
  problems: z.array(z.string()),
  warnings: z.array(z.string()),
  dateFrom: z.string(),
  dateTo: z.string(),
  preview: z.array(z.object({ connection: RefSchema, requests: z.number() })),
  unroutedRequests: z.number(),
});
export type RoutingCheck = z.infer<typeof RoutingCheckSchema>;

/** A rule with its inventory resolved to placements: what evaluation reads. */
export interface ResolvedRule {
  placementIds: readonly number[];
  targets: readonly RoutingTarget[];
  fallbackConnectionId: number | null;
}

const shareTotal = (rule: Pick<ResolvedRule, 'targets'>) =>
  rule.targets.reduce((total, target) => total + target.share, 0);

/** The rules' mistakes, in rule order, numbered from 1; none: they may be saved. */
export function routingProblems(
  rules: readonly ResolvedRule[],
  sources: readonly RoutingRuleFields[],
): string[] {
  const problems: string[] = [];
  rules.forEach((rule, index) => {
    const number = index + 1;
    const source = sources[index];
    if (source && source.supplyPackageId === null && source.placementIds.length === 0)
      problems.push(ROUTING_MESSAGES.noSource(number));
    else if (source && source.supplyPackageId !== null && source.placementIds.length > 0)
      problems.push(ROUTING_MESSAGES.bothSources(number));
    else if (rule.placementIds.length === 0) problems.push(ROUTING_MESSAGES.emptySource(number));
    const connections = rule.targets.map((target) => target.connectionId);
    if (new Set(connections).size !== connections.length)
      problems.push(ROUTING_MESSAGES.repeatedConnection(number));
    if (rule.fallbackConnectionId !== null && connections.includes(rule.fallbackConnectionId))
      problems.push(ROUTING_MESSAGES.fallbackIsTarget(number));
    const total = shareTotal(rule);
    if (total > 100) problems.push(ROUTING_MESSAGES.sharesOver(number, total));
    else if (total < 100 && rule.fallbackConnectionId === null)
      problems.push(ROUTING_MESSAGES.gap(number, total));
  });
  for (let first = 0; first < rules.length; first++) {
    const earlier = new Set(rules[first]?.placementIds);
    for (let second = first + 1; second < rules.length; second++) {
      const shared = (rules[second]?.placementIds ?? []).filter((id) => earlier.has(id));
      if (shared.length > 0)
        problems.push(
          ROUTING_MESSAGES.overlap(
            first + 1,
            second + 1,
            [...shared].sort((a, b) => a - b),
          ),
        );
    }
  }
  return problems;
}

/** Active placements of the network no rule routes: allowed, but said. */
export function unroutedPlacements(
  rules: readonly ResolvedRule[],
  activePlacementIds: readonly number[],
): number[] {
  const routed = new Set(rules.flatMap((rule) => rule.placementIds));
  return activePlacementIds.filter((id) => !routed.has(id));
}

/** Where a request goes: its rule's position and the connections in the order to try them. */
export interface RouteChoice {
  rule: number;
  connectionIds: number[];
}

/**
 * The connections one request of a placement is routed to. `roll` (0 ≤ roll < 100) places the
 * request in the rule's traffic split; the fallback follows the chosen connection, and takes the
 * share no connection holds. Null: no rule routes the placement.
 */
export function routeRequest(
  rules: readonly ResolvedRule[],
  placementId: number,
  roll: number,
): RouteChoice | null {
  const index = rules.findIndex((rule) => rule.placementIds.includes(placementId));
  const rule = rules[index];
  if (!rule) return null;
  let upTo = 0;
  const chosen = rule.targets.find((target) => {
    upTo += target.share;
    return roll < upTo;
  });
  const fallback = rule.fallbackConnectionId === null ? [] : [rule.fallbackConnectionId];
  const connectionIds = chosen ? [chosen.connectionId, ...fallback] : fallback;
  return { rule: index + 1, connectionIds: [...new Set(connectionIds)] };
}

/** A stable roll in [0, 100) from a request's id, so a request is always split the same way (FNV-1a). */
export function trafficRoll(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10000) / 100;
}

/**
 * The requests each connection would have received: each placement's requests split by its rule's
 * shares, the rest to the fallback. Requests of placements no rule routes are counted apart.
 */
export function previewRouting(
  rules: readonly ResolvedRule[],
  requestsByPlacement: ReadonlyMap<number, number>,
): { byConnection: Map<number, number>; unrouted: number } {
  const byConnection = new Map<number, number>();
  const add = (connectionId: number, requests: number) =>
    byConnection.set(connectionId, (byConnection.get(connectionId) ?? 0) + requests);
  let unrouted = 0;
  for (const [placementId, requests] of requestsByPlacement) {
    const rule = rules.find((candidate) => candidate.placementIds.includes(placementId));
    if (!rule) {
      unrouted += requests;
      continue;
    }
    for (const target of rule.targets) add(target.connectionId, (requests * target.share) / 100);
    const rest = 100 - Math.min(100, shareTotal(rule));
    if (rest > 0 && rule.fallbackConnectionId !== null)
      add(rule.fallbackConnectionId, (requests * rest) / 100);
  }
  for (const [id, requests] of byConnection) byConnection.set(id, Math.round(requests));
  return { byConnection, unrouted };
}
