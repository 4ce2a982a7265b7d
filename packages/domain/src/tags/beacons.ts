import { z } from 'zod';
import type { AdFactCounter } from '../reports/facts';

/**
 * What a player reports of a served ad (issue 26 §2): the VAST impression, the linear tracking
 * events of the quartiles, a click and an error. Each is counted once per ad of a decision.
 */
export const BEACON_EVENTS = [
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'click',
  'error',
] as const;
export const BeaconEventSchema = z.enum(BEACON_EVENTS, {
  error: `The event must be one of ${BEACON_EVENTS.join(', ')}`,
});
export type BeaconEvent = z.infer<typeof BeaconEventSchema>;

/** The VAST tracking events a wrapper carries, with the beacon each calls. */
export const TRACKING_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

/** The fact counters one event adds 1 to. */
export const BEACON_COUNTERS: Record<BeaconEvent, readonly AdFactCounter[]> = {
  impression: ['ad_impressions', 'line_item_impressions'],
  start: ['ad_start'],
  firstQuartile: ['ad_quartile1'],
  midpoint: ['ad_mid'],
  thirdQuartile: ['ad_quartile3'],
  complete: ['ad_completion'],
  click: ['clicks'],
  error: ['errors'],
};

/** A served ad as its beacons carry it, signed by the server that decided: nothing is looked up. */
export const ServedAdTokenSchema = z.object({
  decisionId: z.string().min(1).max(64),
  sequence: z.number().int().min(1).max(100),
  placementId: z.number().int().min(1),
  publisherId: z.number().int().min(0),
  networkId: z.number().int().min(0),
  lineItemId: z.number().int().min(0),
  orderId: z.number().int().min(0),
  advertiserId: z.number().int().min(0),
  creativeId: z.number().int().min(0),
  /** A demand partner's winning bid: the partner, its connection and the deal it bid on (0 for none). */
  demandPartnerId: z.number().int().min(0).default(0),
  connectionId: z.number().int().min(0).default(0),
  dealId: z.number().int().min(0).default(0),
  /** The price paid, as whole millionths of a USD CPM. */
  cpmMicros: z.number().int().min(0),
  /** The publisher's part of it by its share at the sale (a revenue share of the price, or its own CPM). */
  pubCpmMicros: z.number().int().min(0).default(0),
  country: z.string().max(8),
  deviceType: z.number().int().min(0),
  platform: z.string().max(32),
  appBundle: z.string().max(512),
  /** The publisher's app the bundle names (issue 24): its console id (0: none), store id and name. */
  appId: z.number().int().min(0).default(0),
  appStoreId: z.string().max(100).default(''),
  appName: z.string().max(200).default(''),
  /** The placement's type, the facts' inventory type. */
  inventoryType: z.string().max(32).default('VIDEO'),
  /** The device's id, hashed; empty when the player sent none. */
  deviceKey: z.string().max(64),
  /** When the decision was made (ms since the epoch); beacons are taken for a day after it. */
  decidedAt: z.number().int(),
});
export type ServedAdToken = z.output<typeof ServedAdTokenSchema>;
/** What a token is signed from: a line item's ad leaves the partner fields out. */
export type ServedAdTokenInput = z.input<typeof ServedAdTokenSchema>;

/** How long after its decision a beacon is taken. */
export const BEACON_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** The VAST `[ERRORCODE]` macro a player fills; left unfilled or not a VAST code, no code is kept. */
const ErrorCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : undefined),
  z.number().int().min(100).max(999).optional(),
);

export const BeaconQuerySchema = z.object({
  t: z.string({ error: 'The beacon has no token' }).min(1).max(2048, 'The beacon token is too long'),
  code: ErrorCodeSchema,
});

export const BEACON_MESSAGES = {
  notSigned: 'The beacon token is not one this server signed',
  otherPlacement: 'The beacon token is for another placement',
  expired: 'The beacon token has expired: beacons are taken for a day after the ad was served',
  tooMany: 'Too many beacons from this client: slow down',
} as const;

/**
 * What the publisher earns of a sale at `priceCpm` by its share in force (part 2 §3 publisher
 * models): a revenue share's percentage of the price, a CPM share its own CPM, and nothing for a
 * placement-priced publisher or one without a share.
 */
export function publisherCpmOf(
  share: { pubShareType: string; value: number } | null,
  priceCpm: number,
): number {
  if (share?.pubShareType === 'REVSHARE') return (priceCpm * share.value) / 100;
  if (share?.pubShareType === 'CPM') return share.value;
  return 0;
}
