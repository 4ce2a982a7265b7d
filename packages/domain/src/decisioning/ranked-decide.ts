import { filledSecondsOf, seatedSlot, summaryOf } from './decide';
import { bidRef, type Entrant, toCents } from './entrants';
import { FILTER_SENTENCES } from './explain';
import { candidateFiltered, firstFilterReason, lineItemEntrant, screenBid } from './filters';
import { podFiller, type Seat } from './pods';
import { compareEntrants, rankEntrants } from './ranking';
import {
  type Bid,
  type Candidate,
  DECISION_DEFAULTS,
  type Decision,
  type DecisionOptions,
  type DecisionRequest,
  type FilterReason,
  type PodSlot,
  type RankedLineItem,
  type Verdict,
} from './types';
import { cheapReason, type UnexplainedLineItems, unexplainedLineItems } from './unexplained-tail';

export type { RankedLineItem } from './types';
export type { UnexplainedLineItems } from './unexplained-tail';

/** The line items of a request in rank order, and how to make one a full candidate when it is weighed. */
export type RankedLineItems<T extends RankedLineItem> = {
  /** Sorted by `compareRankedLineItems`. */
  entries: readonly T[];
  /** The request's targeting verdict when one holds for every line item (the placement's set); null when each candidate carries its own. */
  targetingMatched: boolean | null;
  candidate: (entry: T) => Candidate;
};

/** The ranking of `compareEntrants` among line items alone: priority, the higher CPM, the lower id. */
export const compareRankedLineItems = (a: RankedLineItem, b: RankedLineItem) =>
  a.priority - b.priority || b.cpmCents - a.cpmCents || a.id - b.id;

export type RankedDecision = { decision: Decision; unexplained: UnexplainedLineItems };

/** Filtered line items explained in full (sentence and all) at the top of the ranking; the rest by reason alone. */
export const FILTERED_EXPLAINED = 20;

type Seated = { entrant: Entrant; rank: number; seat: Seat };

/**
 * The same pod as `decide` over the same line items and bids, weighing line items in rank order only
 * until the pod is closed and its last ad has the entrant ranked after it (its price may depend on it).
 * A line item that a cheap check excludes is never made a candidate; those ranked below the stop are not
 * weighed. Explained in full: the winners, the entrants walked, the first `FILTERED_EXPLAINED` filtered
 * line items and the bids; every other line item is kept by its reason (`POD_FULL` when never weighed).
 */
export function decideRanked<T extends RankedLineItem>(
  request: DecisionRequest,
  lineItems: RankedLineItems<T>,
  bids: readonly Bid[],
  options: Partial<DecisionOptions> = {},
): RankedDecision {
  const settings: DecisionOptions = { ...DECISION_DEFAULTS, ...options };
  const context = {
    atMs: Date.parse(request.at),
    floorCents: toCents(request.floorCpm),
    targetingMatched: lineItems.targetingMatched,
  };
  const explained: Verdict[] = [];
  /** Walked line items not explained in full, by rank index. */
  const heldBack = new Map<number, FilterReason>();

  const screenedBids = bids.map((bid, bidIndex) => screenBid(bid, bidIndex, request, settings));
  const bidEntrants = rankEntrants(screenedBids.flatMap((screen) => (screen.ok ? [screen.entrant] : [])));
  let bidAt = 0;
  let lineItemAt = 0;
  let filteredShown = 0;

  const nextEligibleLineItem = (): Entrant | null => {
    while (lineItemAt < lineItems.entries.length) {
      const index = lineItemAt++;
      const entry = lineItems.entries[index]!;
      const cheap = cheapReason(entry, request, context);
      // A placement type's sentence needs no counts: explained in full like the first filtered ones,
      // once the targeting verdict that decides before it is the placement's (known for all).
      if (
        cheap === 'PLACEMENT_TYPE' &&
        entry.notForPlacement &&
        context.targetingMatched === true &&
        filteredShown < FILTERED_EXPLAINED
      ) {
        filteredShown += 1;
        explained.push({
          entrant: { kind: 'LINE_ITEM', lineItemId: entry.id },
          status: 'FILTERED',
          rank: null,
          ...FILTER_SENTENCES.placementType(entry.notForPlacement),
        });
        continue;
      }
      if (cheap) {
        heldBack.set(index, cheap);
        continue;
      }
      const candidate = lineItems.candidate(entry);
      const reason = firstFilterReason(candidate, request, settings);
      if (reason === null) return lineItemEntrant(candidate, request);
      if (filteredShown >= FILTERED_EXPLAINED) heldBack.set(index, reason);
      else {
        filteredShown += 1;
        const filtered = candidateFiltered(reason, candidate, request, settings);
        explained.push({
          entrant: { kind: 'LINE_ITEM', lineItemId: entry.id },
          status: 'FILTERED',
          rank: null,
          ...filtered,
        });
      }
    }
    return null;
  };

  let lineItemAhead: Entrant | null | undefined;
  const nextEntrant = (): Entrant | null => {
    if (lineItemAhead === undefined) lineItemAhead = nextEligibleLineItem();
    const bid = bidEntrants[bidAt] ?? null;
    if (lineItemAhead !== null && (bid === null || compareEntrants(lineItemAhead, bid) < 0)) {
      const taken = lineItemAhead;
      lineItemAhead = undefined;
      return taken;
    }
    if (bid !== null) bidAt += 1;
    return bid;
  };

  const filler = podFiller(request);
  const pod: PodSlot[] = [];
  const seat = (seated: Seated, nextInRank: Entrant | null) => {
    const { slot, verdict } = seatedSlot(request, seated, nextInRank);
    pod.push(slot);
    explained.push(verdict);
  };
  let waiting: Seated | null = null;
  let rank = 0;
  while (!filler.closed() || waiting !== null) {
    const entrant = nextEntrant();
    if (entrant === null) break;
    rank += 1;
    if (waiting !== null) seat(waiting, entrant);
    waiting = null;
    const result = filler.next(entrant, rank);
    if (result.filtered)
      explained.push({ entrant: entrant.ref, status: 'FILTERED', rank, ...result.filtered });
    else waiting = result;
  }
  if (waiting !== null) seat(waiting, null);

  if (lineItemAhead) heldBack.set(lineItemAt - 1, 'POD_FULL');
  for (const entrant of bidEntrants.slice(bidAt))
    explained.push({
      entrant: entrant.ref,
      status: 'FILTERED',
      rank: null,
      ...filler.next(entrant, 0).filtered!,
    });
  screenedBids.forEach((screen, bidIndex) => {
    if (!screen.ok)
      explained.push({
        entrant: bidRef(bids[bidIndex]!, bidIndex),
        status: 'FILTERED',
        rank: null,
        ...screen.filtered,
      });
  });

  pod.sort((a, b) => a.sequence - b.sequence);
  const filledSeconds = filledSecondsOf(pod);
  return {
    decision: {
      placementId: request.placementId,
      auctionType: request.auctionType,
      floorCpm: request.floorCpm,
      pod,
      filledSeconds,
      verdicts: explained,
      summary: summaryOf(pod, filledSeconds, request, lineItems.entries.length + bids.length),
    },
    unexplained: unexplainedLineItems(lineItems.entries, request, context, lineItemAt, heldBack),
  };
}
