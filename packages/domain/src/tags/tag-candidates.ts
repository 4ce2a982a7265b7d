import { expectedShare, flightSpan, type PacedLineItem } from '../campaigns/pacing';
import {
  type Candidate,
  type CandidateCreative,
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

function frequencyCapOf(item: TagLineItem): Candidate['frequencyCap'] {
  const period = FrequencyPeriodSchema.safeParse(item.frequencyPeriod);
  return item.frequencyCap && item.frequencyCap > 0 && period.success
    ? { count: item.frequencyCap, period: period.data, deviceImpressions: 0 }
    : null;
}

/**
 * A line item as the decision core weighs it at `now`: its expected delivery from pacing, nothing
 * delivered and no device impressions counted yet (the tag reads neither store), the placement's
 * targeting verdict, and its order's servable creatives.
 */
export function tagCandidateOf(
  item: TagLineItem,
  creatives: readonly CandidateCreative[],
  targeting: TargetingMatch,
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
    deliveredImpressions: 0,
    pacing: {
      mode: PacingModeSchema.catch('EVEN').parse(item.pacing),
      expectedImpressions: expectedShare(item, now) * (goalImpressions ?? 0),
    },
    frequencyCap: frequencyCapOf(item),
    targeting: targeting.matched
      ? { matched: true, reason: 'The placement has no targeting the request misses' }
      : { matched: false, reason: targeting.reason },
    creatives: [...creatives],
  };
}
