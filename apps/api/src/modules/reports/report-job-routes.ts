import { createReadStream } from 'node:fs';
import { REPORT_JOB_API, REPORT_JOB_MESSAGES, ReportJobSchema } from '@adcast/domain/reports/report-jobs';
import { REPORT_FILE_TYPES, type ReportFileFormat } from '@adcast/domain/reports/report-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportJobOf, reportJobsOf } from '../../db/report-jobs';
import { anyMask, authOf } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { reportFileJob, reportFilePath, toReportJob } from './report-jobs';

const tags = ['reports'];
const WHAT = 'Report file';

/** Report files made in the background (issue 11): each user sees and downloads only their own. */
export function registerReportJobRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.jobs.register(reportFileJob(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    REPORT_JOB_API.list,
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'The caller’s report files, newest first, with their progress',
        response: { 200: z.array(ReportJobSchema) },
      },
    },
    async (request) => (await reportJobsOf(deps.db, authOf(request).user.id)).map(toReportJob),
  );

  r.get(
    REPORT_JOB_API.one(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'One of the caller’s report files and its progress',
        params: IdParamsSchema,
        response: { 200: ReportJobSchema },
      },
    },
    async (request) => {
      const job = await reportJobOf(deps.db, authOf(request).user.id, request.params.id);
      if (!job) throw notFound(WHAT);
      return toReportJob(job);
    },
  );

  r.get(
    REPORT_JOB_API.file(':id'),
    {
      config: anyMask,
      schema: { tags, summary: 'Download one of the caller’s finished report files', params: IdParamsSchema },
    },
    async (request, reply) => {
      const job = await reportJobOf(deps.db, authOf(request).user.id, request.params.id);
      if (!job) throw notFound(WHAT);
      if (job.status !== 'DONE' || !job.fileKey) throw conflict(REPORT_JOB_MESSAGES.notReady);
      const type = REPORT_FILE_TYPES[job.format as ReportFileFormat];
      return reply
        .type(type.contentType)
        .header('content-disposition', `attachment; filename="${job.name}.${type.extension}"`)
        .send(createReadStream(reportFilePath(deps, job.fileKey)));
    },
  );
}
