import { randomUUID } from 'node:crypto';
import type { Placement } from '@adcast/domain/inventory/placements';
import type { BreakPodAd } from '@adcast/domain/media/channel-breaks';
import { type BeaconEvent, publisherCpmOf, type ServedAdToken } from '@adcast/domain/tags/beacons';
import { LRUCache } from 'lru-cache';
import type { DeliveryCounts } from '../../beacons/delivery-counts';
import { type KeptBreak, keepBreak, keptBreak, podNamesOf } from '../../db/media/channel-breaks';
import { type CurrentShare, publisherShareNow } from '../../db/owner-shares';
import { type BreakLayout, breakLayout } from '../../media/live/break-layout';
import type { BreakInWindow, LiveSegment } from '../../media/live/live-playlist';
import type { LiveSource } from '../../media/live/live-source';
import { recordDtoOf } from '../../records/rows';
import { PLACEMENT } from '../inventory/placements/placement-record';
import { decideForTag } from '../inventory/tags/tag-decision';
import type { ModuleDeps } from '../module-deps';

/** A break's channel as the pods need it. */
export type BreakChannel = { id: number; placementId: number | null; adDuration: number };
type Pod = { kept: KeptBreak | null; placement: Placement | null };

const CONNECTED_TV = 3;
const micros = (cpm: number) => Math.round(cpm * 1_000_000);

/** The beacon events an ad has earned once the positions before `served` reached the live edge. */
export function earnedEvents(ad: { from: number; to: number }, served: number): BeaconEvent[] {
  const length = ad.to - ad.from;
  const marks: [BeaconEvent, number][] = [
    ['impression', ad.from],
    ['start', ad.from],
    ['firstQuartile', ad.from + Math.floor(length / 4)],
    ['midpoint', ad.from + Math.floor(length / 2)],
    ['thirdQuartile', ad.from + Math.floor((3 * length) / 4)],
    ['complete', ad.to - 1],
  ];
  return marks.filter(([, position]) => position < served).map(([event]) => event);
}

/**
 * The pods of live channels' ad breaks (issue 26 §3): decided by the tag's decisioner for the
 * channel's placement when a break first reaches a live edge, kept in the database by channel and
 * break start so every viewer and every process plays the same ads, stitched into the break's
 * positions, and counted by beacons from the server as the ads' segments reach the live edge.
 */
export class BreakPods {
  private readonly pods = new LRUCache<string, Promise<Pod>>({ max: 2000 });
  /** Events this process already handed to the beacon buffer (the buffer counts each once anyway). */
  private readonly fired = new LRUCache<string, true>({ max: 20_000 });

  constructor(
    private readonly deps: ModuleDeps,
    private readonly delivery: DeliveryCounts,
    private readonly source: LiveSource,
  ) {}

  /** The stitched layout of each break in the window; a break whose pod cannot be had plays slate. */
  async layoutsOf(
    channel: BreakChannel,
    breaks: readonly BreakInWindow[],
    slate: readonly LiveSegment[],
    now: Date,
  ): Promise<Map<number, BreakLayout>> {
    const layouts = new Map<number, BreakLayout>();
    for (const brk of breaks) {
      try {
        const pod = await this.podOf(channel, new Date(brk.startsAt), now);
        if (!pod.kept || pod.kept.pod.length === 0) continue;
        const stitched = await Promise.all(
          pod.kept.pod.map(async (ad) => ({
            segments: await this.source.segmentsOf(ad.hlsPath),
            positions: ad.durationSeconds,
          })),
        );
        const layout = breakLayout(slate, stitched);
        layouts.set(brk.k, layout);
        this.fireBeacons(pod, layout, brk.servedPositions, now, await this.publisherShare(pod.placement));
      } catch (error) {
        this.deps.log.warn({ err: error, channelId: channel.id, k: brk.k }, 'ad break plays slate');
      }
    }
    return layouts;
  }

  /** The break's kept pod, decided now when no process has yet; none without a placement. */
  podOf(channel: BreakChannel, breakStart: Date, now: Date): Promise<Pod> {
    const key = `${channel.id}:${breakStart.getTime()}`;
    let pod = this.pods.get(key);
    if (!pod) {
      pod = this.load(channel, breakStart, now);
      this.pods.set(key, pod);
      pod.catch(() => this.pods.delete(key));
    }
    return pod;
  }

  private async load(channel: BreakChannel, breakStart: Date, now: Date): Promise<Pod> {
    const kept = await keptBreak(this.deps.db, channel.id, breakStart);
    if (kept) return { kept, placement: await this.placement(kept.placementId) };
    if (channel.placementId === null) return { kept: null, placement: null };
    const placement = await this.placement(channel.placementId);
    if (placement?.status !== 'ACTIVE') return { kept: null, placement };
    const pod = await this.decide(placement, channel.adDuration, now);
    const decisionId = randomUUID();
    const row = { channelId: channel.id, breakStart, decisionId, placementId: placement.id, pod };
    const stored = await keepBreak(this.deps.db, row);
    if (stored.decisionId === decisionId) {
      this.deps.beacons.answered({
        placementId: placement.id,
        publisherId: placement.publisher.id,
        networkId: placement.networkId ?? 0,
        platform: placement.platform,
        country: '',
        deviceType: CONNECTED_TV,
        appBundle: '',
        ads: pod.length,
        at: now,
      });
    }
    return { kept: stored, placement: await this.placement(stored.placementId) };
  }

  /** The publisher's share in force, priced into each impression as the tag prices its own (same memo key). */
  private publisherShare(placement: Placement | null): Promise<CurrentShare | null> {
    if (!placement) return Promise.resolve(null);
    const id = placement.publisher.id;
    return this.deps.reads.get(`publisher-share:${id}`, () => publisherShareNow(this.deps.db, id));
  }

  private placement(id: number): Promise<Placement | null> {
    return this.deps.reads.get(`ad-break-placement:${id}`, () => recordDtoOf(this.deps.db, PLACEMENT, id));
  }

  /** A pod of the break's length from the line items with HLS-ready creatives, by the tag's rules. */
  private async decide(placement: Placement, seconds: number, now: Date): Promise<BreakPodAd[]> {
    const { decision, served } = await decideForTag(
      { db: this.deps.db, delivery: this.delivery, reads: this.deps.reads },
      placement,
      { min_duration: 1, max_duration: seconds, device_type: CONNECTED_TV },
      '',
      now,
      'HLS',
    );
    const slots = decision.pod.flatMap((slot) =>
      slot.entrant.kind === 'LINE_ITEM' && slot.creative.kind === 'LINE_ITEM'
        ? [{ slot, lineItemId: slot.entrant.lineItemId, creativeId: slot.creative.creativeId }]
        : [],
    );
    const names = await podNamesOf(
      this.deps.db,
      slots.map((slot) => slot.lineItemId),
      slots.map((slot) => slot.creativeId),
    );
    return slots.flatMap(({ slot, lineItemId, creativeId }) => {
      const creative = names.creatives.get(creativeId);
      const lineItem = served.get(lineItemId);
      if (!creative?.hlsPath || !lineItem) return [];
      return [
        {
          sequence: slot.sequence,
          lineItemId,
          lineItemName: names.lineItems.get(lineItemId) ?? '',
          orderId: lineItem.orderId,
          advertiserId: lineItem.advertiserId,
          advertiserName: creative.advertiserName,
          creativeId,
          creativeName: creative.name,
          durationSeconds: slot.creative.durationSeconds,
          priceCpm: slot.priceCpm,
          hlsPath: creative.hlsPath,
        },
      ];
    });
  }

  private fireBeacons(pod: Pod, layout: BreakLayout, served: number, now: Date, share: CurrentShare | null) {
    const { kept, placement } = pod;
    if (!kept || !placement) return;
    kept.pod.forEach((ad, i) => {
      const span = layout.ads[i];
      if (!span) return;
      for (const event of earnedEvents(span, served)) {
        const key = `${kept.decisionId}/${ad.sequence}/${event}`;
        if (this.fired.has(key)) continue;
        this.fired.set(key, true);
        this.deps.beacons.take({ ad: tokenOf(kept, ad, placement, share), event, errorCode: null, at: now });
      }
    });
  }
}

/** The served ad a break's beacons count, as a player's beacon of a tag's ad carries it. */
const tokenOf = (
  kept: KeptBreak,
  ad: BreakPodAd,
  placement: Placement,
  share: CurrentShare | null,
): ServedAdToken => ({
  decisionId: kept.decisionId,
  sequence: ad.sequence,
  placementId: placement.id,
  publisherId: placement.publisher.id,
  networkId: placement.networkId ?? 0,
  lineItemId: ad.lineItemId,
  orderId: ad.orderId,
  advertiserId: ad.advertiserId,
  creativeId: ad.creativeId,
  // A break stitches line items' creatives only: no partner bid.
  demandPartnerId: 0,
  connectionId: 0,
  dealId: 0,
  cpmMicros: micros(ad.priceCpm),
  pubCpmMicros: micros(publisherCpmOf(share, ad.priceCpm)),
  country: '',
  deviceType: CONNECTED_TV,
  platform: placement.platform,
  appBundle: '',
  appId: 0,
  appStoreId: '',
  appName: '',
  inventoryType: placement.type,
  deviceKey: '',
  decidedAt: kept.createdOn.getTime(),
});
