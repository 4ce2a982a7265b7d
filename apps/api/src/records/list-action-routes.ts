import {
  type BulkActionRequest,
  BulkActionRequestSchema,
  BulkActionResultSchema,
  listActionPaths,
} from '@adcast/domain/list-actions';
import type { FastifyRequest } from 'fastify';
import { fileAnswer } from '../http/answer-docs';
import { needs } from '../http/auth';
import { bulkStatusChange } from './bulk';
import type { AnyRecord, ParentScope, Versioned } from './definition';
import { csvExport } from './export';
import type { RecordDeps } from './record-deps';
import {
  bodyOf,
  type ListRoutes,
  optional,
  parsed,
  type Router,
  readContext,
  writeContext,
} from './route-parts';

/** The list's CSV export (current filter, every row, streamed) and its bulk archive / unarchive. */
export function registerListActionRoutes<TDto extends Versioned>(
  r: Router,
  deps: RecordDeps,
  definition: AnyRecord<TDto>,
  routes: ListRoutes,
  parentChecked: (request: FastifyRequest) => Promise<ParentScope | undefined>,
): void {
  const tags = [definition.tag];
  const paths = listActionPaths(routes.list);
  r.get(
    routes.exportCsv ?? paths.exportCsv,
    {
      config: needs(definition.permissions.read),
      schema: {
        tags,
        summary: 'The list as CSV: the current filter, every row',
        ...optional({ params: routes.params }),
        querystring: definition.schemas.list,
        response: fileAnswer('text/csv'),
      },
    },
    async (request, reply) => {
      const parent = await parentChecked(request);
      const file = `${definition.tag.replaceAll(' ', '-')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csvExport(readContext(deps, request), definition, parsed(request).query, parent));
    },
  );
  r.post(
    paths.bulk,
    {
      config: needs(definition.permissions.archive),
      schema: {
        tags,
        summary: 'Archive or unarchive many rows (dryRun: only say what would change)',
        ...optional({ params: routes.params }),
        body: BulkActionRequestSchema,
        response: { 200: BulkActionResultSchema },
      },
    },
    async (request) =>
      bulkStatusChange(
        writeContext(deps, request),
        definition,
        bodyOf<BulkActionRequest>(request),
        await parentChecked(request),
      ),
  );
}
