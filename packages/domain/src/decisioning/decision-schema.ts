import { z } from 'zod';
import { AuctionPricingSchema } from '../enumerations';
import { PartnerCallSchema } from './partner-calls';
import { type Decision, FILTER_REASONS } from './types';

const EntrantRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LINE_ITEM'), lineItemId: z.number() }),
  z.object({
    kind: z.literal('BID'),
    bidIndex: z.number(),
    partnerId: z.number(),
    dealId: z.number().nullable(),
  }),
]);

const AdCreativeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LINE_ITEM'), creativeId: z.number(), durationSeconds: z.number() }),
  z.object({
    kind: z.literal('BID'),
    durationSeconds: z.number(),
    adm: z.string(),
    nurl: z.string(),
    lurl: z.string(),
  }),
]);

const VerdictSchema = z.discriminatedUnion('status', [
  z.object({
    entrant: EntrantRefSchema,
    status: z.literal('ELIGIBLE'),
    rank: z.number(),
    sequence: z.number(),
    sentence: z.string(),
  }),
  z.object({
    entrant: EntrantRefSchema,
    status: z.literal('FILTERED'),
    rank: z.number().nullable(),
    reason: z.enum(FILTER_REASONS),
    sentence: z.string(),
  }),
]);

/** A decision as the API answers it (issue 26): the pod, every entrant's verdict and the summary. */
export const DecisionSchema = z.object({
  placementId: z.number(),
  auctionType: AuctionPricingSchema,
  floorCpm: z.number(),
  pod: z.array(
    z.object({
      sequence: z.number(),
      entrant: EntrantRefSchema,
      creative: AdCreativeSchema,
      bidCpm: z.number(),
      priceCpm: z.number(),
      why: z.string(),
    }),
  ),
  filledSeconds: z.number(),
  verdicts: z.array(VerdictSchema),
  summary: z.string(),
  /** The demand partners the tag called for this decision. */
  partnerCalls: z.array(PartnerCallSchema).optional(),
}) satisfies z.ZodType<Decision>;
