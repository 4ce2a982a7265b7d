import {
  LastImportTimeSchema,
  ReportCatalogueSchema,
  ReportResultSchema,
} from '@adcast/domain/reports/answers';
import { OFFERED_DIMENSIONS, OFFERED_METRICS } from '@adcast/domain/reports/catalogue';
import { BatchIdSchema, FactImportResultSchema, FactKindSchema } from '@adcast/domain/reports/fact-import';
import { REPORT_API } from '@adcast/domain/reports/paths';
import {
  REPORT_JOB_MAX_ROWS,
  REPORT_JOB_MESSAGES,
  type ReportJobStarted,
  ReportJobStartedSchema,
} from '@adcast/domain/reports/report-jobs';
import {
  REPORT_FILE_TYPES,
  ReportExportOptionsSchema,
  ReportQuerySchema,
} from '@adcast/domain/reports/report-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/answer-docs';
import { plainAnswers } from '../../http/answers';
import { anyMask, authOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { lastImportTime } from '../../reports/importer';
import type { ModuleDeps } from '../module-deps';
import { reportFile } from './export';
import { reportSize, runsAsJob, startReportJob } from './report-jobs';
import { reportScopeFor } from './scope';
import { importFacts, queryReport } from './service';

const tags = ['reports'];
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;
const TEXT_TYPES = ['application/x-ndjson', 'text/csv'];

export function registerReportRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.addContentTypeParser(
    TEXT_TYPES,
    { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answers = plainAnswers(deps.config.checkAnswers);

  r.post(
    REPORT_API.importFacts,
    {
      config: anyMask,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Import one batch of hourly facts (NDJSON or CSV); a batch id imports once',
        querystring: z.object({ batchId: BatchIdSchema, kind: FactKindSchema.default('ad') }),
        body: z.string(),
        response: { 200: FactImportResultSchema },
      },
    },
    async (request) => {
      reportScopeFor(authOf(request), 'import');
      const format = request.headers['content-type']?.startsWith('text/csv') ? 'csv' : 'ndjson';
      return importFacts(deps, { ...request.query, format, body: request.body });
    },
  );

  r.get(
    REPORT_API.lastImportTime,
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'When the newest fact batch landed (ISO-8601, or null)',
        response: { 200: LastImportTimeSchema },
      },
    },
    async (request) => {
      reportScopeFor(authOf(request), 'builder');
      return { lastImportTime: await lastImportTime(deps.facts) };
    },
  );

  r.get(
    REPORT_API.catalogue,
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'The dimensions and metrics the report builder offers',
        response: { 200: ReportCatalogueSchema },
      },
    },
    async (request) => {
      reportScopeFor(authOf(request), 'builder');
      return {
        dimensions: OFFERED_DIMENSIONS.map(({ source: _source, ...d }) => d),
        metrics: OFFERED_METRICS.map(({ formula: _formula, ...m }) => m),
      };
    },
  );

  r.post(
    REPORT_API.query,
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'Run a report in the caller’s scope',
        body: ReportQuerySchema,
        response: { 200: ReportResultSchema },
      },
    },
    async (request) => queryReport(deps, request.body, reportScopeFor(authOf(request), 'builder')),
  );

  r.post(
    REPORT_API.exportCsv,
    {
      config: anyMask,
      schema: {
        tags,
        summary:
          'Every row of a report in the caller’s scope as CSV or XLSX (?format=XLSX); too big to answer at once, 202 and the report file job that makes it',
        querystring: ReportExportOptionsSchema,
        body: ReportQuerySchema,
        response: {
          ...fileAnswer('text/csv', REPORT_FILE_TYPES.XLSX.contentType),
          202: ReportJobStartedSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const scope = reportScopeFor(auth, 'builder');
      const size = await reportSize(deps, request.body, scope);
      if (runsAsJob(deps, size)) {
        if (size.rows > REPORT_JOB_MAX_ROWS) throw badRequest(REPORT_JOB_MESSAGES.tooBig(size.rows));
        const job = await startReportJob(deps, {
          userId: auth.user.id,
          query: request.body,
          scope,
          format: request.query.format,
        });
        return reply.code(202).send({ job, message: REPORT_JOB_MESSAGES.started } satisfies ReportJobStarted);
      }
      const file = await reportFile(deps, request.body, scope, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
}
