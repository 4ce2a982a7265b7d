import { placementTypeNames } from '../campaigns/creative-placement-types';
import type { Bid, Candidate, DecisionRequest, EntrantRef, FilterReason, NotForPlacement } from './types';

export type Filtered = { reason: FilterReason; sentence: string };

const roundedTo2 = (value: number) => Math.round(value * 100) / 100;

export const cpmText = (cents: number) => (cents / 100).toFixed(2);

const dealText = (dealId: number | null) => (dealId === null ? '' : ` in deal ${dealId}`);

export const entrantName = (entrant: EntrantRef) =>
  entrant.kind === 'LINE_ITEM'
    ? `Line item ${entrant.lineItemId}`
    : `Bid ${entrant.bidIndex + 1} from demand partner ${entrant.partnerId}${dealText(entrant.dealId)}`;

const PERIOD_WORDS = { HOUR: 'hour', DAY: 'day', WEEK: 'week', FLIGHT: 'flight' } as const;

const durationWindow = (request: DecisionRequest) => {
  const bounds = `${request.minAdDurationSeconds}–${request.maxAdDurationSeconds} s`;
  return request.slot.type === 'BREAK'
    ? `${bounds} within the ${request.slot.durationSeconds} s break`
    : bounds;
};

const MADE_FOR_SHOWN = 5;
/** "creative 12 is made for Audio backfill and Video audio video placements only; creative 13 …" */
const madeFor = ({ creatives }: NotForPlacement) => {
  const shown = creatives
    .slice(0, MADE_FOR_SHOWN)
    .map(
      (creative) =>
        `creative ${creative.id} is made for ${placementTypeNames(creative.placementTypes)} placements only`,
    );
  const more = creatives.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
};
const placementTypeName = (notFor: NotForPlacement) => placementTypeNames([notFor.placementType]);

export const FILTER_SENTENCES = {
  notActive: (candidate: Candidate): Filtered => ({
    reason: 'NOT_ACTIVE',
    sentence: `Not active: its status is ${candidate.status}.`,
  }),
  outsideFlight: (candidate: Candidate, at: string): Filtered => ({
    reason: 'OUTSIDE_FLIGHT',
    sentence: `Outside flight: ${at} is not within ${candidate.flight.startsAt} – ${candidate.flight.endsAt ?? 'open'}.`,
  }),
  targeting: (reason: string): Filtered => ({ reason: 'TARGETING', sentence: `Targeting: ${reason}` }),
  goalReached: (delivered: number, goal: number): Filtered => ({
    reason: 'GOAL_REACHED',
    sentence: `Goal reached: ${delivered} of ${goal} impressions delivered.`,
  }),
  frequencyCapReached: (cap: NonNullable<Candidate['frequencyCap']>): Filtered => ({
    reason: 'FREQUENCY_CAP_REACHED',
    sentence: `Frequency cap reached: ${cap.deviceImpressions} of ${cap.count} impressions per ${PERIOD_WORDS[cap.period]} on this device.`,
  }),
  aheadOfPace: (delivered: number, expected: number, tolerancePercent: number): Filtered => ({
    reason: 'AHEAD_OF_PACE',
    sentence: `Ahead of pace (throttled): ${delivered} delivered against ${expected} expected now, more than ${tolerancePercent} % ahead (at most ${roundedTo2((expected * (100 + tolerancePercent)) / 100)}).`,
  }),
  placementType: (notFor: NotForPlacement): Filtered => ({
    reason: 'PLACEMENT_TYPE',
    sentence: `No creative made for ${placementTypeName(notFor)} placements: ${madeFor(notFor)}.`,
  }),
  noFittingCreative: (request: DecisionRequest, notFor?: NotForPlacement): Filtered => ({
    reason: 'NO_FITTING_CREATIVE',
    sentence: `No approved and processed creative that fits ${durationWindow(request)}.${
      notFor ? ` Not eligible on ${placementTypeName(notFor)} placements: ${madeFor(notFor)}.` : ''
    }`,
  }),
  bidDoesNotFit: (bid: Bid, request: DecisionRequest): Filtered => ({
    reason: 'NO_FITTING_CREATIVE',
    sentence: `Its ${bid.durationSeconds} s creative does not fit ${durationWindow(request)}.`,
  }),
  belowFloor: (cpmCents: number, floorCents: number): Filtered => ({
    reason: 'BELOW_FLOOR',
    sentence: `Below floor: CPM ${cpmText(cpmCents)} is under the floor of ${cpmText(floorCents)}.`,
  }),
  creativeInPod: (): Filtered => ({
    reason: 'CREATIVE_IN_POD',
    sentence: 'Creative already in pod: each of its fitting creatives already plays in this break.',
  }),
  advertiserInPod: (sequence: number): Filtered => ({
    reason: 'ADVERTISER_IN_POD',
    sentence: `Advertiser already in pod (competitive separation): its advertiser plays in slot ${sequence}.`,
  }),
  podSlotsTaken: (slots: number): Filtered => ({
    reason: 'POD_FULL',
    sentence: `Pod full: all ${slots} of its slots are taken.`,
  }),
  podTimeTaken: (secondsLeft: number, shortestSeconds: number): Filtered => ({
    reason: 'POD_FULL',
    sentence: `Pod full: ${secondsLeft} s of the break are left and its shortest creative runs ${shortestSeconds} s.`,
  }),
} as const;

/**
 * What a decision says of line items it kept by reason alone (the fast path weighs only the top of
 * the ranking): the reason for them all, without the numbers of each.
 */
export const UNEXPLAINED_SENTENCES: Record<FilterReason, string> = {
  NOT_ACTIVE: 'Not active.',
  OUTSIDE_FLIGHT: 'Outside flight: the decision was made outside its flight.',
  TARGETING: "Targeting: the request misses the placement's targeting.",
  GOAL_REACHED: 'Goal reached: its impression goal is delivered.',
  FREQUENCY_CAP_REACHED: 'Frequency cap reached on this device.',
  AHEAD_OF_PACE: 'Ahead of pace (throttled).',
  PLACEMENT_TYPE:
    "Placement type: each of its creatives is made for other placement types than the placement's.",
  NO_FITTING_CREATIVE: 'No approved and processed creative that fits the requested durations.',
  BELOW_FLOOR: 'Below floor: its CPM is under the floor.',
  CREATIVE_IN_POD: 'Creative already in pod.',
  ADVERTISER_IN_POD: 'Advertiser already in pod (competitive separation).',
  POD_FULL: 'Pod full before its turn: it ranks below the last ad the pod could take, so it was not weighed.',
};
