import { expectedShare, flightSpan, type PacedLineItem } from '../campaigns/pacing';
import {
  type Candidate,
  type CandidateCreative,
  type FrequencyPeriod,
  FrequencyPeriodSchema,
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
function goalImpressionsOf(item: TagLineItem): number | null {
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

function frequencyCapOf(item: TagLineItem, counts: TagCounts, now: Date): Candidate['frequencyCap'] {
  const period = FrequencyPeriodSchema.safeParse(item.frequencyPeriod);
  if (!item.frequencyCap || item.frequencyCap <= 0 || !period.success) return null;
  const since = frequencyPeriodStart(period.data, now, flightSpan(item).start);
  const deviceImpressions = counts.deviceHours
    .filter(({ hour }) => hour.getTime() >= since)
    .reduce((sum, { impressions }) => sum + impressions, 0);
  return { count: item.frequencyCap, period: period.data, deviceImpressions };
}

/**
 * A line item as the decision core weighs it at `now`: its expected delivery from pacing, what
 * the beacons counted (its impressions, the device's in the cap's period), the placement's
 * targeting verdict, and its order's servable creatives.
 */
export function tagCandidateOf(
  item: TagLineItem,
  creatives: readonly CandidateCreative[],
  targeting: TargetingMatch,
  counts: TagCounts,
  now: Date,
): Candidate {
  const { start, end } = flightSpan(item);
  const goalImpressions = goalImpressionsOf(item);
  return {
    id: item.id,
    orderId: item.orderId,
    advertiserId: item.advertiserId,
    networkId: item.networkId,
    status: item.status,
    flight: { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() },
    priority: Math.max(1, item.priority),
    cpm: item.cpm,
    goalImpressions,
    deliveredImpressions: counts.deliveredImpressions,
    pacing: {
      mode: PacingModeSchema.catch('EVEN').parse(item.pacing),
      expectedImpressions: expectedShare(item, now) * (goalImpressions ?? 0),
    },
    frequencyCap: frequencyCapOf(item, counts, now),
    targeting: targeting.matched
      ? { matched: true, reason: 'The placement has no targeting the request misses' }
      : { matched: false, reason: targeting.reason },
    creatives: [...creatives],
  };
}
