import type { PartnerBidVerdict, PartnerOutcome } from '@adcast/domain/decisioning/partner-calls';
import type { Bid } from '@adcast/domain/decisioning/types';
import type { CallableConnection, CallDeal } from '../../../../db/partner-connections';
import { FetchError } from '../../../../media/fetch/fetch-error';

/** A connection the tag calls for this request, with its deals and how long it may take. */
export type CallTarget = { connection: CallableConnection; deals: CallDeal[]; tmaxMs: number };

/** A bid that passed the tag's checks and enters the auction, with what its notices need. */
export type Offered = {
  bid: Bid;
  bidId: string;
  impId: string;
  seat: string;
  adId: string;
  dealId: string | null;
  /** The markup as the partner sent it (macros not yet replaced); null when the nurl returns it. */
  adm: string | null;
  nurl: string | null;
  lurl: string | null;
};

/** What one call came to before the auction. */
export type CallAnswer = {
  target: CallTarget;
  outcome: PartnerOutcome;
  reason: string;
  latencyMs: number;
  offers: Offered[];
  /** Bids refused before the auction (their loss reason goes to their lurl). */
  refused: { verdict: PartnerBidVerdict; lurl: string | null; seat: string }[];
};

/** The bytes a partner may answer at most. */
export const PARTNER_ANSWER_MAX_BYTES = 512 * 1024;

/** A call that failed before an answer could be read: the tmax passed, or the partner errored. */
export function failedAnswer(target: CallTarget, error: unknown, latencyMs: number): CallAnswer {
  const timedOut = error instanceof FetchError && error.reason === 'timeout';
  const message = error instanceof Error ? error.message : String(error);
  return {
    target,
    outcome: timedOut ? 'TIMEOUT' : 'ERROR',
    reason: timedOut ? `No answer within the tmax of ${target.tmaxMs} ms.` : `${message}.`,
    latencyMs,
    offers: [],
    refused: [],
  };
}

/** Whatever a call is still doing at its tmax (a name lookup, a stuck connect), the request stops waiting then. */
export function withinTmax(target: CallTarget, call: Promise<CallAnswer>): Promise<CallAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CallAnswer>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(failedAnswer(target, new FetchError('No answer within the tmax', 'timeout'), target.tmaxMs)),
      target.tmaxMs,
    );
  });
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}

export const unusableAnswer = (target: CallTarget, reason: string, latencyMs: number): CallAnswer => ({
  target,
  outcome: 'ERROR',
  reason,
  latencyMs,
  offers: [],
  refused: [],
});

export const noBidAnswer = (target: CallTarget, reason: string, latencyMs: number): CallAnswer => ({
  target,
  outcome: 'NO_BID',
  reason,
  latencyMs,
  offers: [],
  refused: [],
});

/** The length of a VAST's first linear creative (HH:MM:SS[.mmm]), rounded to whole seconds; null when it states none. */
export function vastDurationSeconds(vast: string): number | null {
  const match = /<Duration>\s*(\d{1,2}):(\d{2}):(\d{2}(?:\.\d+)?)\s*<\/Duration>/.exec(vast);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total >= 1 ? Math.round(total) : null;
}

export const elapsedSince = (start: number) => Math.round(performance.now() - start);
