import { bidRef, type Entrant, lineItemRef, type Offer, toCents } from './entrants';
import { FILTER_SENTENCES, type Filtered } from './explain';
import type { Bid, Candidate, CandidateCreative, DecisionOptions, DecisionRequest } from './types';

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

const playable = (creative: CandidateCreative, request: DecisionRequest) =>
  creative.approved && creative.processed && durationFits(creative.durationSeconds, request);

const lineItemOffer = (creative: CandidateCreative): Offer => ({
  creative: { kind: 'LINE_ITEM', creativeId: creative.id, durationSeconds: creative.durationSeconds },
  creativeKey: `creative:${creative.id}`,
  advertiserKey: `advertiser:${creative.advertiserId}`,
});

const firstCandidateFilter = (
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): Filtered | null => {
  if (candidate.status !== 'ACTIVE') return FILTER_SENTENCES.notActive(candidate);
  if (!insideFlight(candidate.flight, request.at))
    return FILTER_SENTENCES.outsideFlight(candidate, request.at);
  if (!candidate.targeting.matched) return FILTER_SENTENCES.targeting(candidate.targeting.reason);
  const { goalImpressions, deliveredImpressions, frequencyCap, pacing } = candidate;
  if (goalImpressions !== null && deliveredImpressions >= goalImpressions)
    return FILTER_SENTENCES.goalReached(deliveredImpressions, goalImpressions);
  if (frequencyCap && frequencyCap.deviceImpressions >= frequencyCap.count)
    return FILTER_SENTENCES.frequencyCapReached(frequencyCap);
  const tolerance = options.evenPacingTolerancePercent;
  if (pacing.mode === 'EVEN' && isAheadOfPace(deliveredImpressions, pacing.expectedImpressions, tolerance))
    return FILTER_SENTENCES.aheadOfPace(deliveredImpressions, pacing.expectedImpressions, tolerance);
  if (!candidate.creatives.some((creative) => playable(creative, request)))
    return FILTER_SENTENCES.noFittingCreative(request);
  if (toCents(candidate.cpm) < toCents(request.floorCpm))
    return FILTER_SENTENCES.belowFloor(toCents(candidate.cpm), toCents(request.floorCpm));
  return null;
};

export const screenCandidate = (
  candidate: Candidate,
  request: DecisionRequest,
  options: DecisionOptions,
): Screened => {
  const filtered = firstCandidateFilter(candidate, request, options);
  if (filtered) return { ok: false, filtered };
  return {
    ok: true,
    entrant: {
      ref: lineItemRef(candidate),
      priority: candidate.priority,
      cpmCents: toCents(candidate.cpm),
      offers: candidate.creatives.filter((creative) => playable(creative, request)).map(lineItemOffer),
    },
  };
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
