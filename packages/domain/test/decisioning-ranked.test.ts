import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../src/decisioning/decide';
import { toCents } from '../src/decisioning/entrants';
import { idsOfRanges } from '../src/decisioning/id-ranges';
import {
  compareRankedLineItems,
  decideRanked,
  FILTERED_EXPLAINED,
  type RankedLineItem,
} from '../src/decisioning/ranked-decide';
import type { Bid, Candidate, DecisionRequest, NotForPlacement } from '../src/decisioning/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const AT = Date.parse('2026-11-27T03:00:00Z');
const instant = (days: number) => new Date(AT + days * DAY_MS).toISOString();

const requestArbitrary = fc
  .record({
    auctionType: fc.constantFrom('FIRST_PRICE', 'SECOND_PRICE', 'BID_FLOOR_PRICE' as const),
    floorCpm: fc.constantFrom(0, 1, 2.5, 5),
    slot: fc.oneof(
      fc.constant({ type: 'SINGLE' as const }),
      fc
        .integer({ min: 5, max: 120 })
        .map((durationSeconds) => ({ type: 'BREAK' as const, durationSeconds })),
    ),
    maxPodSlotCount: fc.option(fc.integer({ min: 1, max: 4 })),
    minAdDurationSeconds: fc.integer({ min: 1, max: 20 }),
    extraSeconds: fc.integer({ min: 0, max: 60 }),
  })
  .map(
    ({ extraSeconds, ...rest }): DecisionRequest => ({
      ...rest,
      placementId: 7,
      maxAdDurationSeconds: rest.minAdDurationSeconds + extraSeconds,
      deviceId: 'device-1',
      country: 'US',
      deviceType: 3,
      platform: 'CTV',
      appBundle: null,
      domain: null,
      at: new Date(AT).toISOString(),
    }),
  );

/** Few priorities, prices, advertisers and shared creative ids, so ties, separation and repeats happen. */
const candidateArbitrary = (id: number) =>
  fc
    .record({
      status: fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE' as const),
      startDay: fc.integer({ min: -3, max: 1 }),
      endDay: fc.option(fc.integer({ min: -1, max: 3 })),
      priority: fc.integer({ min: 1, max: 4 }),
      cpm: fc.constantFrom(0.5, 2, 2.5, 4, 4.005, 10),
      goalImpressions: fc.option(fc.integer({ min: 1, max: 100 })),
      deliveredImpressions: fc.integer({ min: 0, max: 120 }),
      pacing: fc.record({
        mode: fc.constantFrom('EVEN', 'ASAP' as const),
        expectedImpressions: fc.integer({ min: 0, max: 120 }),
      }),
      frequencyCap: fc.option(
        fc.record({
          count: fc.integer({ min: 1, max: 3 }),
          period: fc.constant('DAY' as const),
          deviceImpressions: fc.integer({ min: 0, max: 4 }),
        }),
      ),
      matched: fc.boolean(),
      advertiserId: fc.integer({ min: 1, max: 4 }),
      creatives: fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 12 }),
          durationSeconds: fc.constantFrom(5, 10, 15, 30, 45, 60),
          approved: fc.boolean(),
          processed: fc.constantFrom(true, true, false),
          advertiserId: fc.integer({ min: 1, max: 4 }),
        }),
        { minLength: 0, maxLength: 3 },
      ),
      // Creatives compiled out for being made for other placement types (A2V renders on a VIDEO placement).
      notForPlacement: fc.option(
        fc.record({
          placementType: fc.constant('VIDEO' as const),
          creatives: fc.constant<NotForPlacement['creatives']>([
            { id: 99, placementTypes: ['AUDIO_BACKFILL'] },
          ]),
        }),
      ),
    })
    .map(
      (drawn): Candidate => ({
        id,
        orderId: 1,
        advertiserId: drawn.advertiserId,
        networkId: 1,
        status: drawn.status,
        flight: {
          startsAt: instant(drawn.startDay),
          endsAt: drawn.endDay === null ? null : instant(drawn.endDay),
        },
        priority: drawn.priority,
        cpm: drawn.cpm,
        goalImpressions: drawn.goalImpressions,
        deliveredImpressions: drawn.deliveredImpressions,
        pacing: drawn.pacing,
        frequencyCap: drawn.frequencyCap,
        targeting: drawn.matched
          ? { matched: true, reason: 'Matches.' }
          : { matched: false, reason: 'Not here.' },
        creatives: drawn.creatives,
        ...(drawn.notForPlacement && { notForPlacement: drawn.notForPlacement }),
      }),
    );

const candidatesArbitrary = fc
  .integer({ min: 0, max: 40 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => candidateArbitrary(index + 1))));

const bidsArbitrary = fc.array(
  fc.record({
    partnerId: fc.integer({ min: 1, max: 3 }),
    cpm: fc.constantFrom(0.5, 3, 4, 12),
    durationSeconds: fc.constantFrom(10, 15, 30),
    advertiserDomain: fc.constantFrom('a.example', 'b.example'),
    adm: fc.constantFrom('<VAST/>', '<VAST version="4.2"/>'),
    nurl: fc.constant('https://partner.example/win'),
    lurl: fc.constant('https://partner.example/loss'),
  }) satisfies fc.Arbitrary<Bid>,
  { maxLength: 3 },
);

const rankedOf = (candidates: readonly Candidate[]) => {
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const entries: RankedLineItem[] = candidates
    .map((candidate) => ({
      id: candidate.id,
      status: candidate.status,
      priority: candidate.priority,
      cpmCents: toCents(candidate.cpm),
      flightStartMs: Date.parse(candidate.flight.startsAt),
      flightEndMs: candidate.flight.endsAt === null ? null : Date.parse(candidate.flight.endsAt),
      creatives: candidate.creatives,
      ...(candidate.notForPlacement && { notForPlacement: candidate.notForPlacement }),
    }))
    .sort(compareRankedLineItems);
  // When every line item matches, the verdict is one for all, as a placement's targeting set gives it.
  const targetingMatched = candidates.every((candidate) => candidate.targeting.matched) ? true : null;
  return { entries, targetingMatched, candidate: (entry: RankedLineItem) => byId.get(entry.id)! };
};

/** An active ASAP line item of its own advertiser, matching, running since a day ago, with one 30 s creative. */
const activeLineItem = (id: number, overrides: Partial<Candidate> = {}): Candidate => ({
  id,
  orderId: 1,
  advertiserId: id,
  networkId: 1,
  status: 'ACTIVE',
  flight: { startsAt: instant(-1), endsAt: null },
  priority: 5,
  cpm: 10 - id / 100,
  goalImpressions: null,
  deliveredImpressions: 0,
  pacing: { mode: 'ASAP', expectedImpressions: 0 },
  frequencyCap: null,
  targeting: { matched: true, reason: 'Matches.' },
  creatives: [{ id, durationSeconds: 30, approved: true, processed: true, advertiserId: id }],
  ...overrides,
});

describe('the ranked fast path (issue 26: decisions at full scale)', () => {
  it('picks the same pod at the same prices as decide, and explains each line item it shows as decide does', () => {
    fc.assert(
      fc.property(requestArbitrary, candidatesArbitrary, bidsArbitrary, (request, candidates, bids) => {
        const plain = decide(request, candidates, bids);
        const { decision, unexplained } = decideRanked(request, rankedOf(candidates), bids);
        expect(decision.pod).toEqual(plain.pod);
        expect(decision.filledSeconds).toBe(plain.filledSeconds);
        expect(decision.summary).toBe(plain.summary);
        const shownLineItems = decision.verdicts.filter(({ entrant }) => entrant.kind === 'LINE_ITEM');
        for (const verdict of shownLineItems) expect(plain.verdicts).toContainEqual(verdict);
        const keptIds = Object.values(unexplained).flatMap((ranges) => idsOfRanges(ranges));
        const shownIds = shownLineItems.map(({ entrant }) =>
          entrant.kind === 'LINE_ITEM' ? entrant.lineItemId : 0,
        );
        expect([...keptIds, ...shownIds].sort((a, b) => a - b)).toEqual(candidates.map(({ id }) => id));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('keeps line items ranked below a full pod by reason, without weighing them', () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      activeLineItem(index + 1, {
        flight: { startsAt: instant(-1), endsAt: index % 10 === 0 ? instant(-0.5) : null },
      }),
    );
    const weighed: number[] = [];
    const ranked = rankedOf(many);
    const request = fc.sample(requestArbitrary, 1)[0]!;
    const { decision, unexplained } = decideRanked(
      {
        ...request,
        slot: { type: 'BREAK', durationSeconds: 60 },
        maxPodSlotCount: null,
        minAdDurationSeconds: 15,
        maxAdDurationSeconds: 30,
        floorCpm: 0,
      },
      {
        ...ranked,
        candidate: (entry) => {
          weighed.push(entry.id);
          return ranked.candidate(entry);
        },
      },
      [],
    );
    expect(decision.pod.map(({ entrant }) => entrant)).toEqual([
      { kind: 'LINE_ITEM', lineItemId: 2 },
      { kind: 'LINE_ITEM', lineItemId: 3 },
    ]);
    expect(weighed).toEqual([2, 3, 4]);
    expect(idsOfRanges(unexplained.OUTSIDE_FLIGHT ?? '')).toHaveLength(20);
    expect(unexplained.OUTSIDE_FLIGHT).toMatch(/^1,11,21,.*,191$/);
    expect(unexplained.POD_FULL).toMatch(/^5-10,12-20,22-30,.*,192-200$/);
    expect(idsOfRanges(unexplained.POD_FULL ?? '')).toHaveLength(200 - 20 - 3);
    expect(FILTERED_EXPLAINED).toBeGreaterThan(0);
  });
  it('explains line items whose creatives are all made for other placement types without weighing them', () => {
    const made = (id: number, restricted: boolean): Candidate =>
      activeLineItem(
        id,
        restricted
          ? {
              creatives: [],
              notForPlacement: {
                placementType: 'VIDEO',
                creatives: [{ id: 100 + id, placementTypes: ['AUDIO_BACKFILL', 'VIDEO_AUDIO_VIDEO'] }],
              },
            }
          : {},
      );
    const candidates = [...Array.from({ length: 25 }, (_, index) => made(index + 1, true)), made(26, false)];
    const weighed: number[] = [];
    const ranked = rankedOf(candidates);
    const request = fc.sample(requestArbitrary, 1)[0]!;
    const { decision, unexplained } = decideRanked(
      {
        ...request,
        slot: { type: 'SINGLE' },
        minAdDurationSeconds: 15,
        maxAdDurationSeconds: 30,
        floorCpm: 0,
      },
      {
        ...ranked,
        candidate: (entry) => {
          weighed.push(entry.id);
          return ranked.candidate(entry);
        },
      },
      [],
    );
    expect(weighed).toEqual([26]);
    expect(decision.pod.map(({ entrant }) => entrant)).toEqual([{ kind: 'LINE_ITEM', lineItemId: 26 }]);
    const placementType = decision.verdicts.filter(
      (verdict) => verdict.status === 'FILTERED' && verdict.reason === 'PLACEMENT_TYPE',
    );
    expect(placementType).toHaveLength(FILTERED_EXPLAINED);
    expect(placementType[0]).toEqual({
      entrant: { kind: 'LINE_ITEM', lineItemId: 1 },
      status: 'FILTERED',
      rank: null,
      reason: 'PLACEMENT_TYPE',
      sentence:
        'No creative made for Video placements: creative 101 is made for Audio backfill and Video audio video placements only.',
    });
    expect(unexplained.PLACEMENT_TYPE).toBe('21-25');
  });

  it('explains a network reused across requests as it explains it fresh, as the clock crosses its flights', () => {
    const atArbitrary = fc.constantFrom(-1.5, -1, -0.25, 0, 0.5, 2).map(instant);
    fc.assert(
      fc.property(
        candidatesArbitrary,
        fc.array(requestArbitrary, { minLength: 1, maxLength: 2 }),
        fc.array(atArbitrary, { minLength: 2, maxLength: 6 }),
        (candidates, shapes, times) => {
          const reused = rankedOf(candidates);
          for (const [index, at] of times.entries()) {
            const request = shapes[index % shapes.length]!;
            const timed = { ...request, at };
            expect(decideRanked(timed, reused, []).unexplained).toEqual(
              decideRanked(timed, rankedOf(candidates), []).unexplained,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
