import { describe, expect, it } from 'vitest';
import {
  previewRouting,
  type ResolvedRule,
  ROUTING_MESSAGES,
  type RoutingRuleFields,
  routeRequest,
  routingProblems,
  trafficRoll,
  unroutedPlacements,
} from '../src/marketplace/routing';

const rule = (
  placementIds: number[],
  targets: [number, number][],
  fallback: number | null = null,
): ResolvedRule => ({
  placementIds,
  targets: targets.map(([connectionId, share]) => ({ connectionId, share })),
  fallbackConnectionId: fallback,
});
const placementsSource = (resolved: ResolvedRule): RoutingRuleFields => ({
  supplyPackageId: null,
  placementIds: [...resolved.placementIds],
  targets: [...resolved.targets],
  fallbackConnectionId: resolved.fallbackConnectionId,
});
const problemsOf = (...rules: ResolvedRule[]) => routingProblems(rules, rules.map(placementsSource));

describe('routing checks', () => {
  it('accepts rules that split all of their traffic over distinct placements', () => {
    expect(
      problemsOf(
        rule(
          [1, 2],
          [
            [10, 60],
            [11, 40],
          ],
        ),
        rule([3], [[12, 50]], 13),
      ),
    ).toEqual([]);
  });

  it('names two rules routing the same placements', () => {
    expect(
      problemsOf(rule([1, 2, 5], [[10, 100]]), rule([7], [[10, 100]]), rule([5, 2], [[11, 100]])),
    ).toEqual([ROUTING_MESSAGES.overlap(1, 3, [2, 5])]);
  });

  it('refuses shares over 100% and a share of traffic with nowhere to go', () => {
    expect(
      problemsOf(
        rule(
          [1],
          [
            [10, 70],
            [11, 50],
          ],
        ),
        rule([2], [[10, 80]]),
      ),
    ).toEqual([ROUTING_MESSAGES.sharesOver(1, 120), ROUTING_MESSAGES.gap(2, 80)]);
    expect(ROUTING_MESSAGES.gap(2, 80)).toBe(
      'Rule 2: only 80% of its traffic has a connection; give the other 20% a connection or set a fallback',
    );
  });

  it('refuses a rule without inventory, a connection listed twice and a fallback that is a target', () => {
    const empty = rule([], [[10, 100]]);
    expect(routingProblems([empty], [{ ...placementsSource(empty), placementIds: [] }])).toEqual([
      ROUTING_MESSAGES.noSource(1),
    ]);
    expect(
      problemsOf(
        rule(
          [1],
          [
            [10, 50],
            [10, 50],
          ],
          10,
        ),
      ),
    ).toEqual([ROUTING_MESSAGES.repeatedConnection(1), ROUTING_MESSAGES.fallbackIsTarget(1)]);
  });

  it('lists the active placements no rule routes', () => {
    expect(unroutedPlacements([rule([1, 2], [[10, 100]])], [1, 2, 3, 4])).toEqual([3, 4]);
  });
});

describe('routing a request', () => {
  const rules = [
    rule(
      [1],
      [
        [10, 60],
        [11, 30],
      ],
      12,
    ),
    rule([1, 2], [[13, 100]]),
  ];

  it('follows the first rule holding the placement and splits by share, the fallback after', () => {
    expect(routeRequest(rules, 1, 0)).toEqual({ rule: 1, connectionIds: [10, 12] });
    expect(routeRequest(rules, 1, 59.99)).toEqual({ rule: 1, connectionIds: [10, 12] });
    expect(routeRequest(rules, 1, 60)).toEqual({ rule: 1, connectionIds: [11, 12] });
    expect(routeRequest(rules, 1, 95)).toEqual({ rule: 1, connectionIds: [12] });
    expect(routeRequest(rules, 2, 50)).toEqual({ rule: 2, connectionIds: [13] });
  });

  it('leaves a placement no rule names to the ordinary auction', () => {
    expect(routeRequest(rules, 9, 10)).toBeNull();
  });

  it('rolls the same request the same way, within [0, 100)', () => {
    expect(trafficRoll('req-1')).toBe(trafficRoll('req-1'));
    const rolls = Array.from({ length: 200 }, (_, index) => trafficRoll(`req-${index}`));
    expect(rolls.every((roll) => roll >= 0 && roll < 100)).toBe(true);
    expect(new Set(rolls).size).toBeGreaterThan(150);
  });
});

describe('routing preview', () => {
  it('splits each placement’s requests by share, the rest to the fallback, unrouted apart', () => {
    const rules = [
      rule(
        [1],
        [
          [10, 60],
          [11, 30],
        ],
        12,
      ),
      rule([2], [[10, 100]]),
    ];
    const { byConnection, unrouted } = previewRouting(
      rules,
      new Map([
        [1, 1000],
        [2, 500],
        [3, 70],
      ]),
    );
    expect(Object.fromEntries(byConnection)).toEqual({ 10: 1100, 11: 300, 12: 100 });
    expect(unrouted).toBe(70);
  });
});
