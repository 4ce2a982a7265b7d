import { z } from 'zod';

/** Saved reports: a user's own builder states under a name (issue 11). */
export const SAVED_REPORT_API = {
  list: '/api/report/saved',
  one: (id: number | string) => `/api/report/saved/${id}`,
} as const;

/** How many saved reports one user keeps: the list answers them all, so it stays bounded. */
export const SAVED_REPORT_MAX = 100;

export const SAVED_REPORT_MESSAGES = {
  tooMany: `You can keep at most ${SAVED_REPORT_MAX} saved reports: delete one to save another`,
  nameTaken: 'You already have a saved report with this name',
  tooBig: 'A saved report holds at most 8 KB of settings',
  saved: 'Report saved',
  deleted: 'Saved report deleted',
  errorSave: 'Error occurred while saving the report',
} as const;

const MAX_SEARCH_BYTES = 8 * 1024;

/**
 * The builder's URL state as it was saved (dimensions, metrics, filters, range...). The builder
 * reads it back through its own URL schema, which drops whatever it does not know.
 */
const SearchSchema = z.record(z.string().max(50), z.unknown());

export const SavedReportInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  search: SearchSchema.refine(
    (search) => JSON.stringify(search).length <= MAX_SEARCH_BYTES,
    SAVED_REPORT_MESSAGES.tooBig,
  ),
});
export type SavedReportInput = z.input<typeof SavedReportInputSchema>;

export const SavedReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  search: SearchSchema,
  createdOn: z.string(),
});
export type SavedReport = z.infer<typeof SavedReportSchema>;
