import {
  REPORT_SCHEDULE_API,
  ReportScheduleInputSchema,
  ReportScheduleSchema,
  ReportScheduleSendSchema,
} from '@adcast/domain/reports/schedules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../http/answer-docs';
import { plainAnswers } from '../../../http/answers';
import { authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import type { ModuleDeps } from '../../module-deps';
import { scheduledReportJob } from './schedule-send';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  scheduleSends,
  sendScheduleNow,
  setScheduleStatus,
} from './schedule-service';

const tags = ['scheduled reports'];
// Part 2 §6: the Scheduled Reports entry needs report-schedule-create (publishers hold it too).
const access = needs('REPORT_SCHEDULE_CREATE');
const params = IdParamsSchema;
const one = { 200: ReportScheduleSchema };

export function registerScheduleRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.jobs.register(scheduledReportJob(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answers = plainAnswers(deps.config.checkAnswers);
  r.get(
    REPORT_SCHEDULE_API.list,
    {
      config: access,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'The caller’s scheduled reports',
        response: { 200: z.array(ReportScheduleSchema) },
      },
    },
    async (request) => listSchedules(deps, authOf(request)),
  );
  r.post(
    REPORT_SCHEDULE_API.list,
    {
      config: access,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'Schedule a report by e-mail',
        body: ReportScheduleInputSchema,
        response: { 201: ReportScheduleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createSchedule(deps, authOf(request), request.body)),
  );
  r.post(
    REPORT_SCHEDULE_API.pause(':id'),
    {
      config: access,
      serializerCompiler: answers,
      schema: { tags, summary: 'Stop sending until resumed', params, response: one },
    },
    async (request) => setScheduleStatus(deps, authOf(request), request.params.id, 'PAUSED'),
  );
  r.post(
    REPORT_SCHEDULE_API.resume(':id'),
    {
      config: access,
      serializerCompiler: answers,
      schema: { tags, summary: 'Send on the schedule again', params, response: one },
    },
    async (request) => setScheduleStatus(deps, authOf(request), request.params.id, 'ACTIVE'),
  );
  r.post(
    REPORT_SCHEDULE_API.sendNow(':id'),
    {
      config: access,
      serializerCompiler: answers,
      schema: { tags, summary: 'Send the report now', params, response: { 200: ReportScheduleSendSchema } },
    },
    async (request) => sendScheduleNow(deps, authOf(request), request.params.id),
  );
  r.get(
    REPORT_SCHEDULE_API.sends(':id'),
    {
      config: access,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'The history of sends, newest first',
        params,
        response: { 200: z.array(ReportScheduleSendSchema) },
      },
    },
    async (request) => scheduleSends(deps, authOf(request), request.params.id),
  );
  r.delete(
    REPORT_SCHEDULE_API.one(':id'),
    {
      config: access,
      schema: { tags, summary: 'Delete a scheduled report and its history', params, response: noContent() },
    },
    async (request, reply) => {
      await deleteSchedule(deps, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
