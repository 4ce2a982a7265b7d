import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { Decision } from '@adcast/domain/decisioning/types';
import type { Placement } from '@adcast/domain/inventory/placements';
import type { RequestApp } from '@adcast/domain/tags/beacon-facts';
import { publisherCpmOf, TRACKING_EVENTS } from '@adcast/domain/tags/beacons';
import { TAG_API } from '@adcast/domain/tags/paths';
import type { BeaconSigner } from '../../../beacons/beacon-token';
import type { ServedCreative, ServedLineItem } from './tag-decision';
import type { AdAnswer, ServedAd } from './vast-xml';

/** What the request told of where the ads play, as the beacons carry it into the facts. */
export type ServedContext = {
  placement: Placement;
  decisionId: string;
  country: string;
  deviceType: number;
  appBundle: string;
  /** The publisher's app the bundle names, when it has one. */
  app: RequestApp | null;
  deviceKey: string;
  at: Date;
  /** The publisher's share in force, which splits the price (`publisherCpmOf`). */
  publisherShare: { pubShareType: string; value: number } | null;
};

const micros = (cpm: number) => Math.round(cpm * 1_000_000);

/** Where a slot's ad is: a line item's creative, or a winning bid's kept VAST. */
type SlotAd = {
  lineItem: ServedLineItem | undefined;
  lineItemId: number;
  creativeId: number;
  answer: AdAnswer;
};

/** A creative answered inline plays its HLS or one of its MP4s (highest first); one given as XML is wrapped around its public route. */
function answerOf(creativeId: number, creative: ServedCreative | undefined, links: AdLinks): AdAnswer {
  if (creative?.kind === 'VIDEO')
    return {
      kind: 'INLINE',
      title: creative.name,
      durationSeconds: creative.durationSeconds,
      mediaFiles: [
        {
          url: `${links.origin}${CATALOGUE_API.mediaHls(creative.hlsPath)}`,
          delivery: 'streaming',
          type: 'application/x-mpegURL',
          width: creative.width,
          height: creative.height,
        },
        ...creative.renditions.map(({ path, width, height }) => ({
          url: `${links.origin}${CATALOGUE_API.mediaHls(path)}`,
          delivery: 'progressive' as const,
          type: 'video/mp4' as const,
          width,
          height,
        })),
      ],
    };
  if (creative?.kind === 'VAST_URL') return { kind: 'WRAPPER', vastUrl: creative.vastUrl };
  return { kind: 'WRAPPER', vastUrl: `${links.origin}${links.creativeVastPath(creativeId)}` };
}

function slotAdOf(
  slot: Decision['pod'][number],
  served: ReadonlyMap<number, ServedLineItem>,
  links: AdLinks,
): SlotAd | null {
  if (slot.creative.kind === 'LINE_ITEM' && slot.entrant.kind === 'LINE_ITEM') {
    const lineItem = served.get(slot.entrant.lineItemId);
    const { creativeId } = slot.creative;
    return {
      lineItem,
      lineItemId: slot.entrant.lineItemId,
      creativeId,
      answer: answerOf(creativeId, lineItem?.creatives.get(creativeId), links),
    };
  }
  const vastUrl = links.bidVastUrls.get(slot.sequence);
  return vastUrl === undefined
    ? null
    : { lineItem: undefined, lineItemId: 0, creativeId: 0, answer: { kind: 'WRAPPER', vastUrl } };
}

/** A won bid's partner, the connection that called it and its deal, which its beacons carry into the facts. */
function partnerOfSlot(slot: Decision['pod'][number], decision: Decision) {
  if (slot.entrant.kind !== 'BID') return { demandPartnerId: 0, connectionId: 0, dealId: 0 };
  const { bidIndex, partnerId, dealId } = slot.entrant;
  const call = decision.partnerCalls?.find((one) => one.bids.some((bid) => bid.bidIndex === bidIndex));
  return { demandPartnerId: partnerId, connectionId: call?.connectionId ?? 0, dealId: dealId ?? 0 };
}

/** Where the answer's links lead: this server's origin, a stored VAST's signed path, and winning bids' kept VAST by sequence. */
export type AdLinks = {
  origin: string;
  creativeVastPath: (creativeId: number) => string;
  bidVastUrls: ReadonlyMap<number, string>;
};

/**
 * The pod's slots with signed Adcast beacons: a line item's video inline, its VAST wrapped (at its
 * URL or its stored document's route), a partner's winning bid wrapped around its kept VAST (a bid
 * without one is left out).
 */
export function servedAdsOf(
  decision: Decision,
  served: ReadonlyMap<number, ServedLineItem>,
  context: ServedContext,
  signer: BeaconSigner,
  links: AdLinks,
): ServedAd[] {
  const { placement } = context;
  return decision.pod.flatMap((slot) => {
    const ad = slotAdOf(slot, served, links);
    if (!ad) return [];
    const { lineItem, creativeId } = ad;
    const token = signer.sign({
      decisionId: context.decisionId,
      sequence: slot.sequence,
      placementId: placement.id,
      publisherId: placement.publisher.id,
      networkId: placement.networkId ?? 0,
      lineItemId: ad.lineItemId,
      orderId: lineItem?.orderId ?? 0,
      advertiserId: lineItem?.advertiserId ?? 0,
      creativeId,
      ...partnerOfSlot(slot, decision),
      cpmMicros: micros(slot.priceCpm),
      pubCpmMicros: micros(publisherCpmOf(context.publisherShare, slot.priceCpm)),
      country: context.country,
      deviceType: context.deviceType,
      platform: placement.platform,
      appBundle: context.appBundle,
      ...(context.app && context.appBundle !== '' && context.app),
      inventoryType: placement.type,
      deviceKey: context.deviceKey,
      decidedAt: context.at.getTime(),
    });
    const beacon = (event: string) => `${links.origin}${TAG_API.beacon(placement.id, event)}?t=${token}`;
    return [
      {
        slot,
        creativeId,
        answer: ad.answer,
        beacons: {
          impression: beacon('impression'),
          error: `${beacon('error')}&code=[ERRORCODE]`,
          click: beacon('click'),
          tracking: TRACKING_EVENTS.map((event) => ({ event, url: beacon(event) })),
        },
      },
    ];
  });
}
