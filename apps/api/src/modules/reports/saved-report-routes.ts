import {
  SAVED_REPORT_API,
  SAVED_REPORT_MAX,
  SAVED_REPORT_MESSAGES,
  type SavedReport,
  SavedReportInputSchema,
  SavedReportSchema,
} from '@adcast/domain/reports/saved-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteSavedReport,
  insertSavedReport,
  SAVED_REPORT_UNIQUE,
  savedReportsOf,
} from '../../db/saved-reports';
import type { savedReports } from '../../db/schema/report-schedules';
import { isUniqueViolation } from '../../db/unique-violation';
import { noContent } from '../../http/answer-docs';
import { anyMask, authOf } from '../../http/auth';
import { conflict, notFound, ruleBroken } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';

const tags = ['reports'];

const toSavedReport = (row: typeof savedReports.$inferSelect): SavedReport => ({
  id: row.id,
  name: row.name,
  search: row.search as SavedReport['search'],
  createdOn: row.createdOn.toISOString(),
});

/**
 * Saved reports (issue 11): each user's own builder states by name; another user's is not found. A
 * user keeps at most SAVED_REPORT_MAX (8 KB each), so the list, answered whole, stays bounded.
 */
export function registerSavedReportRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    SAVED_REPORT_API.list,
    {
      config: anyMask,
      schema: {
        tags,
        summary: `The caller’s saved reports, newest first (at most ${SAVED_REPORT_MAX})`,
        response: { 200: z.array(SavedReportSchema).max(SAVED_REPORT_MAX) },
      },
    },
    async (request) => (await savedReportsOf(deps.db, authOf(request).user.id)).map(toSavedReport),
  );
  r.post(
    SAVED_REPORT_API.list,
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Save the builder’s state under a name',
        body: SavedReportInputSchema,
        response: { 201: SavedReportSchema },
      },
    },
    async (request, reply) => {
      try {
        const userId = authOf(request).user.id;
        const row = await insertSavedReport(deps.db, { ...request.body, userId }, SAVED_REPORT_MAX);
        if (!row) throw ruleBroken(SAVED_REPORT_MESSAGES.tooMany);
        return reply.code(201).send(toSavedReport(row));
      } catch (error) {
        if (isUniqueViolation(error, SAVED_REPORT_UNIQUE)) throw conflict(SAVED_REPORT_MESSAGES.nameTaken);
        throw error;
      }
    },
  );
  r.delete(
    SAVED_REPORT_API.one(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Delete one of the caller’s saved reports',
        params: IdParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      if (!(await deleteSavedReport(deps.db, authOf(request).user.id, request.params.id)))
        throw notFound('Saved report');
      return reply.code(204).send();
    },
  );
}
