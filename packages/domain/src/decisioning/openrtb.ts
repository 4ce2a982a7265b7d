import { z } from 'zod';

/**
 * The OpenRTB 2.6 objects the tag exchanges with a demand partner: the bid request it sends (the
 * fields it fills, checked by stand-in bidders) and the bid response it accepts, read strictly.
 */

/** VAST 2.0, 3.0, their wrappers, 4.0 and its wrapper (OpenRTB list: creative subtypes). */
export const ORTB_VIDEO_PROTOCOLS = [2, 3, 5, 6, 7, 8] as const;
export const ORTB_VIDEO_MIMES = ['video/mp4', 'application/x-mpegURL'] as const;
/** plcmt 1: instream (the content plays around the ad); placement 1 is its deprecated twin. */
export const ORTB_INSTREAM = 1;
export const ORTB_CURRENCY = 'USD';
export const ORTB_VERSION = '2.6';
/** `at`: 1 first price, 2 second price plus. */
export const ORTB_AUCTION = { FIRST_PRICE: 1, SECOND_PRICE: 2, BID_FLOOR_PRICE: 1 } as const;

/** OpenRTB loss reasons the tag reports in `${AUCTION_LOSS}`. */
export const LOSS_REASONS = {
  WON: 0,
  INVALID_BID_RESPONSE: 3,
  INVALID_DEAL_ID: 4,
  MISSING_MARKUP: 7,
  BELOW_AUCTION_FLOOR: 100,
  BELOW_DEAL_FLOOR: 101,
  LOST_TO_HIGHER_BID: 102,
  CREATIVE_FILTERED: 200,
  INCORRECT_CREATIVE_FORMAT: 204,
  ADVERTISER_EXCLUSIONS: 205,
} as const;
export type LossReason = (typeof LOSS_REASONS)[keyof typeof LOSS_REASONS];

const SupplyChainNodeSchema = z.object({
  asi: z.string().min(1),
  sid: z.string().min(1),
  hp: z.literal(1),
  rid: z.string().optional(),
});

const DealSchema = z.object({
  id: z.string().min(1),
  bidfloor: z.number().min(0),
  bidfloorcur: z.string().length(3),
  at: z.number().int().min(1).max(3),
});

export const BidRequestSchema = z.object({
  id: z.string().min(1),
  imp: z
    .array(
      z.object({
        id: z.string().min(1),
        video: z.object({
          mimes: z.array(z.string()).min(1),
          minduration: z.number().int().min(0),
          maxduration: z.number().int().min(1),
          protocols: z.array(z.number().int()).min(1),
          w: z.number().int().min(0).optional(),
          h: z.number().int().min(0).optional(),
          placement: z.number().int(),
          plcmt: z.number().int(),
          linearity: z.literal(1),
          poddur: z.number().int().min(1).optional(),
          maxseq: z.number().int().min(1).optional(),
        }),
        bidfloor: z.number().min(0),
        bidfloorcur: z.string().length(3),
        pmp: z.object({ private_auction: z.literal(0), deals: z.array(DealSchema).min(1) }).optional(),
        /** Prebid Server: the stored impression (its bidders and their parameters) the request names. */
        ext: z
          .object({ prebid: z.object({ storedrequest: z.object({ id: z.string().min(1) }) }) })
          .optional(),
      }),
    )
    .length(1),
  app: z.object({ bundle: z.string().optional(), publisher: z.object({ id: z.string().min(1) }) }).optional(),
  site: z
    .object({ domain: z.string().optional(), publisher: z.object({ id: z.string().min(1) }) })
    .optional(),
  device: z.object({
    ua: z.string().optional(),
    ip: z.string().optional(),
    ifa: z.string().optional(),
    devicetype: z.number().int().optional(),
    lmt: z.number().int().min(0).max(1).optional(),
    dnt: z.number().int().min(0).max(1).optional(),
  }),
  regs: z.object({
    gdpr: z.number().int().min(0).max(1).optional(),
    us_privacy: z.string().optional(),
    gpp: z.string().optional(),
  }),
  source: z.object({
    tid: z.string().min(1),
    schain: z
      .object({ complete: z.literal(1), ver: z.literal('1.0'), nodes: z.array(SupplyChainNodeSchema).min(1) })
      .optional(),
  }),
  tmax: z.number().int().min(1),
  cur: z.array(z.string().length(3)).min(1),
  at: z.number().int().min(1).max(2),
});
export type BidRequest = z.infer<typeof BidRequestSchema>;

const PriceSchema = z.number().finite().min(0).max(1_000);

export const ResponseBidSchema = z.object({
  id: z.string().min(1),
  impid: z.string().min(1),
  price: PriceSchema,
  adm: z.string().max(200_000).optional(),
  nurl: z.url().optional(),
  lurl: z.url().optional(),
  adomain: z.array(z.string()).optional(),
  dealid: z.string().optional(),
  crid: z.string().optional(),
  dur: z.number().int().min(1).max(3600).optional(),
  /** Prebid Server keeps a video bid's VAST in its cache and names where, instead of an adm. */
  ext: z
    .object({
      prebid: z
        .object({ cache: z.object({ vastXml: z.object({ url: z.url() }).optional() }).optional() })
        .optional(),
    })
    .optional(),
});
export type ResponseBid = z.infer<typeof ResponseBidSchema>;

export const BidResponseSchema = z.object({
  id: z.string().min(1),
  seatbid: z
    .array(z.object({ seat: z.string().optional(), bid: z.array(ResponseBidSchema).min(1).max(50) }))
    .max(20)
    .optional(),
  cur: z.string().length(3).optional(),
  nbr: z.number().int().optional(),
});
export type BidResponse = z.infer<typeof BidResponseSchema>;
