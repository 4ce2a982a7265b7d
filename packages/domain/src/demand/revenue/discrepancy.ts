import { z } from 'zod';
import { daysIn, WireDateSchema } from '../../date-ranges';
import { IdSchema } from '../../ids';

/** Part 2 §7 POST /api/report/discrepancy: a date range, optionally some partners, only flagged days. */
export const DiscrepancyQuerySchema = z
  .object({
    dateFrom: WireDateSchema,
    dateTo: WireDateSchema,
    demandPartnerIds: z.array(IdSchema).max(1000).default([]),
    flaggedOnly: z.boolean().default(false),
  })
  .refine((range) => range.dateFrom <= range.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  })
  .refine((range) => range.dateFrom > range.dateTo || daysIn(range) <= DISCREPANCY_MAX_DAYS, {
    message: 'Choose at most 366 days',
    path: ['dateTo'],
  });
export type DiscrepancyQuery = z.output<typeof DiscrepancyQuerySchema>;
export type DiscrepancyQueryInput = z.input<typeof DiscrepancyQuerySchema>;

export const DISCREPANCY_MAX_DAYS = 366;
/** A partner's threshold when none is set (part of issue 27). */
export const DEFAULT_DISCREPANCY_THRESHOLD_PCT = 10;

/** One day of one partner (and one publisher, when the partner's file names them): ours against theirs. */
export const DiscrepancyRowSchema = z.object({
  day: z.string(),
  demandPartner: z.object({ id: z.number().int(), displayName: z.string() }),
  publisher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ourImpressions: z.number().int(),
  partnerImpressions: z.number().int(),
  impressionsDifference: z.number().int(),
  /** (partner − ours) / ours × 100, rounded to 2 decimals; null when ours is 0. */
  impressionsDifferencePct: z.number().nullable(),
  ourRevenue: z.number(),
  partnerRevenue: z.number(),
  revenueDifference: z.number(),
  revenueDifferencePct: z.number().nullable(),
  thresholdPct: z.number(),
  flagged: z.boolean(),
});
export type DiscrepancyRow = z.infer<typeof DiscrepancyRowSchema>;

export const DiscrepancyResultSchema = z.object({ content: z.array(DiscrepancyRowSchema) });
export type DiscrepancyResult = z.infer<typeof DiscrepancyResultSchema>;

/** Difference as a share of ours, in percent with 2 decimals; none when we have nothing to compare with. */
export function differencePct(ours: number, difference: number): number | null {
  if (ours === 0) return null;
  return Math.round((difference / ours) * 10_000) / 100;
}

/** A day is flagged when impressions or revenue differ by more than the threshold (or we have none and they have some). */
export function isFlagged(row: {
  ourImpressions: number;
  impressionsDifference: number;
  ourRevenue: number;
  revenueDifference: number;
  thresholdPct: number;
}): boolean {
  const over = (ours: number, difference: number) => {
    if (difference === 0) return false;
    const pct = differencePct(ours, difference);
    return pct === null || Math.abs(pct) > row.thresholdPct;
  };
  return over(row.ourImpressions, row.impressionsDifference) || over(row.ourRevenue, row.revenueDifference);
}

/** The comparison's columns, on the screen and in the CSV. */
export const DISCREPANCY_COLUMN_LABELS = {
  day: 'Day',
  demandPartner: 'Demand partner',
  publisher: 'Publisher',
  ourImpressions: 'Our impressions',
  partnerImpressions: 'Partner impressions',
  impressionsDifference: 'Impressions difference',
  impressionsDifferencePct: 'Impressions difference %',
  ourRevenue: 'Our revenue',
  partnerRevenue: 'Partner revenue',
  revenueDifference: 'Revenue difference',
  revenueDifferencePct: 'Revenue difference %',
  flagged: 'Flagged',
} as const;

export const ALL_PUBLISHERS_LABEL = 'All publishers';
