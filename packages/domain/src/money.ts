import { z } from 'zod';
import { FIELD_MESSAGES } from './patterns';

/** Amounts in USD with at most 2 decimals (part 2 §9: money shown as USD with 2 decimals). */
export const MONEY_MAX = 1_000_000;

export const MONEY_MESSAGES = {
  notNegative: (field: string) => `${field} must be 0 or more`,
  tooLarge: (field: string) => `${field} must be at most ${MONEY_MAX.toLocaleString('en-US')}`,
  twoDecimals: (field: string) => `${field} can have at most 2 decimals`,
} as const;

// Compared in cents with a tolerance so 0.29 (0.28999...) counts as two decimals.
const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A money field as a form and the API accept it: 0 or more, at most 2 decimals; a cleared one is missing, not 'not a number'. */
export const moneySchema = (field: string) =>
  z
    .number({
      error: (issue) => (issue.input == null ? FIELD_MESSAGES.required(field) : `${field} must be a number`),
    })
    .min(0, MONEY_MESSAGES.notNegative(field))
    .max(MONEY_MAX, MONEY_MESSAGES.tooLarge(field))
    .refine(hasTwoDecimals, MONEY_MESSAGES.twoDecimals(field));

/** Money held exactly as whole millionths (the report facts' precision), so sums carry no binary noise. */
export const MICROS_PER_UNIT = 1_000_000;

export const toMicros = (amount: number): number => Math.round(amount * MICROS_PER_UNIT);

export const fromMicros = (micros: number): number => micros / MICROS_PER_UNIT;

/** A decimal amount as text ("1234.5678", "1,234.56", "$12") in whole millionths; null when it is not one. */
export function parseMicros(text: string): number | null {
  const match = /^\$?(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const micros = Number(match[1]) * MICROS_PER_UNIT + Number((match[2] ?? '').padEnd(6, '0'));
  return Number.isSafeInteger(micros) ? micros : null;
}
