import { bidRef, type Entrant, lineItemRef, toCents } from './entrants';
import { cpmText, entrantName } from './explain';
import { type Screened, screenBid, screenCandidate } from './filters';
import { fillPod, type Seat } from './pods';
import { priceFor } from './pricing';
import { rankEntrants } from './ranking';
import {
  type Bid,
  type Candidate,
  DECISION_DEFAULTS,
  type Decision,
  type DecisionOptions,
  type DecisionRequest,
  type EntrantRef,
  type PodSlot,
  type Verdict,
} from './types';

const creativeText = (seat: Seat) => {
  const { creative } = seat.offer;
  return creative.kind === 'LINE_ITEM'
    ? `creative ${creative.creativeId} (${creative.durationSeconds} s)`
    : `its ${creative.durationSeconds} s creative`;
};

const winningSentence = (entrant: Entrant, rank: number, seat: Seat, priceSentence: string) =>
  `${entrantName(entrant.ref)} wins slot ${seat.sequence} with ${creativeText(seat)}: ` +
  `the best-ranked entrant left that fits (rank ${rank}: priority ${entrant.priority}, CPM ${cpmText(entrant.cpmCents)}). ` +
  priceSentence;

export const summaryOf = (
  pod: PodSlot[],
  filledSeconds: number,
  request: DecisionRequest,
  entrants: number,
) => {
  if (pod.length === 0) return `No ad: none of the ${entrants} line items and bids wins a slot.`;
  const ads = pod.length === 1 ? '1 ad fills' : `${pod.length} ads fill`;
  return request.slot.type === 'BREAK'
    ? `${ads} ${filledSeconds} of the ${request.slot.durationSeconds} s break.`
    : `${ads} the single slot (${filledSeconds} s).`;
};

/** A seated entrant's slot of the pod and its verdict, priced against the entrant ranked right after it. */
export const seatedSlot = (
  request: DecisionRequest,
  seated: { entrant: Entrant; rank: number; seat: Seat },
  nextInRank: Entrant | null,
): { slot: PodSlot; verdict: Verdict } => {
  const { entrant, rank, seat } = seated;
  const price = priceFor(request.auctionType, entrant, nextInRank, toCents(request.floorCpm));
  const why = winningSentence(entrant, rank, seat, price.sentence);
  const { sequence, offer } = seat;
  return {
    slot: {
      sequence,
      entrant: entrant.ref,
      creative: offer.creative,
      bidCpm: entrant.cpmCents / 100,
      priceCpm: price.cents / 100,
      why,
    },
    verdict: { entrant: entrant.ref, status: 'ELIGIBLE', rank, sequence, sentence: why },
  };
};

export const filledSecondsOf = (pod: readonly PodSlot[]) =>
  pod.reduce((total, slot) => total + slot.creative.durationSeconds, 0);

/** Part of issue 26 "Decide": who plays in this break and at what price, and why every other line item and bid does not. */
export const decide = (
  request: DecisionRequest,
  candidates: readonly Candidate[],
  bids: readonly Bid[],
  options: Partial<DecisionOptions> = {},
): Decision => {
  const settings: DecisionOptions = { ...DECISION_DEFAULTS, ...options };
  const screened: { ref: EntrantRef; screen: Screened }[] = [
    ...candidates.map((candidate) => ({
      ref: lineItemRef(candidate),
      screen: screenCandidate(candidate, request, settings),
    })),
    ...bids.map((bid, bidIndex) => ({
      ref: bidRef(bid, bidIndex),
      screen: screenBid(bid, bidIndex, request, settings),
    })),
  ];
  const ranked = rankEntrants(screened.flatMap(({ screen }) => (screen.ok ? [screen.entrant] : [])));
  const outcomes = new Map<Entrant, Verdict>();
  const pod: PodSlot[] = [];
  for (const { entrant, rank, seat, filtered } of fillPod(ranked, request)) {
    if (filtered) {
      outcomes.set(entrant, { entrant: entrant.ref, status: 'FILTERED', rank, ...filtered });
      continue;
    }
    const { slot, verdict } = seatedSlot(request, { entrant, rank, seat }, ranked.at(rank) ?? null);
    pod.push(slot);
    outcomes.set(entrant, verdict);
  }

  const verdicts = screened.map(
    ({ ref, screen }): Verdict =>
      screen.ok
        ? (outcomes.get(screen.entrant) as Verdict)
        : { entrant: ref, status: 'FILTERED', rank: null, ...screen.filtered },
  );
  const filledSeconds = filledSecondsOf(pod);
  return {
    placementId: request.placementId,
    auctionType: request.auctionType,
    floorCpm: request.floorCpm,
    pod,
    filledSeconds,
    verdicts,
    summary: summaryOf(pod, filledSeconds, request, screened.length),
  };
};
