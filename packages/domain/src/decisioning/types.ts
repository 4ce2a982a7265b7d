import { z } from 'zod';
import {
  AuctionPricingSchema,
  DeviceTypeSchema,
  EntityStatusSchema,
  PlacementTypeSchema,
  PlatformSchema,
} from '../enumerations';
import { IdSchema } from '../ids';
import type { PartnerCall } from './partner-calls';

const CpmSchema = z.number().min(0);
const SecondsSchema = z.number().int().min(1);
const InstantSchema = z.iso.datetime({ offset: true });

export const BreakSlotSchema = z.object({ type: z.literal('BREAK'), durationSeconds: SecondsSchema });
export const SingleSlotSchema = z.object({ type: z.literal('SINGLE') });
export const RequestedSlotSchema = z.discriminatedUnion('type', [BreakSlotSchema, SingleSlotSchema]);
export type RequestedSlot = z.infer<typeof RequestedSlotSchema>;

export const DecisionRequestSchema = z
  .object({
    placementId: IdSchema,
    auctionType: AuctionPricingSchema,
    floorCpm: CpmSchema,
    slot: RequestedSlotSchema,
    /** The publisher configuration's maxPodSlotCount when enabled (part 2 §3); null when not. */
    maxPodSlotCount: z.number().int().min(1).nullable(),
    minAdDurationSeconds: SecondsSchema,
    maxAdDurationSeconds: SecondsSchema,
    deviceId: z.string().min(1),
    country: z.string().min(1),
    deviceType: DeviceTypeSchema,
    platform: PlatformSchema,
    appBundle: z.string().nullable(),
    domain: z.string().nullable(),
    at: InstantSchema,
  })
  .refine((request) => request.minAdDurationSeconds <= request.maxAdDurationSeconds, {
    path: ['maxAdDurationSeconds'],
    message: 'The maximum ad duration is not below the minimum',
  });
export type DecisionRequest = z.infer<typeof DecisionRequestSchema>;

export const PacingModeSchema = z.enum(['EVEN', 'ASAP']);
export type PacingMode = z.infer<typeof PacingModeSchema>;

export const FrequencyPeriodSchema = z.enum(['HOUR', 'DAY', 'WEEK', 'FLIGHT']);
export type FrequencyPeriod = z.infer<typeof FrequencyPeriodSchema>;

export const CandidateCreativeSchema = z.object({
  id: IdSchema,
  durationSeconds: SecondsSchema,
  approved: z.boolean(),
  processed: z.boolean(),
  advertiserId: IdSchema,
});
export type CandidateCreative = z.infer<typeof CandidateCreativeSchema>;

/**
 * The creatives of a line item's order left out because they are made for other placement types
 * than the placement's (compiled out with the network, never weighed per request).
 */
export const NotForPlacementSchema = z.object({
  placementType: PlacementTypeSchema,
  creatives: z.array(z.object({ id: IdSchema, placementTypes: z.array(PlacementTypeSchema).min(1) })).min(1),
});
export type NotForPlacement = z.infer<typeof NotForPlacementSchema>;

export const CandidateSchema = z.object({
  id: IdSchema,
  orderId: IdSchema,
  advertiserId: IdSchema,
  networkId: IdSchema.nullable(),
  status: EntityStatusSchema,
  flight: z.object({ startsAt: InstantSchema, endsAt: InstantSchema.nullable() }),
  /** 1 is the highest; a lower number wins. */
  priority: z.number().int().min(1),
  cpm: CpmSchema,
  goalImpressions: z.number().int().min(1).nullable(),
  deliveredImpressions: z.number().int().min(0),
  pacing: z.object({ mode: PacingModeSchema, expectedImpressions: z.number().min(0) }),
  frequencyCap: z
    .object({
      count: z.number().int().min(1),
      period: FrequencyPeriodSchema,
      deviceImpressions: z.number().int().min(0),
    })
    .nullable(),
  targeting: z.object({ matched: z.boolean(), reason: z.string() }),
  /** Creatives fitting the placement's type (and, when given, those left out for theirs). */
  creatives: z.array(CandidateCreativeSchema),
  notForPlacement: NotForPlacementSchema.optional(),
});
export type Candidate = z.infer<typeof CandidateSchema>;

export const BidSchema = z.object({
  partnerId: IdSchema,
  cpm: CpmSchema,
  durationSeconds: SecondsSchema,
  advertiserDomain: z.string().min(1),
  dealId: IdSchema.optional(),
  adm: z.string(),
  nurl: z.string(),
  lurl: z.string(),
});
export type Bid = z.infer<typeof BidSchema>;

export const DECISION_DEFAULTS = {
  /** The priority a demand partner's bid stands at: it competes by price with direct line items of the same. */
  bidPriority: 12,
  /** An EVEN line item more than this many percent ahead of its expected delivery is throttled. */
  evenPacingTolerancePercent: 10,
} as const;
export type DecisionOptions = { bidPriority: number; evenPacingTolerancePercent: number };

export const FILTER_REASONS = [
  'NOT_ACTIVE',
  'OUTSIDE_FLIGHT',
  'TARGETING',
  'PLACEMENT_TYPE',
  'GOAL_REACHED',
  'FREQUENCY_CAP_REACHED',
  'AHEAD_OF_PACE',
  'NO_FITTING_CREATIVE',
  'BELOW_FLOOR',
  'CREATIVE_IN_POD',
  'ADVERTISER_IN_POD',
  'POD_FULL',
] as const;
export type FilterReason = (typeof FILTER_REASONS)[number];

export type EntrantRef =
  | { kind: 'LINE_ITEM'; lineItemId: number }
  | { kind: 'BID'; bidIndex: number; partnerId: number; dealId: number | null };

export type AdCreative =
  | { kind: 'LINE_ITEM'; creativeId: number; durationSeconds: number }
  | { kind: 'BID'; durationSeconds: number; adm: string; nurl: string; lurl: string };

export type PodSlot = {
  sequence: number;
  entrant: EntrantRef;
  creative: AdCreative;
  bidCpm: number;
  priceCpm: number;
  why: string;
};

export type Verdict =
  | { entrant: EntrantRef; status: 'ELIGIBLE'; rank: number; sequence: number; sentence: string }
  | { entrant: EntrantRef; status: 'FILTERED'; rank: number | null; reason: FilterReason; sentence: string };

export type Decision = {
  placementId: number;
  auctionType: DecisionRequest['auctionType'];
  floorCpm: number;
  pod: PodSlot[];
  filledSeconds: number;
  verdicts: Verdict[];
  summary: string;
  /** The demand partners called for it (the tag's decisions; the pure core leaves it out). */
  partnerCalls?: PartnerCall[];
};

/** What ranks a line item and what excludes it cheaply, known before its counts are read. */
export type RankedLineItem = {
  id: number;
  status: Candidate['status'];
  /** As the candidate has it: 1 or more, a lower number wins. */
  priority: number;
  cpmCents: number;
  flightStartMs: number;
  flightEndMs: number | null;
  creatives: readonly CandidateCreative[];
  /** Set when every creative it has is made for other placement types than the placement's. */
  notForPlacement?: NotForPlacement;
};
