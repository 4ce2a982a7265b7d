import { PAYOUT_MESSAGES, type PaymentsPage } from '@adcast/domain/publishers/payouts';
import { z } from 'zod';
import type { TipaltiConfig } from '../../../config';
import { unavailable } from '../../../http/errors';
import { FetchError } from '../../../media/fetch/fetch-error';
import type { GuardedFetcher } from '../../../media/fetch/guarded-fetcher';
import { payeeParams, signedQuery } from './tipalti-signing';

/** A slow or hostile server costs at most the configured time (10 s by default) and 1 MiB, no redirects. */
const LIMITS = { maxBytes: 1024 * 1024, maxRedirects: 0 };

const AnswerSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  items: z.array(
    z.object({
      refCode: z.string(),
      paymentDate: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      paymentMethod: z.string().nullish(),
    }),
  ),
});

/** The payee set-up page of Tipalti's iFrame integration, signed for this payee now. */
export const payeeSetupUrl = (config: TipaltiConfig, idap: string, now: Date): string =>
  `${config.iframeUrl}?${signedQuery(payeeParams(idap, config.payer, now), config.key)}`;

/**
 * A payee's payments from Tipalti's API (`GET {api}/v1/payee-payments`), signed as the iFrame
 * is, read through the guarded fetcher; every failure is a 503 the user can read.
 */
export async function payeePayments(
  fetcher: GuardedFetcher,
  config: TipaltiConfig,
  request: { idap: string; page: number; size: number; now: Date },
): Promise<PaymentsPage> {
  const params: [string, string][] = [
    ...payeeParams(request.idap, config.payer, request.now),
    ['offset', String(request.page * request.size)],
    ['limit', String(request.size)],
  ];
  const url = `${config.apiUrl.replace(/\/$/, '')}/v1/payee-payments?${signedQuery(params, config.key)}`;
  const answer = AnswerSchema.safeParse(parsedJson(await fetched(fetcher, url, config.timeoutMs)));
  if (!answer.success) throw unavailable(PAYOUT_MESSAGES.badAnswer);
  return {
    totalElements: answer.data.totalCount,
    content: answer.data.items.map((item) => ({
      refCode: item.refCode,
      date: item.paymentDate,
      amount: item.amount,
      currency: item.currency,
      status: item.status,
      method: item.paymentMethod ?? null,
    })),
  };
}

async function fetched(fetcher: GuardedFetcher, url: string, timeoutMs: number): Promise<Buffer> {
  try {
    return (await fetcher.fetch(url, { ...LIMITS, timeoutMs })).body;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.reason === 'status' && error.status !== undefined)
      throw unavailable(PAYOUT_MESSAGES.refused(error.status));
    if (error.reason === 'too-large' || error.reason === 'redirects')
      throw unavailable(PAYOUT_MESSAGES.badAnswer);
    throw unavailable(PAYOUT_MESSAGES.unreachable);
  }
}

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}
