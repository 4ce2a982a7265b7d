import { z } from 'zod';

/**
 * Server-side ad insertion in live channels (issue 26 §3). A break is cut in one-second positions
 * (the slate's segments); an ad of d seconds takes d of them from its first, the rest stay slate.
 */
export const BREAK_POSITION_SECONDS = 1;
/** The most ads one break stitches: every break then carries the same number of discontinuities. */
export const MAX_ADS_PER_BREAK = 6;

/** One ad of a break's pod, as decided and kept for every viewer. */
export const BreakPodAdSchema = z.object({
  sequence: z.number().int().min(1),
  lineItemId: z.number().int(),
  lineItemName: z.string(),
  orderId: z.number().int(),
  advertiserId: z.number().int(),
  advertiserName: z.string(),
  creativeId: z.number().int(),
  creativeName: z.string(),
  durationSeconds: z.number().int().min(1),
  /** The price paid, USD CPM. */
  priceCpm: z.number().min(0),
  /** The creative's HLS master playlist under `hls/`. */
  hlsPath: z.string(),
});
export type BreakPodAd = z.infer<typeof BreakPodAdSchema>;

/** An ad of the pod with where it plays in the break. */
export const PlacedAdSchema = BreakPodAdSchema.omit({ hlsPath: true }).extend({
  startsAt: z.string(),
  endsAt: z.string(),
});

/** What the channel's live page shows: the break under way (or the next one) and its pod. */
export const ChannelAdBreakSchema = z.object({
  /** Whether a break is playing now; otherwise `startsAt` is the next break's. */
  inBreak: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Seconds left in the break under way (0 outside a break). */
  secondsLeft: z.number().min(0),
  /** The placement the breaks are decided for; null plays slate. */
  placementId: z.number().int().nullable(),
  /** The pod of the break under way; empty before it is decided or when nothing fills it. */
  pod: z.array(PlacedAdSchema),
  /** The ad on air now (null between ads, in slate or outside a break). */
  playing: PlacedAdSchema.nullable(),
});
export type ChannelAdBreak = z.infer<typeof ChannelAdBreakSchema>;

export const AD_BREAK_SCREEN = {
  title: 'Ad break',
  noPlacement: 'No placement is linked: breaks play slate. Link one in the channel form to fill them.',
  nextBreak: 'Next break',
  onAir: 'On air',
  slate: 'Slate',
  pod: 'Pod',
  timeLeft: 'Time left in break',
  placement: 'Placement for ad breaks',
  noPlacementOption: 'None (slate)',
} as const;
