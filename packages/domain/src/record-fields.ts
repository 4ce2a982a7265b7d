import { z } from 'zod';
import { isWireDate } from './date-ranges';
import { IdSchema } from './ids';
import { FIELD_MESSAGES } from './patterns';

/** Field messages of record forms that the spec does not word. */
export const RECORD_FIELD_MESSAGES = {
  date: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  list: (field: string) => `${field} must be a list of texts`,
  tooMany: (field: string, max: number) => `${field}: at most ${max}`,
  endBeforeStart: 'The end date must not be before the start date',
  advertiserDomain: 'Advertiser domains are domains without a scheme or path, e.g. brand.com',
} as const;

/** An advertiser's registrable domain, as OpenRTB's `adomain` and `wadomain` carry it: no scheme, path or port. */
export const ADOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Currencies a price or budget may be written in (ISO 4217). */
export const CurrencySchema = z.enum(['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'SEK', 'BRL', 'MXN']);
export type Currency = z.infer<typeof CurrencySchema>;

/** An optional day (YYYY-MM-DD); blank is none. */
export const optionalDateSchema = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isWireDate(value), RECORD_FIELD_MESSAGES.date(field));

/** A day (YYYY-MM-DD) that must be given. */
export const requiredDateSchema = (field: string) =>
  optionalDateSchema(field)
    .refine((value) => value !== null, FIELD_MESSAGES.required(field))
    .transform((value) => value ?? '');

/** Trimmed, blank entries dropped, each checked, a repeat kept once. */
export const textListSchema = (
  field: string,
  rule: { pattern: RegExp; message: string; max: number; normalise: (value: string) => string },
) =>
  z
    .array(z.string().trim().max(253), { error: RECORD_FIELD_MESSAGES.list(field) })
    .max(rule.max, RECORD_FIELD_MESSAGES.tooMany(field, rule.max))
    .default([])
    .transform((values) => [...new Set(values.filter((value) => value !== '').map(rule.normalise))])
    .refine((values) => values.every((value) => rule.pattern.test(value)), rule.message);

/** Advertiser domains, lower-cased. */
export const advertiserDomainsSchema = (field: string, max: number) =>
  textListSchema(field, {
    pattern: ADOMAIN_PATTERN,
    message: RECORD_FIELD_MESSAGES.advertiserDomain,
    max,
    normalise: (domain) => domain.toLowerCase(),
  });

/** A flight's end is not before its start (either may be open). */
export const flightInOrder = (flight: { startDate: string | null; endDate: string | null }) =>
  !flight.startDate || !flight.endDate || flight.startDate <= flight.endDate;

/** Ids of other records, a repeat kept once. */
export const idListInputSchema = (field: string, max: number) =>
  z
    .array(IdSchema)
    .max(max, RECORD_FIELD_MESSAGES.tooMany(field, max))
    .default([])
    .transform((ids) => [...new Set(ids)]);
