import { z } from 'zod';
import { isWireDate } from './date-ranges';
import { IdSchema } from './ids';

/** Messages of the field kinds below, which many areas' forms share. */
export const RECORD_FIELD_MESSAGES = {
  date: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  list: (field: string) => `${field} must be a list of texts`,
  tooMany: (field: string, max: number) => `${field}: at most ${max}`,
  endBeforeStart: 'The end date must not be before the start date',
  advertiserDomain: 'Advertiser domains are domains without a scheme or path, e.g. brand.com',
} as const;

/** An advertiser's registrable domain, as OpenRTB's `adomain` carries it: no scheme, path or port. */
export const ADVERTISER_DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A date of a flight: blank is none. */
export const optionalDateSchema = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isWireDate(value), RECORD_FIELD_MESSAGES.date(field));

/** Trimmed, blank entries dropped, each checked, a repeat kept once. */
export const textListSchema = (
  field: string,
  { pattern, message, max, normalise = (value) => value }: TextListRule,
) =>
  z
    .array(z.string().trim().max(253), { error: RECORD_FIELD_MESSAGES.list(field) })
    .max(max, RECORD_FIELD_MESSAGES.tooMany(field, max))
    .default([])
    .transform((values) => [...new Set(values.filter((value) => value !== '').map(normalise))])
    .refine((values) => values.every((value) => pattern.test(value)), message);

interface TextListRule {
  pattern: RegExp;
  message: string;
  max: number;
  normalise?: (value: string) => string;
}

/** Advertiser domains (`adomain`), lower-cased. */
export const advertiserDomainsSchema = (max: number) =>
  textListSchema('Advertiser domains', {
    pattern: ADVERTISER_DOMAIN_PATTERN,
    message: RECORD_FIELD_MESSAGES.advertiserDomain,
    max,
    normalise: (domain) => domain.toLowerCase(),
  });

/** Ids of other records, a repeat kept once. */
export const idListInputSchema = (field: string, max: number) =>
  z
    .array(IdSchema)
    .max(max, RECORD_FIELD_MESSAGES.tooMany(field, max))
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** A flight whose end, when both are given, is not before its start (the message under the end date). */
export const flightInOrder = {
  check: (flight: { startDate: string | null; endDate: string | null }) =>
    !flight.startDate || !flight.endDate || flight.startDate <= flight.endDate,
  params: { path: ['endDate'], message: RECORD_FIELD_MESSAGES.endBeforeStart },
};
