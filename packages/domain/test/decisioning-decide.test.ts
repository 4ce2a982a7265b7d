import { describe, expect, it } from 'vitest';
import { decide } from '../src/decisioning/decide';
import {
  type Bid,
  BidSchema,
  type Candidate,
  CandidateSchema,
  type DecisionRequest,
  DecisionRequestSchema,
} from '../src/decisioning/types';

const request = (overrides: Partial<DecisionRequest> = {}): DecisionRequest => ({
  placementId: 7,
  auctionType: 'FIRST_PRICE',
  floorCpm: 2,
  slot: { type: 'BREAK', durationSeconds: 60 },
  maxPodSlotCount: null,
  minAdDurationSeconds: 5,
  maxAdDurationSeconds: 30,
  deviceId: 'device-1',
  country: 'US',
  deviceType: 3,
  platform: 'CTV',
  appBundle: 'com.example.tv',
  domain: null,
  at: '2026-11-27T03:00:00Z',
  ...overrides,
});

const single = { slot: { type: 'SINGLE' } } as const;

const lineItem = (id: number, overrides: Partial<Candidate> = {}, durations: number[] = [30]): Candidate => {
  const advertiserId = overrides.advertiserId ?? 500 + id;
  return {
    id,
    orderId: 100,
    advertiserId,
    networkId: null,
    status: 'ACTIVE',
    flight: { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
    priority: 5,
    cpm: 10,
    goalImpressions: null,
    deliveredImpressions: 0,
    pacing: { mode: 'ASAP', expectedImpressions: 0 },
    frequencyCap: null,
    targeting: { matched: true, reason: 'Every rule matches.' },
    creatives: durations.map((durationSeconds, index) => ({
      id: id * 10 + index,
      durationSeconds,
      approved: true,
      processed: true,
      advertiserId,
    })),
    ...overrides,
  };
};

const bid = (partnerId: number, cpm: number, overrides: Partial<Bid> = {}): Bid => ({
  partnerId,
  cpm,
  durationSeconds: 15,
  advertiserDomain: `brand${partnerId}.example`,
  adm: `<VAST version="4.2"><Ad id="${partnerId}-${cpm}"/></VAST>`,
  nurl: `https://partner${partnerId}.example/win`,
  lurl: `https://partner${partnerId}.example/loss`,
  ...overrides,
});

const winners = (decision: ReturnType<typeof decide>) =>
  decision.pod.map(({ entrant }) =>
    entrant.kind === 'LINE_ITEM' ? `L${entrant.lineItemId}` : `B${entrant.bidIndex}`,
  );

const onlyVerdict = (candidate: Candidate, overrides: Partial<DecisionRequest> = {}) =>
  decide(request(overrides), [candidate], []).verdicts[0];

describe('the contracts the tag endpoint parses', () => {
  it('accepts the request, a line item and a bid as the tests build them', () => {
    expect(DecisionRequestSchema.safeParse(request()).success).toBe(true);
    expect(CandidateSchema.safeParse(lineItem(1)).success).toBe(true);
    expect(BidSchema.safeParse(bid(1, 9)).success).toBe(true);
    expect(DecisionRequestSchema.safeParse(request({ auctionType: 'VICKREY' as never })).success).toBe(false);
    expect(
      DecisionRequestSchema.safeParse(request({ minAdDurationSeconds: 31, maxAdDurationSeconds: 30 }))
        .success,
    ).toBe(false);
  });
});

describe('eligibility: each line item filtered for its first reason', () => {
  it('is not active unless ACTIVE, and that reason comes first', () => {
    const verdict = onlyVerdict(
      lineItem(1, { status: 'INACTIVE', flight: { startsAt: '2027-01-01T00:00:00Z', endsAt: null } }),
    );
    expect(verdict).toMatchObject({
      status: 'FILTERED',
      rank: null,
      reason: 'NOT_ACTIVE',
      sentence: 'Not active: its status is INACTIVE.',
    });
  });

  it('is outside its flight before the start and from the end on', () => {
    const early = onlyVerdict(lineItem(1, { flight: { startsAt: '2026-11-28T00:00:00Z', endsAt: null } }));
    expect(early).toMatchObject({
      reason: 'OUTSIDE_FLIGHT',
      sentence: 'Outside flight: 2026-11-27T03:00:00Z is not within 2026-11-28T00:00:00Z – open.',
    });
    const ended = lineItem(1, {
      flight: { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-27T03:00:00Z' },
    });
    expect(onlyVerdict(ended)).toMatchObject({ reason: 'OUTSIDE_FLIGHT' });
    const started = lineItem(1, { flight: { startsAt: '2026-11-27T03:00:00Z', endsAt: null } });
    expect(onlyVerdict(started)).toMatchObject({ status: 'ELIGIBLE' });
  });

  it("carries the targeting verdict's reason", () => {
    const verdict = onlyVerdict(
      lineItem(1, { targeting: { matched: false, reason: 'Country US is not in CA, MX.' } }),
    );
    expect(verdict).toMatchObject({
      reason: 'TARGETING',
      sentence: 'Targeting: Country US is not in CA, MX.',
    });
  });

  it('stops at its goal', () => {
    const verdict = onlyVerdict(lineItem(1, { goalImpressions: 1000, deliveredImpressions: 1000 }));
    expect(verdict).toMatchObject({
      reason: 'GOAL_REACHED',
      sentence: 'Goal reached: 1000 of 1000 impressions delivered.',
    });
  });

  it('stops when the device has seen it as often as the frequency cap allows', () => {
    const capped = (deviceImpressions: number) =>
      onlyVerdict(lineItem(1, { frequencyCap: { count: 3, period: 'DAY', deviceImpressions } }));
    expect(capped(3)).toMatchObject({
      reason: 'FREQUENCY_CAP_REACHED',
      sentence: 'Frequency cap reached: 3 of 3 impressions per day on this device.',
    });
    expect(capped(2)).toMatchObject({ status: 'ELIGIBLE' });
  });

  it('throttles an EVEN line item more than 10 % ahead of its expected delivery, not one at the edge', () => {
    const even = (deliveredImpressions: number) =>
      onlyVerdict(lineItem(1, { deliveredImpressions, pacing: { mode: 'EVEN', expectedImpressions: 1000 } }));
    expect(even(1100)).toMatchObject({ status: 'ELIGIBLE' });
    expect(even(1101)).toMatchObject({
      reason: 'AHEAD_OF_PACE',
      sentence:
        'Ahead of pace (throttled): 1101 delivered against 1000 expected now, more than 10 % ahead (at most 1100).',
    });
    const asap = lineItem(1, {
      deliveredImpressions: 5000,
      pacing: { mode: 'ASAP', expectedImpressions: 1000 },
    });
    expect(onlyVerdict(asap)).toMatchObject({ status: 'ELIGIBLE' });
    const fractional = lineItem(1, {
      deliveredImpressions: 11,
      pacing: { mode: 'EVEN', expectedImpressions: 3.3333 },
    });
    expect(onlyVerdict(fractional)).toMatchObject({
      reason: 'AHEAD_OF_PACE',
      sentence:
        'Ahead of pace (throttled): 11 delivered against 3.3333 expected now, more than 10 % ahead (at most 3.67).',
    });
  });

  it('takes the pacing tolerance from the options', () => {
    const ahead = lineItem(1, {
      deliveredImpressions: 1101,
      pacing: { mode: 'EVEN', expectedImpressions: 1000 },
    });
    expect(decide(request(), [ahead], [], { evenPacingTolerancePercent: 20 }).verdicts).toMatchObject([
      { status: 'ELIGIBLE' },
    ]);
  });

  it('needs an approved and processed creative within the ad durations and the break', () => {
    const candidate = lineItem(1, {
      creatives: [
        { id: 11, durationSeconds: 30, approved: false, processed: true, advertiserId: 501 },
        { id: 12, durationSeconds: 15, approved: true, processed: false, advertiserId: 501 },
        { id: 13, durationSeconds: 45, approved: true, processed: true, advertiserId: 501 },
        { id: 14, durationSeconds: 4, approved: true, processed: true, advertiserId: 501 },
      ],
    });
    expect(onlyVerdict(candidate)).toMatchObject({
      reason: 'NO_FITTING_CREATIVE',
      sentence: 'No approved and processed creative that fits 5–30 s within the 60 s break.',
    });
    expect(
      onlyVerdict(lineItem(1, {}, [30]), { slot: { type: 'BREAK', durationSeconds: 20 } }),
    ).toMatchObject({
      reason: 'NO_FITTING_CREATIVE',
    });
  });

  it('is left out on a placement of a type none of its creatives is made for, and says which types they are made for', () => {
    const audioOnly = {
      placementType: 'VIDEO' as const,
      creatives: [{ id: 11, placementTypes: ['AUDIO_BACKFILL' as const, 'VIDEO_AUDIO_VIDEO' as const] }],
    };
    expect(onlyVerdict(lineItem(1, { creatives: [], notForPlacement: audioOnly }))).toMatchObject({
      reason: 'PLACEMENT_TYPE',
      sentence:
        'No creative made for Video placements: creative 11 is made for Audio backfill and Video audio video placements only.',
    });
    const tooLong = lineItem(1, { notForPlacement: audioOnly }, [45]);
    expect(onlyVerdict(tooLong)).toMatchObject({
      reason: 'NO_FITTING_CREATIVE',
      sentence:
        'No approved and processed creative that fits 5–30 s within the 60 s break. Not eligible on Video placements: creative 11 is made for Audio backfill and Video audio video placements only.',
    });
    expect(onlyVerdict(lineItem(1, { notForPlacement: audioOnly }, [30]))).toMatchObject({
      status: 'ELIGIBLE',
    });
  });

  it('is below the floor under it, eligible at it', () => {
    expect(onlyVerdict(lineItem(1, { cpm: 1.99 }))).toMatchObject({
      reason: 'BELOW_FLOOR',
      sentence: 'Below floor: CPM 1.99 is under the floor of 2.00.',
    });
    expect(onlyVerdict(lineItem(1, { cpm: 2 }))).toMatchObject({ status: 'ELIGIBLE' });
  });
});

describe('eligibility of bids', () => {
  it('filters a bid under the floor and one whose creative does not fit', () => {
    const decision = decide(request(), [], [bid(1, 1.5), bid(2, 9, { durationSeconds: 60 })]);
    expect(decision.verdicts).toEqual([
      {
        entrant: { kind: 'BID', bidIndex: 0, partnerId: 1, dealId: null },
        status: 'FILTERED',
        rank: null,
        reason: 'BELOW_FLOOR',
        sentence: 'Below floor: CPM 1.50 is under the floor of 2.00.',
      },
      {
        entrant: { kind: 'BID', bidIndex: 1, partnerId: 2, dealId: null },
        status: 'FILTERED',
        rank: null,
        reason: 'NO_FITTING_CREATIVE',
        sentence: 'Its 60 s creative does not fit 5–30 s within the 60 s break.',
      },
    ]);
  });
});

describe('ranking: priority, then price (a lower priority number wins)', () => {
  it('lets priority beat price', () => {
    const decision = decide(
      request(single),
      [lineItem(1, { priority: 2, cpm: 20 }), lineItem(2, { priority: 1, cpm: 5 })],
      [],
    );
    expect(winners(decision)).toEqual(['L2']);
    expect(decision.verdicts[0]).toMatchObject({ status: 'FILTERED', rank: 2, reason: 'POD_FULL' });
  });

  it('lets price break a tie of priority', () => {
    const decision = decide(request(single), [lineItem(1, { cpm: 8 }), lineItem(2, { cpm: 9 })], []);
    expect(winners(decision)).toEqual(['L2']);
  });

  it('lets a bid beat a direct line item of the same standing by price, not one of a better priority', () => {
    const sameStanding = lineItem(1, { priority: 12, cpm: 8 });
    expect(winners(decide(request(single), [sameStanding], [bid(3, 9)]))).toEqual(['B0']);
    const better = lineItem(1, { priority: 3, cpm: 5 });
    expect(winners(decide(request(single), [better], [bid(3, 9)]))).toEqual(['L1']);
    expect(winners(decide(request(single), [sameStanding], [bid(3, 9)], { bidPriority: 13 }))).toEqual([
      'L1',
    ]);
  });

  it("names a winning bid's partner and deal, and what it pays", () => {
    const decision = decide(
      request({ ...single, auctionType: 'SECOND_PRICE' }),
      [lineItem(1, { priority: 12, cpm: 8 })],
      [bid(3, 9, { dealId: 44 })],
    );
    expect(decision.pod).toEqual([
      {
        sequence: 1,
        entrant: { kind: 'BID', bidIndex: 0, partnerId: 3, dealId: 44 },
        creative: {
          kind: 'BID',
          durationSeconds: 15,
          adm: '<VAST version="4.2"><Ad id="3-9"/></VAST>',
          nurl: 'https://partner3.example/win',
          lurl: 'https://partner3.example/loss',
        },
        bidCpm: 9,
        priceCpm: 8.01,
        why:
          'Bid 1 from demand partner 3 in deal 44 wins slot 1 with its 15 s creative: the best-ranked entrant left ' +
          'that fits (rank 1: priority 12, CPM 9.00). Second price: pays 8.01 (the next eligible CPM 8.00 + 0.01).',
      },
    ]);
  });

  it('puts a line item before a bid at a full tie', () => {
    expect(winners(decide(request(single), [lineItem(1, { priority: 12, cpm: 9 })], [bid(3, 9)]))).toEqual([
      'L1',
    ]);
  });
});

describe('the price paid (part 2 §3 "Auction pricing: First price, Second price, Bid floor price")', () => {
  const contest = [lineItem(1, { cpm: 10 }), lineItem(2, { cpm: 8 })];
  const paid = (auctionType: DecisionRequest['auctionType'], candidates = contest) =>
    decide(request({ ...single, auctionType }), candidates, []).pod[0];

  it('FIRST_PRICE pays its own CPM', () => {
    expect(paid('FIRST_PRICE')).toMatchObject({ bidCpm: 10, priceCpm: 10 });
  });

  it('SECOND_PRICE pays the next eligible CPM plus 0.01, held to its own CPM', () => {
    expect(paid('SECOND_PRICE')).toMatchObject({ bidCpm: 10, priceCpm: 8.01 });
    expect(paid('SECOND_PRICE')?.why).toContain(
      'Second price: pays 8.01 (the next eligible CPM 8.00 + 0.01).',
    );
    const tie = [lineItem(1, { cpm: 8 }), lineItem(2, { cpm: 8 })];
    expect(paid('SECOND_PRICE', tie)).toMatchObject({ priceCpm: 8 });
    expect(paid('SECOND_PRICE', tie)?.why).toContain(
      '(the next eligible CPM 8.00 + 0.01, held to its own CPM)',
    );
  });

  it('SECOND_PRICE pays the floor without a runner-up', () => {
    expect(paid('SECOND_PRICE', [lineItem(1, { cpm: 10 })])).toMatchObject({ priceCpm: 2 });
  });

  it('BID_FLOOR_PRICE pays the floor', () => {
    expect(paid('BID_FLOOR_PRICE')).toMatchObject({ bidCpm: 10, priceCpm: 2 });
  });

  it('prices each slot of a pod against the entrant ranked after it', () => {
    const pod = decide(
      request({ auctionType: 'SECOND_PRICE' }),
      [lineItem(1, { cpm: 10 }, [15]), lineItem(2, { cpm: 7.5 }, [15]), lineItem(3, { cpm: 6 }, [15])],
      [],
    ).pod;
    expect(pod.map(({ priceCpm }) => priceCpm)).toEqual([7.51, 6.01, 2]);
  });
});

describe('pods', () => {
  it('fills a 60 s break with 30+15+15 by rank, not 30+30+15', () => {
    const decision = decide(
      request(),
      [
        lineItem(1, { cpm: 10 }, [30]),
        lineItem(2, { cpm: 9 }, [15]),
        lineItem(3, { cpm: 8 }, [30]),
        lineItem(4, { cpm: 7 }, [15]),
      ],
      [],
    );
    expect(winners(decision)).toEqual(['L1', 'L2', 'L4']);
    expect(decision.pod.map(({ sequence, creative }) => [sequence, creative.durationSeconds])).toEqual([
      [1, 30],
      [2, 15],
      [3, 15],
    ]);
    expect(decision.filledSeconds).toBe(60);
    expect(decision.verdicts[2]).toEqual({
      entrant: { kind: 'LINE_ITEM', lineItemId: 3 },
      status: 'FILTERED',
      rank: 3,
      reason: 'POD_FULL',
      sentence: 'Pod full: 15 s of the break are left and its shortest creative runs 30 s.',
    });
    expect(decision.summary).toBe('3 ads fill 60 of the 60 s break.');
  });

  it("takes a line item's longest creative that still fits", () => {
    const decision = decide(
      request(),
      [lineItem(1, { cpm: 10 }, [30, 15]), lineItem(2, { cpm: 9 }, [15, 30])],
      [],
    );
    expect(decision.pod.map(({ creative }) => creative)).toEqual([
      { kind: 'LINE_ITEM', creativeId: 10, durationSeconds: 30 },
      { kind: 'LINE_ITEM', creativeId: 21, durationSeconds: 30 },
    ]);
    expect(decision.pod[0]?.why).toBe(
      'Line item 1 wins slot 1 with creative 10 (30 s): the best-ranked entrant left that fits ' +
        '(rank 1: priority 5, CPM 10.00). First price: pays its own CPM 10.00.',
    );
  });

  it('keeps a second ad of the same advertiser out (competitive separation)', () => {
    const decision = decide(
      request(),
      [lineItem(1, { cpm: 10 }, [15]), lineItem(2, { cpm: 9, advertiserId: 501 }, [15])],
      [bid(3, 8), bid(4, 7, { advertiserDomain: 'BRAND3.example' })],
    );
    expect(winners(decision)).toEqual(['L1', 'B0']);
    expect(decision.verdicts[1]).toMatchObject({
      reason: 'ADVERTISER_IN_POD',
      rank: 2,
      sentence: 'Advertiser already in pod (competitive separation): its advertiser plays in slot 1.',
    });
    expect(decision.verdicts[3]).toMatchObject({ reason: 'ADVERTISER_IN_POD', rank: 4 });
  });

  it('never plays the same creative twice', () => {
    const adm = '<VAST version="4.2"><Ad id="same"/></VAST>';
    const decision = decide(request(), [], [bid(1, 9, { adm }), bid(2, 8, { adm })]);
    expect(winners(decision)).toEqual(['B0']);
    expect(decision.verdicts[1]).toMatchObject({
      reason: 'CREATIVE_IN_POD',
      sentence: 'Creative already in pod: each of its fitting creatives already plays in this break.',
    });
  });

  it("stops at the publisher's maxPodSlotCount and at one ad for a single slot", () => {
    const three = [lineItem(1, {}, [15]), lineItem(2, {}, [15]), lineItem(3, {}, [15])];
    const capped = decide(request({ maxPodSlotCount: 2 }), three, []);
    expect(winners(capped)).toEqual(['L1', 'L2']);
    expect(capped.verdicts[2]).toMatchObject({
      reason: 'POD_FULL',
      sentence: 'Pod full: all 2 of its slots are taken.',
    });
    const one = decide(request(single), three, []);
    expect(one.summary).toBe('1 ad fills the single slot (15 s).');
    expect(winners(one)).toEqual(['L1']);
  });
});

describe('an empty decision', () => {
  it('answers no pod and explains every line item and bid', () => {
    const decision = decide(request(), [lineItem(1, { status: 'ARCHIVED' })], [bid(2, 1)]);
    expect(decision.pod).toEqual([]);
    expect(decision.filledSeconds).toBe(0);
    expect(decision.verdicts.map((verdict) => verdict.status === 'FILTERED' && verdict.reason)).toEqual([
      'NOT_ACTIVE',
      'BELOW_FLOOR',
    ]);
    expect(decision.summary).toBe('No ad: none of the 2 line items and bids wins a slot.');
    expect(decide(request(), [], []).summary).toBe('No ad: none of the 0 line items and bids wins a slot.');
  });
});

describe('determinism', () => {
  it('answers the same decision for the same input, whatever the order of the candidates', () => {
    const candidates = [
      lineItem(1, { cpm: 9 }, [15]),
      lineItem(2, { cpm: 9 }, [15]),
      lineItem(3, { cpm: 12 }, [30]),
    ];
    const bids = [bid(4, 9), bid(5, 11)];
    const first = decide(request({ auctionType: 'SECOND_PRICE' }), candidates, bids);
    expect(decide(request({ auctionType: 'SECOND_PRICE' }), candidates, bids)).toEqual(first);
    const reversed = decide(request({ auctionType: 'SECOND_PRICE' }), [...candidates].reverse(), bids);
    expect(reversed.pod).toEqual(first.pod);
  });
});
