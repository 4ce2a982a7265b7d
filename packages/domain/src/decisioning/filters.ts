import { bidRef, type Entrant, lineItemRef, type Offer, toCents } from './entrants';
import { FILTER_SENTENCES, type Filtered } from './explain';
import type {
  Bid,
  Candidate,
  CandidateCreative,
  DecisionOptions,
  DecisionRequest,
  FilterReason,
} from './types';

export type Screened = { ok: true; entrant: Entrant } | { ok: false; filtered: Filtered };

const insideFlight = (flight: Candidate['flight'], at: string) => {
  const moment = Date.parse(at);
  return (
    Date.parse(flight.startsAt) <= moment && (flight.endsAt === null || moment < Date.parse(flight.endsAt))
  );
};

export const isAheadOfPace = (delivered: number, expected: number, tolerancePercent: number) =>
  delivered * 100 > expected * (100 + tolerancePercent);

export const durationFits = (seconds: number, request: DecisionRequest) =>
  seconds >= request.minAdDurationSeconds &&
  seconds <= request.maxAdDurationSeconds &&
  (request.slot.type === 'SINGLE' || seconds <= request.slot.durationSeconds);

export const playable = (creative: CandidateCreative, request: DecisionRequest) =>
  creative.approved && creative.processed && durationFits(creative.durationSeconds, request);

const lineItemOffer = (creative: CandidateCreative): Offer => ({
  creative: { kind: 'LINE_ITEM', creativeId: creative.id, durationSeconds: creative.durationSeconds },
  creativeKey: `creative:${creative.id}`,
  advertiserKey: `advertiser:${creative.advertiserId}`,
});

/** The first filter a line item fails, by its reason alone: what the fast path keeps of those it does not explain. */
export const firstFilterReason = (
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): FilterReason | null => {
  if (candidate.status !== 'ACTIVE') return 'NOT_ACTIVE';
  if (!insideFlight(candidate.flight, request.at)) return 'OUTSIDE_FLIGHT';
  if (!candidate.targeting.matched) return 'TARGETING';
  // Known when the network is compiled, as the reasons above: before the counts' reasons.
  if (candidate.creatives.length === 0 && candidate.notForPlacement) return 'PLACEMENT_TYPE';
  const { goalImpressions, deliveredImpressions, frequencyCap, pacing } = candidate;
  if (goalImpressions !== null && deliveredImpressions >= goalImpressions) return 'GOAL_REACHED';
  if (frequencyCap && frequencyCap.deviceImpressions >= frequencyCap.count) return 'FREQUENCY_CAP_REACHED';
  const tolerance = options.evenPacingTolerancePercent;
  if (pacing.mode === 'EVEN' && isAheadOfPace(deliveredImpressions, pacing.expectedImpressions, tolerance))
    return 'AHEAD_OF_PACE';
  if (!candidate.creatives.some((creative) => playable(creative, request))) return 'NO_FITTING_CREATIVE';
  if (toCents(candidate.cpm) < toCents(request.floorCpm)) return 'BELOW_FLOOR';
  return null;
};

/** The sentence of a line item's eligibility filter (never a pod's). */
export const candidateFiltered = (
  reason: FilterReason,
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): Filtered => {
  switch (reason) {
    case 'NOT_ACTIVE':
      return FILTER_SENTENCES.notActive(candidate);
    case 'OUTSIDE_FLIGHT':
      return FILTER_SENTENCES.outsideFlight(candidate, request.at);
    case 'TARGETING':
      return FILTER_SENTENCES.targeting(candidate.targeting.reason);
    case 'GOAL_REACHED':
      return FILTER_SENTENCES.goalReached(candidate.deliveredImpressions, candidate.goalImpressions ?? 0);
    case 'FREQUENCY_CAP_REACHED':
      return FILTER_SENTENCES.frequencyCapReached(candidate.frequencyCap!);
    case 'AHEAD_OF_PACE':
      return FILTER_SENTENCES.aheadOfPace(
        candidate.deliveredImpressions,
        candidate.pacing.expectedImpressions,
        options.evenPacingTolerancePercent,
      );
    case 'PLACEMENT_TYPE':
      return FILTER_SENTENCES.placementType(candidate.notForPlacement!);
    case 'NO_FITTING_CREATIVE':
      return FILTER_SENTENCES.noFittingCreative(request, candidate.notForPlacement);
    default:
      return FILTER_SENTENCES.belowFloor(toCents(candidate.cpm), toCents(request.floorCpm));
  }
};

const firstCandidateFilter = (
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): Filtered | null => {
  const reason = firstFilterReason(candidate, request, options);
  return reason === null ? null : candidateFiltered(reason, candidate, request, options);
};

/** An eligible line item as it enters the ranking, with its creatives that fit the request. */
export const lineItemEntrant = (candidate: Candidate, request: DecisionRequest): Entrant => ({
  ref: lineItemRef(candidate),
  priority: candidate.priority,
  cpmCents: toCents(candidate.cpm),
  offers: candidate.creatives.filter((creative) => playable(creative, request)).map(lineItemOffer),
});

export const screenCandidate = (
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): Screened => {
  const filtered = firstCandidateFilter(candidate, request, options);
  if (filtered) return { ok: false, filtered };
  return { ok: true, entrant: lineItemEntrant(candidate, request) };
};

export const screenBid = (
  bid: Bid,
  bidIndex: number,
  request: DecisionRequest,
  options: DecisionOptions,
): Screened => {
  if (!durationFits(bid.durationSeconds, request))
    return { ok: false, filtered: FILTER_SENTENCES.bidDoesNotFit(bid, request) };
  if (toCents(bid.cpm) < toCents(request.floorCpm))
    return { ok: false, filtered: FILTER_SENTENCES.belowFloor(toCents(bid.cpm), toCents(request.floorCpm)) };
  const { durationSeconds, adm, nurl, lurl } = bid;
  return {
    ok: true,
    entrant: {
      ref: bidRef(bid, bidIndex),
      priority: options.bidPriority,
      cpmCents: toCents(bid.cpm),
      offers: [
        {
          creative: { kind: 'BID', durationSeconds, adm, nurl, lurl },
          creativeKey: `adm:${adm}`,
          advertiserKey: `adomain:${bid.advertiserDomain.toLowerCase()}`,
        },
      ],
    },
  };
};
