import { z } from 'zod';
import { REPORT_EXPORT_MAX_ROWS, REPORT_FILE_FORMATS } from './report-query';

/**
 * Report files (issue 11): a report too big to answer at once runs as a background job whose
 * progress the builder shows; when done, its file downloads for the user who asked, and only them.
 */
export const REPORT_JOB_API = {
  list: '/api/report/jobs',
  one: (id: number | string) => `/api/report/jobs/${id}`,
  file: (id: number | string) => `/api/report/jobs/${id}/file`,
} as const;

/**
 * Too big to answer at once: more rows than an export holds, or more fact rows to read than the
 * engine gets through in about a second on two cores (DuckDB reads some 20 million a second here).
 */
export const REPORT_AT_ONCE_LIMITS = { rows: REPORT_EXPORT_MAX_ROWS, scannedRows: 20_000_000 } as const;
/** A report file holds at most this many rows (an XLSX sheet holds 1,048,576). */
export const REPORT_JOB_MAX_ROWS = 1_000_000;
/** How many of a user's report files are kept: the oldest go when a new one starts. */
export const REPORT_JOBS_KEPT = 10;

export const REPORT_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];
export const REPORT_JOB_STATUS_LABELS: Record<ReportJobStatus, string> = {
  QUEUED: 'Waiting',
  RUNNING: 'Preparing',
  DONE: 'Ready',
  FAILED: 'Failed',
};

export const REPORT_JOB_MESSAGES = {
  started: 'This report is too big to answer at once: it is being prepared, and can be downloaded when done',
  notReady: 'The report file is not ready yet',
  title: 'Report files',
  download: 'Download',
  tooBig: (rows: number) =>
    `The report has ${rows} rows; a report file holds at most ${REPORT_JOB_MAX_ROWS}. Narrow it with filters or a shorter date range`,
} as const;

export const ReportJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.enum(REPORT_FILE_FORMATS),
  status: z.enum(REPORT_JOB_STATUSES),
  /** 0 to 100. */
  progress: z.number().int(),
  rows: z.number().int().nullable(),
  error: z.string().nullable(),
  createdOn: z.string(),
  finishedOn: z.string().nullable(),
});
export type ReportJob = z.infer<typeof ReportJobSchema>;

/** What `POST /api/report/export` answers (202) instead of the file when the report runs as a job. */
export const ReportJobStartedSchema = z.object({ job: ReportJobSchema, message: z.string() });
export type ReportJobStarted = z.infer<typeof ReportJobStartedSchema>;
