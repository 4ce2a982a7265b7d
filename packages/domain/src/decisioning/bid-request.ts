import type { AuctionPricing, Platform } from '../enumerations';
import {
  type BidRequest,
  ORTB_AUCTION,
  ORTB_CURRENCY,
  ORTB_INSTREAM,
  ORTB_VIDEO_MIMES,
  ORTB_VIDEO_PROTOCOLS,
} from './openrtb';
import type { DecisionRequest } from './types';

/** A deal of the connection as its bidder receives it. */
export type OfferedDeal = { dealId: string; floorCpm: number; currency: string; auctionType: AuctionPricing };

/** What the player told the tag beyond the decision request (the tag's macros). */
export type PlayerSignals = {
  ua?: string | undefined;
  ip?: string | undefined;
  lmt?: number | undefined;
  dnt?: number | undefined;
  gdpr?: number | undefined;
  us_privacy?: string | undefined;
  gpp?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
};

export type BidRequestInput = {
  auctionId: string;
  impId: string;
  request: DecisionRequest;
  signals: PlayerSignals;
  platform: Platform;
  publisherId: number;
  /** Our seller id for the publisher in sellers.json; no supply chain is sent without one. */
  sellerId: string | null;
  /** The connection's seller domain (ASI). */
  schainAsi: string;
  deals: readonly OfferedDeal[];
  tmaxMs: number;
  /** Prebid Server: the stored impression to merge in (the placement's id), named in `imp.ext.prebid`. */
  storedImpId?: string;
};

const known = <T>(value: T, unknownValue: string) => (value === unknownValue ? undefined : value);
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

/** The OpenRTB 2.6 bid request of one tag request for one connection: one video impression. */
export function bidRequestOf(input: BidRequestInput): BidRequest {
  const { request, signals } = input;
  const slot = request.slot;
  const publisher = { id: String(input.publisherId) };
  const inventory =
    input.platform === 'WEB'
      ? { site: defined({ domain: request.domain ?? undefined, publisher }) }
      : { app: defined({ bundle: request.appBundle ?? undefined, publisher }) };
  return {
    id: input.auctionId,
    imp: [
      defined({
        id: input.impId,
        video: defined({
          mimes: [...ORTB_VIDEO_MIMES],
          minduration: request.minAdDurationSeconds,
          maxduration: request.maxAdDurationSeconds,
          protocols: [...ORTB_VIDEO_PROTOCOLS],
          w: signals.width,
          h: signals.height,
          placement: ORTB_INSTREAM,
          plcmt: ORTB_INSTREAM,
          linearity: 1 as const,
          poddur: slot.type === 'BREAK' ? slot.durationSeconds : undefined,
          maxseq: slot.type === 'BREAK' ? (request.maxPodSlotCount ?? undefined) : undefined,
        }),
        bidfloor: request.floorCpm,
        bidfloorcur: ORTB_CURRENCY,
        pmp:
          input.deals.length === 0
            ? undefined
            : {
                private_auction: 0 as const,
                deals: input.deals.map((deal) => ({
                  id: deal.dealId,
                  bidfloor: deal.floorCpm,
                  bidfloorcur: deal.currency,
                  at: deal.auctionType === 'BID_FLOOR_PRICE' ? 3 : ORTB_AUCTION[deal.auctionType],
                })),
              },
        ext:
          input.storedImpId === undefined
            ? undefined
            : { prebid: { storedrequest: { id: input.storedImpId } } },
      }),
    ],
    ...inventory,
    device: defined({
      ua: signals.ua,
      ip: signals.ip,
      ifa: known(request.deviceId, 'unknown'),
      devicetype: request.deviceType,
      lmt: signals.lmt,
      dnt: signals.dnt,
    }),
    regs: defined({ gdpr: signals.gdpr, us_privacy: signals.us_privacy, gpp: signals.gpp }),
    source: defined({
      tid: input.auctionId,
      schain:
        input.sellerId === null
          ? undefined
          : {
              complete: 1 as const,
              ver: '1.0' as const,
              nodes: [{ asi: input.schainAsi, sid: input.sellerId, hp: 1 as const, rid: input.auctionId }],
            },
    }),
    tmax: input.tmaxMs,
    cur: [ORTB_CURRENCY],
    at: ORTB_AUCTION[request.auctionType],
  };
}
