import {
  ChangelogAuthorFilterSchema,
  ChangelogAuthorSchema,
  ChangelogEntrySchema,
  ChangelogFilterSchema,
  RevertedRecordSchema,
} from '@adcast/domain/changelog/changelog';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changelogAuthors } from '../../db/changelog-authors';
import { authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import { networkScope } from '../../http/scope';
import type { ModuleDeps } from '../module-deps';
import { changelogCsv } from './csv';
import { changesForExport, listChanges } from './list-service';
import { revertChange } from './revert-service';

const tags = ['changelog'];

export function registerChangelogRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    CHANGELOG_API.list,
    {
      config: needs('CHANGELOG_READ'),
      schema: { tags, querystring: ChangelogFilterSchema, response: { 200: pageOf(ChangelogEntrySchema) } },
    },
    async (request) => listChanges(deps.db, deps.reads, authOf(request), request.query),
  );
  r.get(
    CHANGELOG_API.authors,
    {
      config: needs('CHANGELOG_READ'),
      schema: {
        tags,
        querystring: ChangelogAuthorFilterSchema,
        response: { 200: z.array(ChangelogAuthorSchema) },
        summary: 'The users whose changes the caller may read, by name',
      },
    },
    async (request) => changelogAuthors(deps.db, networkScope(authOf(request)), request.query),
  );
  r.get(
    CHANGELOG_API.export,
    {
      config: needs('CHANGELOG_EXPORT'),
      schema: { tags, querystring: ChangelogFilterSchema, summary: 'The filtered changes as CSV' },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="changelog.csv"')
        .send(changelogCsv(await changesForExport(deps.db, authOf(request), request.query))),
  );
  r.post(
    CHANGELOG_API.revert(':id'),
    {
      config: needs('CHANGELOG_READ'),
      schema: {
        tags,
        params: IdParamsSchema,
        summary: 'Undo one change at the record’s current version',
        response: { 200: RevertedRecordSchema },
      },
    },
    async (request) =>
      (await revertChange(
        { deps, auth: authOf(request), written: deps.followers.noterFor(request) },
        request.params.id,
      )) as Record<string, unknown>,
  );
}
