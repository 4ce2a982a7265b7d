import { z } from 'zod';
import { IdSchema } from '../../ids';
import { VersionSchema } from '../../records';
import { DP_REVENUE_MESSAGES as M } from './messages';

/** The columns a partner's revenue report is read by; publisher is optional (a file by day only). */
export const REVENUE_COLUMN_FIELDS = ['day', 'impressions', 'revenue', 'publisherId'] as const;
export type RevenueColumnField = (typeof REVENUE_COLUMN_FIELDS)[number];
export const REVENUE_COLUMN_LABELS: Record<RevenueColumnField, string> = {
  day: 'Date',
  impressions: 'Impressions',
  revenue: 'Revenue',
  publisherId: 'Publisher ID',
};

const header = (field: RevenueColumnField) =>
  z.string().trim().min(1, M.columnRequired(REVENUE_COLUMN_LABELS[field])).max(200);

/** Which header of the partner's file holds each figure. */
export const RevenueColumnsSchema = z.object({
  day: header('day'),
  impressions: header('impressions'),
  revenue: header('revenue'),
  publisherId: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
});
export type RevenueColumns = z.output<typeof RevenueColumnsSchema>;

/** A supported import: a named column mapping of one partner's report files. */
export const SupportedImportInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  columns: RevenueColumnsSchema,
});
export type SupportedImportInput = z.input<typeof SupportedImportInputSchema>;
export const SupportedImportUpdateSchema = SupportedImportInputSchema.extend({ version: VersionSchema });

export const SupportedImportSchema = z.object({
  id: z.number().int(),
  demandPartnerId: z.number().int(),
  name: z.string(),
  columns: z.object({
    day: z.string(),
    impressions: z.string(),
    revenue: z.string(),
    publisherId: z.string().nullable(),
  }),
  version: z.number().int(),
});
export type SupportedImport = z.infer<typeof SupportedImportSchema>;

export const REVENUE_IMPORT_STATUSES = ['READING', 'PREVIEW', 'APPLIED', 'FAILED'] as const;
export const RevenueImportStatusSchema = z.enum(REVENUE_IMPORT_STATUSES);
export type RevenueImportStatus = z.infer<typeof RevenueImportStatusSchema>;

/** One row of the partner's file as read: its figures, or what is wrong with it. */
export const RevenueRowSchema = z.object({
  line: z.number().int(),
  day: z.string().nullable(),
  publisherId: z.number().int().nullable(),
  impressions: z.number().int().nullable(),
  revenue: z.number().nullable(),
  messages: z.array(z.string()),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;

export const RevenueImportSchema = z.object({
  id: z.number().int(),
  demandPartnerId: z.number().int(),
  supportedImportId: z.number().int(),
  fileName: z.string(),
  status: RevenueImportStatusSchema,
  /** Why the file could not be read (FAILED). */
  failure: z.string().nullable(),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  createdOn: z.string(),
  appliedOn: z.string().nullable(),
});
export type RevenueImport = z.infer<typeof RevenueImportSchema>;

/** One import with its rows (the preview before apply). */
export const RevenueImportPreviewSchema = RevenueImportSchema.extend({ rows: z.array(RevenueRowSchema) });
export type RevenueImportPreview = z.infer<typeof RevenueImportPreviewSchema>;

export const RevenueImportFieldsSchema = z.object({ supportedImportId: IdSchema });

export const FollowSchema = z.object({ following: z.boolean() });
export type Follow = z.infer<typeof FollowSchema>;

/** A revenue file holds at most this many rows and bytes. */
export const REVENUE_IMPORT_MAX_ROWS = 50_000;
export const REVENUE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
