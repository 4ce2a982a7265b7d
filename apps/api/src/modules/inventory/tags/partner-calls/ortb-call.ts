import {
  type BidRequest,
  BidResponseSchema,
  LOSS_REASONS,
  ORTB_CURRENCY,
  ORTB_VERSION,
  type ResponseBid,
} from '@adcast/domain/decisioning/openrtb';
import type { PartnerBidVerdict } from '@adcast/domain/decisioning/partner-calls';
import type { GuardedFetcher } from '../../../../media/fetch/guarded-fetcher';
import {
  type CallAnswer,
  type CallTarget,
  elapsedSince,
  failedAnswer,
  noBidAnswer,
  type Offered,
  PARTNER_ANSWER_MAX_BYTES,
  unusableAnswer,
  vastDurationSeconds,
} from './partner-answer';

type Checked = { offered: Offered } | { refused: PartnerBidVerdict };

const refusal = (bid: ResponseBid, lossReason: number, sentence: string, dealId: string | null): Checked => ({
  refused: {
    bidIndex: null,
    bidId: bid.id,
    priceCpm: bid.price,
    dealId,
    status: 'REJECTED',
    lossReason,
    sentence,
  },
});

/** A bid the auction may take: for this impression, in a deal it was offered at no less than its floor, with markup and a length. */
function checkBid(bid: ResponseBid, seat: string, request: BidRequest, target: CallTarget): Checked {
  const dealId = bid.dealid ?? null;
  const deal = dealId === null ? null : target.deals.find((offered) => offered.dealId === dealId);
  if (bid.impid !== request.imp[0]?.id)
    return refusal(
      bid,
      LOSS_REASONS.INVALID_BID_RESPONSE,
      `Refused: it bids on impression ${bid.impid}, which was not offered.`,
      dealId,
    );
  if (dealId !== null && !deal)
    return refusal(
      bid,
      LOSS_REASONS.INVALID_DEAL_ID,
      `Refused: deal ${dealId} was not offered to this connection.`,
      dealId,
    );
  if (deal && bid.price < deal.floorCpm)
    return refusal(
      bid,
      LOSS_REASONS.BELOW_DEAL_FLOOR,
      `Refused: CPM ${bid.price.toFixed(2)} is under deal ${dealId}'s floor of ${deal.floorCpm.toFixed(2)}.`,
      dealId,
    );
  // Prebid Server answers a cached video bid with where its VAST is: fetched like a nurl's.
  const markupUrl = bid.nurl ?? bid.ext?.prebid?.cache?.vastXml?.url;
  if (!bid.adm && !markupUrl)
    return refusal(bid, LOSS_REASONS.MISSING_MARKUP, 'Refused: it carries neither adm nor nurl.', dealId);
  const durationSeconds = bid.dur ?? (bid.adm ? vastDurationSeconds(bid.adm) : null);
  if (durationSeconds === null)
    return refusal(
      bid,
      LOSS_REASONS.INCORRECT_CREATIVE_FORMAT,
      'Refused: neither its dur nor its VAST states the ad’s length.',
      dealId,
    );
  return {
    offered: {
      bid: {
        partnerId: target.connection.partnerId,
        cpm: bid.price,
        durationSeconds,
        advertiserDomain:
          bid.adomain?.[0] || `partner-${target.connection.partnerId}.bid-${bid.crid ?? bid.id}`,
        ...(deal && { dealId: deal.id }),
        adm: bid.adm ?? '',
        nurl: markupUrl ?? '',
        lurl: bid.lurl ?? '',
      },
      bidId: bid.id,
      impId: bid.impid,
      seat,
      adId: bid.crid ?? '',
      dealId,
      adm: bid.adm ?? null,
      nurl: markupUrl ?? null,
      lurl: bid.lurl ?? null,
    },
  };
}

/** Reads a bid response strictly: anything but an OpenRTB 2.6 answer to this request in USD is an error. */
function answerOf(text: string, request: BidRequest, target: CallTarget, latencyMs: number): CallAnswer {
  if (text.trim() === '') return noBidAnswer(target, 'No bid: it answered an empty body.', latencyMs);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return unusableAnswer(target, 'Its answer is not JSON.', latencyMs);
  }
  const parsed = BidResponseSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return unusableAnswer(
      target,
      `Its answer is not an OpenRTB ${ORTB_VERSION} bid response: ${issue?.path.join('.') || 'body'}: ${issue?.message}.`,
      latencyMs,
    );
  }
  const response = parsed.data;
  if (response.id !== request.id)
    return unusableAnswer(target, `It answered request ${response.id}, not ${request.id}.`, latencyMs);
  if ((response.cur ?? ORTB_CURRENCY) !== ORTB_CURRENCY)
    return unusableAnswer(
      target,
      `It bid in ${response.cur}; the tag buys in ${ORTB_CURRENCY} only.`,
      latencyMs,
    );
  const checked = (response.seatbid ?? []).flatMap((seatbid) =>
    seatbid.bid.map((bid) => ({ bid, checked: checkBid(bid, seatbid.seat ?? '', request, target) })),
  );
  if (checked.length === 0)
    return noBidAnswer(
      target,
      `No bid${response.nbr === undefined ? '' : ` (no-bid reason ${response.nbr})`}.`,
      latencyMs,
    );
  const offers = checked.flatMap(({ checked: one }) => ('offered' in one ? [one.offered] : []));
  const refused = checked.flatMap(({ bid, checked: one }) =>
    'refused' in one ? [{ verdict: one.refused, lurl: bid.lurl ?? null, seat: '' }] : [],
  );
  const count = checked.length === 1 ? '1 bid' : `${checked.length} bids`;
  return { target, outcome: 'BID', reason: `It answered ${count}.`, latencyMs, offers, refused };
}

/** POSTs the bid request to the partner's endpoint, waiting the tmax at most. */
export async function callOrtb(
  fetcher: GuardedFetcher,
  target: CallTarget,
  request: BidRequest,
): Promise<CallAnswer> {
  const start = performance.now();
  const endpoint = target.connection.endpointUrl;
  if (!endpoint) return unusableAnswer(target, 'Its demand partner has no endpoint URL.', 0);
  try {
    const answer = await fetcher.post(
      endpoint,
      {
        body: JSON.stringify(request),
        contentType: 'application/json',
        headers: { 'x-openrtb-version': ORTB_VERSION },
      },
      { timeoutMs: target.tmaxMs, maxBytes: PARTNER_ANSWER_MAX_BYTES },
    );
    const latencyMs = elapsedSince(start);
    if (answer.status === 204) return noBidAnswer(target, 'No bid: it answered 204.', latencyMs);
    return answerOf(answer.body.toString('utf8'), request, target, latencyMs);
  } catch (error) {
    return failedAnswer(target, error, elapsedSince(start));
  }
}
