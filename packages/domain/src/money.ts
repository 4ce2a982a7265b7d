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
