import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REPORT_JOB_MAX_ROWS,
  REPORT_JOB_MESSAGES,
  REPORT_JOBS_KEPT,
  type ReportJob,
} from '@adcast/domain/reports/report-jobs';
import {
  REPORT_FILE_TYPES,
  type ReportFileFormat,
  type ReportQuery,
} from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { z } from 'zod';
import {
  deleteReportJobs,
  insertReportJob,
  type ReportJobRow,
  reportJobById,
  reportJobsOf,
  updateReportJob,
} from '../../db/report-jobs';
import type { JobDefinition } from '../../jobs/job-definition';
import { compileSize } from '../../reports/compiler';
import { factScopeOf } from '../../reports/fact-scope';
import type { ModuleDeps } from '../module-deps';
import { writeReportFile } from './report-file-writer';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'config' | 'jobs'>;

/** Rows read per step of a job: each step moves the progress bar. */
const JOB_PAGE_SIZE = 10_000;

export const toReportJob = (row: ReportJobRow): ReportJob => ({
  id: row.id,
  name: row.name,
  format: row.format as ReportFileFormat,
  status: row.status as ReportJob['status'],
  progress: row.progress,
  rows: row.rows,
  error: row.error,
  createdOn: row.createdOn.toISOString(),
  finishedOn: row.finishedOn?.toISOString() ?? null,
});

export const reportFilePath = (deps: Pick<ModuleDeps, 'config'>, key: string) =>
  join(deps.config.reports.filesDir, key);

/** How many rows a report answers and how many fact rows it reads, from the compiler's plan. */
export async function reportSize(
  deps: Pick<ModuleDeps, 'db' | 'facts'>,
  query: ReportQuery,
  scope: ReportScope,
): Promise<{ rows: number; scannedRows: number }> {
  const { sql } = compileSize(
    { ...query, range: query, compareRange: query.compare, page: null },
    await factScopeOf(deps.db, scope),
    deps.facts.dialect,
  );
  const [row] = await deps.facts.select(sql);
  return { rows: Number(row?.result_rows ?? 0), scannedRows: Number(row?.scanned_rows ?? 0) };
}

/** Too big to answer at once (config `reports.atOnce`): the export runs as a job instead. */
export const runsAsJob = (deps: Pick<ModuleDeps, 'config'>, size: { rows: number; scannedRows: number }) =>
  size.rows > deps.config.reports.atOnce.rows || size.scannedRows > deps.config.reports.atOnce.scannedRows;

/** Makes the report file: progress after every page, the file under a generated name, the job DONE or FAILED. */
export async function runReportJob(deps: Omit<Deps, 'jobs'>, id: number): Promise<void> {
  const job = await reportJobById(deps.db, id);
  if (!job || job.status === 'DONE') return;
  await updateReportJob(deps.db, id, { status: 'RUNNING', progress: 0, error: null });
  const format = job.format as ReportFileFormat;
  const fileKey = `${randomBytes(16).toString('hex')}.${REPORT_FILE_TYPES[format].extension}`;
  try {
    await mkdir(deps.config.reports.filesDir, { recursive: true });
    const rows = await writeReportFile(
      deps,
      { query: job.query, scope: job.scope, format, name: job.name },
      reportFilePath(deps, fileKey),
      {
        pageSize: JOB_PAGE_SIZE,
        maxRows: REPORT_JOB_MAX_ROWS,
        tooBig: REPORT_JOB_MESSAGES.tooBig,
        onProgress: (done, total) =>
          updateReportJob(deps.db, id, {
            progress: Math.min(99, Math.floor((done * 100) / Math.max(total, 1))),
          }),
      },
    );
    await updateReportJob(deps.db, id, {
      status: 'DONE',
      progress: 100,
      rows,
      fileKey,
      finishedOn: new Date(),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await updateReportJob(deps.db, id, { status: 'FAILED', error: message, finishedOn: new Date() });
  }
}

export const reportFileJob = (deps: Omit<Deps, 'jobs'>): JobDefinition<{ reportJobId: number }> => ({
  name: 'report-file',
  schema: z.object({ reportJobId: z.number().int().positive() }),
  // A failure is recorded on the job for the user to see; asking again starts a new one.
  retryLimit: 0,
  expireInSeconds: 60 * 60,
  run: ({ reportJobId }) => runReportJob(deps, reportJobId),
});

/** Queues a report file for the user in the scope the user has now; the oldest finished files beyond the kept number go. */
export async function startReportJob(
  deps: Deps,
  input: { userId: number; query: ReportQuery; scope: ReportScope; format: ReportFileFormat },
): Promise<ReportJob> {
  const row = await insertReportJob(deps.db, {
    userId: input.userId,
    name: `report-${input.query.dateFrom}-${input.query.dateTo}`,
    format: input.format,
    query: input.query,
    scope: input.scope,
  });
  await deps.jobs.send(reportFileJob(deps), { reportJobId: row.id });
  const old = (await reportJobsOf(deps.db, input.userId))
    .slice(REPORT_JOBS_KEPT)
    .filter((job) => job.status === 'DONE' || job.status === 'FAILED');
  await Promise.all(
    old.flatMap((job) => (job.fileKey ? [rm(reportFilePath(deps, job.fileKey), { force: true })] : [])),
  );
  await deleteReportJobs(
    deps.db,
    old.map((job) => job.id),
  );
  return toReportJob(row);
}
