import { flightSpan, type PacedLineItem, shareOfSpan } from '../campaigns/pacing';
import { toCents } from '../decisioning/entrants';
import type { RankedLineItem } from '../decisioning/ranked-decide';
import {
  type Candidate,
  type CandidateCreative,
  type FrequencyPeriod,
  FrequencyPeriodSchema,
  type NotForPlacement,
  PacingModeSchema,
} from '../decisioning/types';
import type { TargetingMatch } from '../inventory/targeting-match';

/** What a tag reads of an active line item to make it a candidate. */
export type TagLineItem = PacedLineItem & {
  id: number;
  orderId: number;
  advertiserId: number;
  networkId: number | null;
  status: Candidate['status'];
  cpm: number;
  priority: number;
  frequencyCap: number | null;
  frequencyPeriod: string | null;
};

/** The goal in impressions: a spend goal bought at the line item's CPM; none when it cannot be told. */
export function goalImpressionsOf(item: Pick<TagLineItem, 'goalType' | 'goalAmount' | 'cpm'>): number | null {
  const goal =
    item.goalType === 'IMPRESSIONS'
      ? item.goalAmount
      : item.cpm > 0
        ? (item.goalAmount / item.cpm) * 1000
        : 0;
  return goal >= 1 ? Math.floor(goal) : null;
}

/** What the beacons counted so far: the line item's impressions, and the device's by hour. */
export type TagCounts = {
  deliveredImpressions: number;
  deviceHours: readonly { hour: Date; impressions: number }[];
};

const HOUR_MS = 60 * 60 * 1000;
const PERIOD_HOURS: Record<Exclude<FrequencyPeriod, 'FLIGHT'>, number> = { HOUR: 1, DAY: 24, WEEK: 7 * 24 };

/**
 * Where a cap's period starts: the current UTC hour and the hours before it making a day or a week
 * (a rolling window of whole hours, as the devices' impressions are kept by hour), or the flight's start.
 */
export function frequencyPeriodStart(period: FrequencyPeriod, now: Date, flightStart: number): number {
  if (period === 'FLIGHT') return flightStart;
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return hourStart - (PERIOD_HOURS[period] - 1) * HOUR_MS;
}

/** A line item made ready once for every request until it changes: its rank, flight, goal and cap settled. */
export type CompiledTagLineItem = RankedLineItem & {
  item: TagLineItem;
  span: { start: number; end: number };
  goalImpressions: number | null;
  pacingMode: Candidate['pacing']['mode'];
  cap: { count: number; period: FrequencyPeriod } | null;
};

/** `notForPlacement`: its order's creatives made for other placement types than the one compiled for. */
export function compileTagLineItem(
  item: TagLineItem,
  creatives: readonly CandidateCreative[],
  notForPlacement?: NotForPlacement,
): CompiledTagLineItem {
  const span = flightSpan(item);
  const period = FrequencyPeriodSchema.safeParse(item.frequencyPeriod);
  return {
    id: item.id,
    status: item.status,
    priority: Math.max(1, item.priority),
    cpmCents: toCents(item.cpm),
    flightStartMs: span.start,
    flightEndMs: span.end,
    creatives: [...creatives],
    ...(notForPlacement && { notForPlacement }),
    item,
    span,
    goalImpressions: goalImpressionsOf(item),
    pacingMode: PacingModeSchema.catch('EVEN').parse(item.pacing),
    cap:
      item.frequencyCap && item.frequencyCap > 0 && period.success
        ? { count: item.frequencyCap, period: period.data }
        : null,
  };
}

function frequencyCapOf(
  compiled: CompiledTagLineItem,
  counts: TagCounts,
  now: Date,
): Candidate['frequencyCap'] {
  const { cap } = compiled;
  if (!cap) return null;
  const since = frequencyPeriodStart(cap.period, now, compiled.span.start);
  const deviceImpressions = counts.deviceHours
    .filter(({ hour }) => hour.getTime() >= since)
    .reduce((sum, { impressions }) => sum + impressions, 0);
  return { ...cap, deviceImpressions };
}

/**
 * A compiled line item as the decision core weighs it at `now`: its expected delivery from pacing,
 * what the beacons counted (its impressions, the device's in the cap's period), the placement's
 * targeting verdict, and its order's servable creatives.
 */
export function candidateAt(
  compiled: CompiledTagLineItem,
  targeting: TargetingMatch,
  counts: TagCounts,
  now: Date,
): Candidate {
  const { item, span, goalImpressions } = compiled;
  return {
    id: item.id,
    orderId: item.orderId,
    advertiserId: item.advertiserId,
    networkId: item.networkId,
    status: item.status,
    flight: { startsAt: new Date(span.start).toISOString(), endsAt: new Date(span.end).toISOString() },
    priority: compiled.priority,
    cpm: item.cpm,
    goalImpressions,
    deliveredImpressions: counts.deliveredImpressions,
    pacing: {
      mode: compiled.pacingMode,
      expectedImpressions: shareOfSpan(span, now) * (goalImpressions ?? 0),
    },
    frequencyCap: frequencyCapOf(compiled, counts, now),
    targeting: targeting.matched
      ? { matched: true, reason: 'The placement has no targeting the request misses' }
      : { matched: false, reason: targeting.reason },
    creatives: [...compiled.creatives],
    ...(compiled.notForPlacement && { notForPlacement: compiled.notForPlacement }),
  };
}
