import { AdsTxtTargetError } from '@adcast/domain/ads-txt/ads-txt-location';
import {
  ADS_TXT_API,
  ADS_TXT_MESSAGES,
  AdsTxtBulkCrawlSchema,
  AdsTxtBulkQueuedSchema,
  AdsTxtListFilterSchema,
  AdsTxtPageSchema,
  AdsTxtQueuedSchema,
  AdsTxtStatusSchema,
  type AdsTxtSubjectKind,
} from '@adcast/domain/ads-txt/ads-txt-status';
import type { Permission } from '@adcast/domain/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { crawlOf } from '../../../db/ads-txt-crawls';
import { type AuthContext, authOf, needs, needsAnyOf } from '../../../http/auth';
import { badRequest, ruleBroken } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import { parsed } from '../../../records/route-parts';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { APP } from '../apps/app-record';
import { DOMAIN } from '../domains/domain-record';
import { adsTxtPage } from './ads-txt-page';
import { crawlStatusOf } from './crawl-status';
import { crawlSubjects, registerCrawlSources, requestCrawls, requestMovedCrawls } from './crawl-subjects';
import { neededLinesOf } from './needed-lines';
import { visibleIds } from './visible-ids';

const tags = ['ads.txt'];
const KINDS: Record<AdsTxtSubjectKind, { label: string; read: Permission; crawl: Permission }> = {
  APP: { label: APP.label, read: 'APPS_READ', crawl: 'APPS_ADS_TXT_CRAWL' },
  DOMAIN: { label: DOMAIN.label, read: 'DOMAINS_READ', crawl: 'PUBLISHERS_ADS_TXT_CRAWL' },
};

/** The app or domain the path names, if the caller may see it (404 otherwise). */
function subjectOf(deps: ModuleDeps, request: FastifyRequest, kind: AdsTxtSubjectKind) {
  const id = parsed(request).params.id!;
  return kind === 'APP'
    ? loadRecord(deps.db, authOf(request), APP, id)
    : loadRecord(deps.db, authOf(request), DOMAIN, id);
}

/** Queues one crawl; a target naming no domain is the caller's error, and nothing is queued. */
async function queueOne(deps: ModuleDeps, kind: AdsTxtSubjectKind, id: number) {
  const [subject] = await crawlSubjects(deps, kind, { ids: [id] });
  if (!subject) throw ruleBroken(ADS_TXT_MESSAGES.notCrawlable(KINDS[kind].label));
  try {
    await deps.adsTxt.requestCrawl(kind, subject.id, subject.target, {
      networkId: subject.networkId,
      needed: subject.needed,
    });
  } catch (error) {
    if (error instanceof AdsTxtTargetError) throw badRequest(error.message);
    throw error;
  }
  return { queueStatus: 'QUEUED' as const, queued: 1 };
}

/**
 * The bulk "crawl now" of one kind: the ids the caller may crawl (its crawl permission for the
 * kind, rows within its reach) that can be crawled are queued at once; the rest are skipped.
 */
async function queueChosen(deps: ModuleDeps, auth: AuthContext, kind: AdsTxtSubjectKind, ids: number[]) {
  const chosen = [...new Set(ids)];
  const mayCrawl = auth.permissions.has(KINDS[kind].crawl);
  const visible = mayCrawl ? await visibleIds(deps.db, auth, kind, chosen) : [];
  const { queued } = await requestCrawls(deps, kind, visible);
  const done = new Set(queued);
  return { queued: queued.length, skipped: chosen.filter((id) => !done.has(id)) };
}

/**
 * The ads.txt status and crawl calls of apps and domains (part 2 §4, §7) and the Ads.txt page's
 * list and bulk crawl. Apps and domains are the crawler's subject sources from here on.
 */
export function registerAdsTxtRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCrawlSources(deps);
  deps.followers.follow(APP.entityType, (ids) => requestMovedCrawls(deps, 'APP', ids));
  deps.followers.follow(DOMAIN.entityType, (ids) => requestMovedCrawls(deps, 'DOMAIN', ids));
  const statusRoute = (kind: AdsTxtSubjectKind, path: string) =>
    app.get(
      path,
      {
        config: needs(KINDS[kind].read),
        schema: { tags, params: IdParamsSchema, response: { 200: AdsTxtStatusSchema } },
      },
      async (request) => {
        const subject = await subjectOf(deps, request, kind);
        const needed = await neededLinesOf(deps.db, deps.config.publicUrl, [subject.publisher.id]);
        const crawl = await crawlOf(deps.db, kind, subject.id);
        return crawlStatusOf(kind, subject.id, crawl, needed.get(subject.publisher.id) ?? []);
      },
    );
  const crawl = (kind: AdsTxtSubjectKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = await subjectOf(deps, request, kind);
    return reply.code(202).send(await queueOne(deps, kind, subject.id));
  };
  const crawlSchema = { tags, params: IdParamsSchema, response: { 202: AdsTxtQueuedSchema } };
  statusRoute('APP', ADS_TXT_API.appStatus(':id'));
  statusRoute('DOMAIN', ADS_TXT_API.domainStatus(':id'));
  app.get(
    ADS_TXT_API.appCrawl(':id'),
    { config: needs('APPS_ADS_TXT_CRAWL'), schema: crawlSchema },
    crawl('APP'),
  );
  app.post(
    ADS_TXT_API.domainCrawl(':id'),
    { config: needs('PUBLISHERS_ADS_TXT_CRAWL'), schema: crawlSchema },
    crawl('DOMAIN'),
  );
  app.get(
    ADS_TXT_API.list,
    {
      config: needs('ADS_TXT_READ'),
      schema: { tags, querystring: AdsTxtListFilterSchema, response: { 200: AdsTxtPageSchema } },
    },
    async (request) =>
      adsTxtPage(
        deps.db,
        deps.config.publicUrl,
        authOf(request),
        request.query as z.output<typeof AdsTxtListFilterSchema>,
      ),
  );
  app.post(
    ADS_TXT_API.crawl,
    {
      config: needsAnyOf('APPS_ADS_TXT_CRAWL', 'PUBLISHERS_ADS_TXT_CRAWL'),
      schema: {
        tags,
        summary: 'Crawl now, for the chosen apps and domains the caller may crawl; the others are skipped',
        body: AdsTxtBulkCrawlSchema,
        response: { 202: AdsTxtBulkQueuedSchema },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const body = request.body as z.output<typeof AdsTxtBulkCrawlSchema>;
      const apps = await queueChosen(deps, auth, 'APP', body.apps);
      const domains = await queueChosen(deps, auth, 'DOMAIN', body.domains);
      return reply.code(202).send({
        queueStatus: 'QUEUED',
        queued: apps.queued + domains.queued,
        skipped: { apps: apps.skipped, domains: domains.skipped },
      });
    },
  );
}
