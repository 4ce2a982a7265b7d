import { type AuctionOutcome, substituteAuctionMacros } from '@adcast/domain/decisioning/auction-macros';
import { LOSS_REASONS, ORTB_CURRENCY } from '@adcast/domain/decisioning/openrtb';
import type { PartnerBidVerdict, PartnerCall } from '@adcast/domain/decisioning/partner-calls';
import type { Decision, FilterReason, PodSlot } from '@adcast/domain/decisioning/types';
import type { GuardedFetcher } from '../../../../media/fetch/guarded-fetcher';
import type { CallAnswer, Offered } from './partner-answer';

/** How a bid that entered the auction lost, as OpenRTB names it. */
const LOSS_OF_FILTER: Record<FilterReason, number> = {
  NOT_ACTIVE: LOSS_REASONS.CREATIVE_FILTERED,
  OUTSIDE_FLIGHT: LOSS_REASONS.CREATIVE_FILTERED,
  TARGETING: LOSS_REASONS.CREATIVE_FILTERED,
  GOAL_REACHED: LOSS_REASONS.CREATIVE_FILTERED,
  FREQUENCY_CAP_REACHED: LOSS_REASONS.CREATIVE_FILTERED,
  AHEAD_OF_PACE: LOSS_REASONS.CREATIVE_FILTERED,
  PLACEMENT_TYPE: LOSS_REASONS.INCORRECT_CREATIVE_FORMAT,
  NO_FITTING_CREATIVE: LOSS_REASONS.INCORRECT_CREATIVE_FORMAT,
  BELOW_FLOOR: LOSS_REASONS.BELOW_AUCTION_FLOOR,
  CREATIVE_IN_POD: LOSS_REASONS.CREATIVE_FILTERED,
  ADVERTISER_IN_POD: LOSS_REASONS.ADVERTISER_EXCLUSIONS,
  POD_FULL: LOSS_REASONS.LOST_TO_HIGHER_BID,
};

const NOTICE_LIMITS = { timeoutMs: 2_000, maxBytes: 64 * 1024 };

export type SettleContext = { auctionId: string; fetcher: GuardedFetcher; markupLimitsMs: number };
export type Settled = {
  calls: PartnerCall[];
  vastBySequence: Map<number, string>;
  winsByConnection: Map<number, number>;
};

type Entered = { answer: CallAnswer; offered: Offered; bidIndex: number };

const outcomeOf = (
  context: SettleContext,
  offered: Pick<Offered, 'bidId' | 'impId' | 'seat' | 'adId'>,
  priceCpm: number | null,
  lossReason: number,
  minToWinCpm: number | null,
): AuctionOutcome => ({
  auctionId: context.auctionId,
  bidId: offered.bidId,
  impId: offered.impId,
  seat: offered.seat,
  adId: offered.adId,
  priceCpm,
  currency: ORTB_CURRENCY,
  lossReason,
  minToWinCpm,
});

/** A win or loss notice, sent from the server; its answer and failure change nothing. */
function notify(fetcher: GuardedFetcher, url: string | null, outcome: AuctionOutcome) {
  if (!url) return;
  fetcher.fetch(substituteAuctionMacros(url, outcome), NOTICE_LIMITS).catch(() => undefined);
}

/** The winner's VAST: its adm with the auction macros replaced, or what its nurl answers (the win notice then). */
async function winningVast(
  context: SettleContext,
  offered: Offered,
  outcome: AuctionOutcome,
): Promise<string | null> {
  if (offered.adm !== null) {
    notify(context.fetcher, offered.nurl, outcome);
    return substituteAuctionMacros(offered.adm, outcome);
  }
  if (!offered.nurl) return null;
  try {
    const answer = await context.fetcher.fetch(substituteAuctionMacros(offered.nurl, outcome), {
      timeoutMs: context.markupLimitsMs,
      maxBytes: 512 * 1024,
    });
    const vast = answer.body.toString('utf8');
    return vast.includes('<VAST') ? substituteAuctionMacros(vast, outcome) : null;
  } catch {
    return null;
  }
}

/** How each kind of connection was called (a custom one is never called). */
const CALLED_AS: Record<string, PartnerCall['integrationType']> = { ORTB: 'ORTB', VAST: 'VAST', PBS: 'PBS' };

const minToWin = (pod: readonly PodSlot[]) =>
  pod.length === 0 ? null : Math.min(...pod.map((slot) => slot.priceCpm));

/**
 * After the auction: each bid's verdict (won, lost and why, refused), the winners' VAST, the nurl of
 * each winner and the lurl (with its OpenRTB loss reason) of every other bid.
 */
export async function settle(
  context: SettleContext,
  answers: readonly CallAnswer[],
  entered: readonly Entered[],
  decision: Decision,
): Promise<Settled> {
  const vastBySequence = new Map<number, string>();
  const winsByConnection = new Map<number, number>();
  const verdictOf = new Map<number, PartnerBidVerdict>();
  const floorToWin = minToWin(decision.pod);
  await Promise.all(
    entered.map(async ({ answer, offered, bidIndex }) => {
      const base = { bidIndex, bidId: offered.bidId, priceCpm: offered.bid.cpm, dealId: offered.dealId };
      const slot = decision.pod.find(
        (seat) => seat.entrant.kind === 'BID' && seat.entrant.bidIndex === bidIndex,
      );
      if (slot) {
        const vast = await winningVast(
          context,
          offered,
          outcomeOf(context, offered, slot.priceCpm, LOSS_REASONS.WON, floorToWin),
        );
        if (vast !== null) {
          vastBySequence.set(slot.sequence, vast);
          const connectionId = answer.target.connection.id;
          winsByConnection.set(connectionId, (winsByConnection.get(connectionId) ?? 0) + 1);
        }
        const sentence = vast === null ? `${slot.why} Not served: its nurl answered no VAST.` : slot.why;
        verdictOf.set(bidIndex, { ...base, status: 'WON', lossReason: LOSS_REASONS.WON, sentence });
        return;
      }
      const verdict = decision.verdicts.find(
        (one) => one.entrant.kind === 'BID' && one.entrant.bidIndex === bidIndex,
      );
      const lossReason =
        verdict?.status === 'FILTERED' ? LOSS_OF_FILTER[verdict.reason] : LOSS_REASONS.LOST_TO_HIGHER_BID;
      notify(context.fetcher, offered.lurl, outcomeOf(context, offered, null, lossReason, floorToWin));
      verdictOf.set(bidIndex, {
        ...base,
        status: 'LOST',
        lossReason,
        sentence: verdict?.sentence ?? 'Lost the auction.',
      });
    }),
  );
  for (const answer of answers)
    for (const { verdict, lurl, seat } of answer.refused)
      notify(
        context.fetcher,
        lurl,
        outcomeOf(
          context,
          { bidId: verdict.bidId, impId: '1', seat, adId: '' },
          null,
          verdict.lossReason,
          floorToWin,
        ),
      );

  const calls = answers.map((answer): PartnerCall => {
    const { connection, tmaxMs } = answer.target;
    const mine = entered
      .filter((one) => one.answer === answer)
      .map((one) => verdictOf.get(one.bidIndex))
      .filter((one): one is PartnerBidVerdict => one !== undefined);
    return {
      connectionId: connection.id,
      connectionName: connection.name,
      partnerId: connection.partnerId,
      integrationType: CALLED_AS[connection.integrationType] ?? 'ORTB',
      tmaxMs,
      latencyMs: answer.latencyMs,
      outcome: answer.outcome,
      reason: answer.reason,
      bids: [...mine, ...answer.refused.map(({ verdict }) => verdict)],
    };
  });
  return { calls, vastBySequence, winsByConnection };
}
