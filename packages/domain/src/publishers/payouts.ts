import { z } from 'zod';
import { IdTextSchema } from '../ids';
import { PageNumberSchema, pageOf } from '../list-schemas';
import type { Role } from '../roles';

/**
 * Publisher payouts through Tipalti (part 2 §7 "GET /tipalti/setup and /tipalti/payments with pub").
 * Served under /api like every other signed-in call (as /exchange-apps is).
 */
export const PAYOUTS_API = {
  /** GET ?pub=: the publisher's signed payee set-up page address (Tipalti's iFrame). */
  setup: '/api/tipalti/setup',
  /** GET ?pub=&page=&size=: the publisher's payments, newest first, from Tipalti. */
  payments: '/api/tipalti/payments',
} as const;

/** Who reaches a publisher's payouts: the publisher itself and admins (a network admin: its network's only). */
export const PAYOUT_ROLES: readonly Role[] = ['ADMIN', 'READ_ONLY_ADMIN', 'PUBLISHER'];
export const mayReachPayouts = (role: Role): boolean => PAYOUT_ROLES.includes(role);

export const PAYOUT_MESSAGES = {
  notConfigured: 'Payouts are not configured',
  notConfiguredHint: 'Set TIPALTI_PAYER and TIPALTI_KEY on the server to pay publishers through Tipalti.',
  unreachable: 'Tipalti did not answer; try again later',
  badAnswer: 'Tipalti answered something unexpected; try again later',
  refused: (status: number) => `Tipalti refused the request (HTTP ${status})`,
  historyFailed: 'Error while fetching payments',
  noPayments: 'No payments yet',
} as const;

/** Tipalti pages its payments by 100 at most; the tab shows 10. */
export const PAYMENTS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PAYMENTS_MAX_PAGE_SIZE = 100;

export const PayoutQuerySchema = z.object({ pub: IdTextSchema.transform(Number) });
export const PaymentsQuerySchema = PayoutQuerySchema.extend({
  page: PageNumberSchema.default(0),
  size: z.coerce.number().int().min(1).max(PAYMENTS_MAX_PAGE_SIZE).default(10),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

/** `url` is null when payouts are not configured on the server. */
export const PayeeSetupSchema = z.object({
  configured: z.boolean(),
  url: z.string().nullable(),
  idap: z.string(),
});
export type PayeeSetup = z.infer<typeof PayeeSetupSchema>;

export const PaymentSchema = z.object({
  refCode: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  method: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentsPageSchema = pageOf(PaymentSchema);
export type PaymentsPage = z.infer<typeof PaymentsPageSchema>;

export const PAYMENT_COLUMN_LABELS = {
  date: 'Date',
  refCode: 'Reference',
  amount: 'Amount',
  status: 'Status',
  method: 'Method',
} as const;

/** The payee id (Tipalti's idap) of a publisher. */
export const idapOf = (publisherId: number): string => `publisher-${publisherId}`;

/** A payment's amount in its own currency, 2 decimals (a code Intl does not know is shown beside the number). */
export function formatPaymentAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2 }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
