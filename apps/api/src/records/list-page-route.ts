import { pageOf } from '@adcast/domain/list-schemas';
import { plainAnswers } from '../http/answers';
import { needs } from '../http/auth';
import type { AnyRecord, ListQuery, Versioned } from './definition';
import { type ReadContext, readListPage } from './list';
import type { RecordDeps } from './record-deps';
import { optional, type ParamsSchema, parsed, type Router, readContext } from './route-parts';

type Query = ListQuery & Record<string, unknown>;

/**
 * Another GET of a record's list page (the same filter, sort and paging) at a path of its own: a
 * name the call catalogue gives the list too, or one parent's rows (`narrow` checks the parent and
 * adds it to the filter).
 */
export function registerListPageRoute<TDto extends Versioned>(
  r: Router,
  deps: RecordDeps,
  definition: AnyRecord<TDto>,
  route: {
    path: string;
    summary: string;
    params?: ParamsSchema;
    narrow?: (ctx: ReadContext, params: Record<string, number>, query: Query) => Promise<Query>;
  },
): void {
  r.get(
    route.path,
    {
      config: needs(definition.permissions.read),
      schema: {
        tags: [definition.tag],
        ...optional({ summary: route.summary, params: route.params }),
        querystring: definition.schemas.list,
        response: { 200: pageOf(definition.schemas.dto) },
      },
      serializerCompiler: plainAnswers(deps.config.checkAnswers),
    },
    async (request) => {
      const ctx = readContext(deps, request);
      const { params, query } = parsed(request);
      return readListPage(ctx, definition, route.narrow ? await route.narrow(ctx, params, query) : query);
    },
  );
}
