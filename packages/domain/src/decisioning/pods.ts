import type { Entrant, Offer } from './entrants';
import { FILTER_SENTENCES, type Filtered } from './explain';
import type { DecisionRequest } from './types';

export type Seat = { sequence: number; offer: Offer };
export type PodResult = { entrant: Entrant; rank: number } & (
  | { seat: Seat; filtered?: never }
  | { seat?: never; filtered: Filtered }
);

export const podCapacity = (request: DecisionRequest) => ({
  slots: request.slot.type === 'SINGLE' ? 1 : (request.maxPodSlotCount ?? Number.POSITIVE_INFINITY),
  seconds: request.slot.type === 'BREAK' ? request.slot.durationSeconds : Number.POSITIVE_INFINITY,
});

const longestFirst = (a: Offer, b: Offer) =>
  b.creative.durationSeconds - a.creative.durationSeconds || (a.creativeKey < b.creativeKey ? -1 : 1);

/**
 * Fills the break greedily in rank order, one entrant at a time: each takes its longest creative that
 * still fits, never a creative or an advertiser already in the pod. `closed` once nothing more can be seated.
 */
export const podFiller = (request: DecisionRequest) => {
  const capacity = podCapacity(request);
  const creativesInPod = new Set<string>();
  const advertiserSequences = new Map<string, number>();
  let seated = 0;
  let secondsLeft = capacity.seconds;

  const seatOrFilter = (entrant: Entrant): { seat: Seat } | { filtered: Filtered } => {
    if (seated >= capacity.slots) return { filtered: FILTER_SENTENCES.podSlotsTaken(capacity.slots) };
    const unused = entrant.offers.filter((offer) => !creativesInPod.has(offer.creativeKey));
    if (unused.length === 0) return { filtered: FILTER_SENTENCES.creativeInPod() };
    const separated = unused.filter((offer) => !advertiserSequences.has(offer.advertiserKey));
    if (separated.length === 0)
      return {
        filtered: FILTER_SENTENCES.advertiserInPod(
          advertiserSequences.get(unused[0]?.advertiserKey ?? '') ?? 0,
        ),
      };
    const fitting = separated.filter((offer) => offer.creative.durationSeconds <= secondsLeft);
    if (fitting.length === 0) {
      const shortest = Math.min(...separated.map((offer) => offer.creative.durationSeconds));
      return { filtered: FILTER_SENTENCES.podTimeTaken(secondsLeft, shortest) };
    }
    const offer = fitting.reduce((best, next) => (longestFirst(next, best) < 0 ? next : best));
    seated += 1;
    secondsLeft -= offer.creative.durationSeconds;
    creativesInPod.add(offer.creativeKey);
    advertiserSequences.set(offer.advertiserKey, seated);
    return { seat: { sequence: seated, offer } };
  };
  return {
    next: (entrant: Entrant, rank: number): PodResult => ({ entrant, rank, ...seatOrFilter(entrant) }),
    /** No entrant can be seated any more: every slot is taken, or less time is left than the shortest ad allowed. */
    closed: () => seated >= capacity.slots || secondsLeft < request.minAdDurationSeconds,
  };
};

/** Answers each ranked entrant with its rank and its seat or the reason it has none. */
export const fillPod = (ranked: readonly Entrant[], request: DecisionRequest): PodResult[] => {
  const filler = podFiller(request);
  return ranked.map((entrant, index) => filler.next(entrant, index + 1));
};
