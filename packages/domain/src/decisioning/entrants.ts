import type { AdCreative, Bid, Candidate, EntrantRef } from './types';

/** One way an entrant can fill a slot: the creative, and who it would put in the pod. */
export type Offer = { creative: AdCreative; creativeKey: string; advertiserKey: string };

/** A line item or a bid that passed every filter of eligibility, with the offers that fit the request. */
export type Entrant = { ref: EntrantRef; priority: number; cpmCents: number; offers: Offer[] };

export const lineItemRef = (candidate: Candidate): EntrantRef => ({
  kind: 'LINE_ITEM',
  lineItemId: candidate.id,
});

export const bidRef = (bid: Bid, bidIndex: number): EntrantRef => ({
  kind: 'BID',
  bidIndex,
  partnerId: bid.partnerId,
  dealId: bid.dealId ?? null,
});

export const toCents = (cpm: number) => Math.round(cpm * 100);
