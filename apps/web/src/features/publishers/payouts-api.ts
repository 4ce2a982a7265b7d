import {
  PAYOUT_MESSAGES,
  PAYOUTS_API,
  type PayeeSetup,
  type PaymentsPage,
} from '@adcast/domain/publishers/payouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';

/** The publisher's payee set-up page, signed by the server when asked (Tipalti's signature is short-lived). */
export const payeeSetupQuery = (publisherId: number) =>
  queryOptions({
    queryKey: ['publishers', publisherId, 'payouts', 'setup'],
    queryFn: ({ signal }) => api.get<PayeeSetup>(PAYOUTS_API.setup, { query: { pub: publisherId }, signal }),
    staleTime: 0,
    retry: false,
  });

export const paymentsQuery = (publisherId: number, page: number, size: number) =>
  queryOptions({
    queryKey: ['publishers', publisherId, 'payouts', 'payments', page, size],
    queryFn: ({ signal }) =>
      api.get<PaymentsPage>(PAYOUTS_API.payments, { query: { pub: publisherId, page, size }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** What a failed payouts call says: the server's own reason (Tipalti slow, refusing…) when it gave one. */
export const payoutFailureOf = (error: unknown): string => {
  const body = error instanceof ApiError ? (error.body as { messages?: string[] } | undefined) : undefined;
  return body?.messages?.[0] ?? PAYOUT_MESSAGES.historyFailed;
};
