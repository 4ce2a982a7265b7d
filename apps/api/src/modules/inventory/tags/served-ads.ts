import type { Decision } from '@adcast/domain/decisioning/types';
import type { Placement } from '@adcast/domain/inventory/placements';
import { publisherCpmOf, TRACKING_EVENTS } from '@adcast/domain/tags/beacons';
import { TAG_API } from '@adcast/domain/tags/paths';
import type { BeaconSigner } from '../../../beacons/beacon-token';
import type { ServedLineItem } from './tag-decision';
import type { ServedAd } from './vast-xml';

/** What the request told of where the ads play, as the beacons carry it into the facts. */
export type ServedContext = {
  placement: Placement;
  decisionId: string;
  country: string;
  deviceType: number;
  appBundle: string;
  deviceKey: string;
  at: Date;
  /** The publisher's share in force, which splits the price (`publisherCpmOf`). */
  publisherShare: { pubShareType: string; value: number } | null;
};

const micros = (cpm: number) => Math.round(cpm * 1_000_000);

/** Where a slot's ad is: a line item's creative and its VAST URL, or a winning bid's kept VAST. */
type SlotAd = {
  lineItem: ServedLineItem | undefined;
  lineItemId: number;
  creativeId: number;
  vastUrl: string;
};

function slotAdOf(
  slot: Decision['pod'][number],
  served: ReadonlyMap<number, ServedLineItem>,
  bidVastUrls: ReadonlyMap<number, string>,
): SlotAd | null {
  if (slot.creative.kind === 'LINE_ITEM' && slot.entrant.kind === 'LINE_ITEM') {
    const lineItem = served.get(slot.entrant.lineItemId);
    const { creativeId } = slot.creative;
    return {
      lineItem,
      lineItemId: slot.entrant.lineItemId,
      creativeId,
      vastUrl: lineItem?.vastUrls.get(creativeId) ?? '',
    };
  }
  const vastUrl = bidVastUrls.get(slot.sequence);
  return vastUrl === undefined ? null : { lineItem: undefined, lineItemId: 0, creativeId: 0, vastUrl };
}

/**
 * The pod's slots as wrappers with signed Adcast beacons: a line item's around its creative's VAST
 * URL, a partner's winning bid around its kept VAST (`bidVastUrls`, by sequence; a bid without one is left out).
 */
export function servedAdsOf(
  decision: Decision,
  served: ReadonlyMap<number, ServedLineItem>,
  context: ServedContext,
  signer: BeaconSigner,
  origin: string,
  bidVastUrls: ReadonlyMap<number, string> = new Map(),
): ServedAd[] {
  const { placement } = context;
  return decision.pod.flatMap((slot) => {
    const ad = slotAdOf(slot, served, bidVastUrls);
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
      cpmMicros: micros(slot.priceCpm),
      pubCpmMicros: micros(publisherCpmOf(context.publisherShare, slot.priceCpm)),
      country: context.country,
      deviceType: context.deviceType,
      platform: placement.platform,
      appBundle: context.appBundle,
      deviceKey: context.deviceKey,
      decidedAt: context.at.getTime(),
    });
    const beacon = (event: string) => `${origin}${TAG_API.beacon(placement.id, event)}?t=${token}`;
    return [
      {
        slot,
        creativeId,
        vastUrl: ad.vastUrl,
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
