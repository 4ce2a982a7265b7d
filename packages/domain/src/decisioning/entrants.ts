import type { AdCreative, EntrantRef } from './types';

/** One way an entrant can fill a slot: the creative, and who it would put in the pod. */
export type Offer = { creative: AdCreative; creativeKey: string; advertiserKey: string };

/** A line item or a bid that passed every filter of eligibility, with the offers that fit the request. */
export type Entrant = { ref: EntrantRef; priority: number; cpmCents: number; offers: Offer[] };

export const toCents = (cpm: number) => Math.round(cpm * 100);
