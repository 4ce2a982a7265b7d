import { z } from 'zod';

/** What every record list offers beside its pages: the CSV export of the current filter and bulk status changes. */
export const listActionPaths = (listPath: string) => ({
  /** GET with the list's query parameters (no paging): every matching row as CSV. */
  exportCsv: `${listPath}/export.csv`,
  /** POST a BulkActionRequest. */
  bulk: `${listPath}/bulk`,
  /** POST a bulk edit: one field set to one value on many rows (the contract's `bulkEdit` fields). */
  bulkEdit: `${listPath}/bulk-edit`,
});

export const BULK_MAX_IDS = 1000;

export const BulkActionSchema = z.enum(['ARCHIVE', 'UNARCHIVE']);
export type BulkAction = z.infer<typeof BulkActionSchema>;

export const BulkActionRequestSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Choose at least one row')
    .max(BULK_MAX_IDS, `Choose at most ${BULK_MAX_IDS} rows at once`),
  action: BulkActionSchema,
  /** True: answer what would change and change nothing. */
  dryRun: z.boolean(),
});
export type BulkActionRequest = z.infer<typeof BulkActionRequestSchema>;

const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const BulkChangeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fields: z.array(z.object({ field: z.string(), before: FieldValueSchema, after: FieldValueSchema })),
});
export type BulkChange = z.infer<typeof BulkChangeSchema>;

export const BulkSkipSchema = z.object({ id: z.number().int(), name: z.string(), reason: z.string() });
export type BulkSkip = z.infer<typeof BulkSkipSchema>;

export const BulkActionResultSchema = z.object({
  /** Whether the changes were written (false for a dry run, or when nothing could change). */
  applied: z.boolean(),
  changes: z.array(BulkChangeSchema),
  skipped: z.array(BulkSkipSchema),
});
export type BulkActionResult = z.infer<typeof BulkActionResultSchema>;

/** The buttons of the selection bar, and what the preview's confirm button says. */
export const BULK_ACTION_LABELS: Record<BulkAction, string> = { ARCHIVE: 'Archive', UNARCHIVE: 'Unarchive' };

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

export const BULK_MESSAGES = {
  previewTitle: (action: BulkAction) => `${BULK_ACTION_LABELS[action]} selected rows?`,
  confirm: (action: BulkAction, count: number) => `${BULK_ACTION_LABELS[action]} ${rows(count)}`,
  nothingToChange: 'None of the selected rows can change.',
  skippedHeading: 'Left as they are',
  done: (action: BulkAction, count: number) =>
    `${rows(count)} ${action === 'ARCHIVE' ? 'archived' : 'unarchived'}`,
  failed: 'The selected rows could not be changed',
} as const;
