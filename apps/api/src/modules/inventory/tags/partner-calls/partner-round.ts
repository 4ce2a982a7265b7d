import { randomUUID } from 'node:crypto';
import { bidRequestOf } from '@adcast/domain/decisioning/bid-request';
import type { Bid, Decision, DecisionRequest } from '@adcast/domain/decisioning/types';
import type { AuctionPricing } from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import type { TagQuery } from '@adcast/domain/tags/tag-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../../db/client';
import type { ReadMemo } from '../../../../db/read-memo';
import type { GuardedFetcher } from '../../../../media/fetch/guarded-fetcher';
import type { BidMarkups } from './bid-markups';
import type { CallCounts } from './call-counts';
import { callTargets } from './call-targets';
import { callOrtb } from './ortb-call';
import { type CallAnswer, type CallTarget, withinTmax } from './partner-answer';
import { type Settled, settle } from './settle';
import { callVast } from './vast-call';

/** The tag offers one impression per request. */
export const IMP_ID = '1';

/** What calling demand partners needs: the partner setup reads, the fetcher, the counts and where winners' VAST is kept. */
export type PartnerDeps = {
  db: Db;
  reads: ReadMemo;
  fetcher: GuardedFetcher;
  counts: CallCounts;
  markups: BidMarkups;
  log: FastifyBaseLogger;
};

/** How the placement sells to partners. */
export type PlacementAuction = { auctionType: AuctionPricing; tmaxMs: number | null };

export type PartnerRound = {
  bids: Bid[];
  /** After `decide`: the calls as the decision explains them, and the key of each winning bid's kept VAST by pod sequence. */
  settle: (decision: Decision) => Promise<{ calls: Settled['calls']; markupKeys: Map<number, string> }>;
};

function callOne(
  deps: PartnerDeps,
  target: CallTarget,
  input: Omit<Parameters<typeof bidRequestOf>[0], 'schainAsi' | 'deals' | 'tmaxMs'>,
  query: TagQuery,
  at: Date,
): Promise<CallAnswer> {
  if (target.connection.integrationType === 'VAST')
    return callVast(deps.fetcher, target, query, input.request, at);
  const request = bidRequestOf({
    ...input,
    schainAsi: target.connection.schainAsi,
    deals: target.deals.map((deal) => ({ ...deal, auctionType: deal.auctionType as AuctionPricing })),
    tmaxMs: target.tmaxMs,
    // A Prebid Server runs the stored impression its host keeps under the placement's id.
    ...(target.connection.integrationType === 'PBS' && { storedImpId: String(input.request.placementId) }),
  });
  return callOrtb(deps.fetcher, target, request);
}

/**
 * Calls the placement's eligible connections in parallel, each cut at its tmax: their usable bids
 * enter the auction; `settle` then sends the notices, keeps the winners' VAST and counts each call.
 */
export async function callPartners(
  deps: PartnerDeps,
  placement: Placement,
  request: DecisionRequest,
  query: TagQuery,
  tmaxMs: number | null,
  at: Date,
): Promise<PartnerRound> {
  const auctionId = randomUUID();
  const { targets, sellerId } = await callTargets(deps, placement, tmaxMs, request, auctionId);
  if (targets.length === 0) return { bids: [], settle: async () => ({ calls: [], markupKeys: new Map() }) };
  const input = {
    auctionId,
    impId: IMP_ID,
    request,
    signals: query,
    platform: placement.platform,
    publisherId: placement.publisher.id,
    sellerId,
  };
  const answers = await Promise.all(
    targets.map((target) => withinTmax(target, callOne(deps, target, input, query, at))),
  );
  const entered = answers.flatMap((answer) => answer.offers.map((offered) => ({ answer, offered })));
  const indexed = entered.map((one, bidIndex) => ({ ...one, bidIndex }));
  return {
    bids: entered.map(({ offered }) => offered.bid),
    settle: async (decision) => {
      const longest = Math.max(...targets.map((target) => target.tmaxMs));
      const settled = await settle(
        { auctionId, fetcher: deps.fetcher, markupLimitsMs: longest },
        answers,
        indexed,
        decision,
      );
      for (const answer of answers) {
        const made = answer.offers.length + answer.refused.length;
        const connectionId = answer.target.connection.id;
        deps.counts.count(
          connectionId,
          answer.outcome,
          made,
          settled.winsByConnection.get(connectionId) ?? 0,
          at,
        );
      }
      const markupKeys = new Map(
        await Promise.all(
          [...settled.vastBySequence].map(
            async ([sequence, vast]) => [sequence, await deps.markups.keep(placement.id, vast, at)] as const,
          ),
        ),
      );
      return { calls: settled.calls, markupKeys };
    },
  };
}
