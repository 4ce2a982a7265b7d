import { DateRangeTypeSchema, rangeFor } from '@adcast/domain/date-ranges';
import {
  ContentOwnerDashboardPartSchema,
  LiveDashboardSchema,
  MainDashboardSchema,
  PresetKpisSchema,
  PublisherDashboardPartSchema,
  TopListSchema,
} from '@adcast/domain/reports/answers';
import {
  ContentOwnerDashboardQuerySchema,
  DashboardRangeSchema,
  MAIN_KPI_METRICS,
  PublisherDashboardQuerySchema,
} from '@adcast/domain/reports/dashboard';
import { CO_DASH_PARTS, PUB_DASH_PARTS } from '@adcast/domain/reports/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainAnswers } from '../../http/answers';
import { anyMask, authOf } from '../../http/auth';
import { badRequest } from '../../http/errors';
import type { ModuleDeps } from '../module-deps';
import { kpis, live, mainDashboard, spanOf, top } from './dashboard-service';
import { contentOwnerDashboardPart, publisherDashboardPart } from './owner-dashboards';
import { reportScopeFor } from './scope';

const tags = ['dashboards'];
const id = z.coerce.number().int().positive();

export function registerDashboardRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answers = plainAnswers(deps.config.checkAnswers);

  r.get(
    '/api/dashboard/report',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary:
          'Main dashboard: KPI tiles with the previous period, daily series, top partners and publishers',
        response: { 200: MainDashboardSchema },
        querystring: DashboardRangeSchema,
      },
    },
    async (request) =>
      mainDashboard(deps, reportScopeFor(authOf(request), 'mainDashboard'), spanOf(request.query)),
  );

  r.get(
    '/api/dashboard/live',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: { tags, summary: 'The last 24 hours, hour by hour', response: { 200: LiveDashboardSchema } },
    },
    async (request) => live(deps, reportScopeFor(authOf(request), 'mainDashboard')),
  );

  r.get(
    '/api/dashboard/overview-presets/:preset/:publisherId',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'KPI tiles for a date-range preset; publisher 0 means every publisher in scope',
        response: { 200: PresetKpisSchema },
        params: z.object({ preset: DateRangeTypeSchema, publisherId: z.coerce.number().int().min(0) }),
      },
    },
    async (request) => {
      const { preset, publisherId } = request.params;
      const scope = reportScopeFor(authOf(request), publisherId ? 'publisherDashboard' : 'mainDashboard');
      const span = rangeFor(preset, new Date());
      return { ...span, kpis: await kpis(deps, scope, span, MAIN_KPI_METRICS, publisherId || undefined) };
    },
  );

  r.get(
    '/api/dashboard/report-publisher-top5-dp/:publisherId',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'A publisher’s top 5 demand partners by revenue',
        response: { 200: TopListSchema },
        params: z.object({ publisherId: id }),
        querystring: DashboardRangeSchema,
      },
    },
    async (request) => {
      const scope = reportScopeFor(authOf(request), 'publisherDashboard');
      return top(deps, scope, spanOf(request.query), 'demandPartner', request.params.publisherId);
    },
  );

  r.get(
    '/api/pub-dash/:part',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'Publisher dashboard parts',
        response: { 200: PublisherDashboardPartSchema },
        params: z.object({ part: z.enum(PUB_DASH_PARTS) }),
        querystring: PublisherDashboardQuerySchema,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = reportScopeFor(auth, 'publisherDashboard');
      const publisherId = request.query.publisherId ?? auth.mask.publisherId;
      if (!publisherId) throw badRequest('publisherId: choose a publisher');
      return publisherDashboardPart(deps, scope, request.params.part, spanOf(request.query), publisherId);
    },
  );

  r.get(
    '/api/co-dash/:part',
    {
      config: anyMask,
      serializerCompiler: answers,
      schema: {
        tags,
        summary: 'Content-owner dashboard parts',
        response: { 200: ContentOwnerDashboardPartSchema },
        params: z.object({ part: z.enum(CO_DASH_PARTS) }),
        querystring: ContentOwnerDashboardQuerySchema,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = reportScopeFor(auth, 'contentOwnerDashboard');
      const coId = request.query.coId ?? auth.mask.contentOwnerId;
      return contentOwnerDashboardPart(deps, scope, request.params.part, spanOf(request.query), coId);
    },
  );
}
