import { z } from 'zod';

/** How one demand partner call ended: a bid, an answer without one, the tmax passed, or an unusable answer. */
export const PARTNER_OUTCOMES = ['BID', 'NO_BID', 'TIMEOUT', 'ERROR'] as const;
export const PartnerOutcomeSchema = z.enum(PARTNER_OUTCOMES);
export type PartnerOutcome = z.infer<typeof PartnerOutcomeSchema>;

/** What became of one bid a partner made: it won a slot, lost the auction, or was refused before it. */
export const PartnerBidStatusSchema = z.enum(['WON', 'LOST', 'REJECTED']);

export const PartnerBidVerdictSchema = z.object({
  /** The bid's index among the decision's bids (its `BID` entrant); null when refused before the auction. */
  bidIndex: z.number().int().nullable(),
  bidId: z.string(),
  priceCpm: z.number(),
  dealId: z.string().nullable(),
  status: PartnerBidStatusSchema,
  /** The OpenRTB loss reason sent in its lurl (0: it won). */
  lossReason: z.number().int(),
  sentence: z.string(),
});
export type PartnerBidVerdict = z.infer<typeof PartnerBidVerdictSchema>;

/** One call the tag made to a demand partner's connection, as the decision explains it. */
export const PartnerCallSchema = z.object({
  connectionId: z.number().int(),
  connectionName: z.string(),
  partnerId: z.number().int(),
  integrationType: z.enum(['ORTB', 'VAST', 'PBS']),
  tmaxMs: z.number().int(),
  latencyMs: z.number().int(),
  outcome: PartnerOutcomeSchema,
  /** Why it ended as it did, in a sentence (no bid, the error, the tmax). */
  reason: z.string(),
  bids: z.array(PartnerBidVerdictSchema),
});
export type PartnerCall = z.infer<typeof PartnerCallSchema>;

/** One day of a connection's calls from the tag (UTC). */
export const ConnectionCallDaySchema = z.object({
  day: z.string(),
  requests: z.number().int(),
  bids: z.number().int(),
  wins: z.number().int(),
  noBids: z.number().int(),
  timeouts: z.number().int(),
  errors: z.number().int(),
});
export type ConnectionCallDay = z.infer<typeof ConnectionCallDaySchema>;
