import { ENTITY_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema, StatusOptionSchema, VersionBodySchema } from '@adcast/domain/records';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { plainAnswers } from '../http/answers';
import { anyMask, authOf, needs, type RouteAccess } from '../http/auth';
import { IdParamsSchema } from '../http/params';
import type { AnyRecord, Versioned } from './definition';
import { readListPage, readStatusCounts } from './list';
import { registerListActionRoutes } from './list-action-routes';
import type { RecordDeps } from './record-deps';
import {
  bodyOf,
  type ListRoutes,
  optional,
  type ParamsSchema,
  parentOf,
  parsed,
  type Router,
  readContext,
  writeContext,
} from './route-parts';
import { loadRecord } from './rows';
import { archiveRecord, type WriteContext } from './writes';

/** Who may read a record's list and rows: its read permission, or any mask when the record says so. */
const readAccess = (definition: AnyRecord) =>
  definition.readableByAnyMask ? anyMask : needs(definition.permissions.read);

/** The list page, the status boxes and (when asked) the status options of a record. */
export function registerListRoutes<TDto extends Versioned>(
  r: Router,
  deps: RecordDeps,
  definition: AnyRecord<TDto>,
  routes: ListRoutes,
): void {
  const config = readAccess(definition);
  const tags = [definition.tag];
  const params = routes.params;
  deps.lists.push({ definition, list: routes.list, counts: routes.counts, hasParent: params !== undefined });
  const parentChecked = async (request: FastifyRequest) => {
    const parent = parentOf(parsed(request).params ?? {});
    if (parent && routes.checkParent) await routes.checkParent(readContext(deps, request), parent);
    return parent;
  };
  r.get(
    routes.list,
    {
      config,
      schema: {
        tags,
        ...optional({ summary: routes.summary, params }),
        querystring: definition.schemas.list,
        response: { 200: pageOf(definition.schemas.dto) },
      },
      serializerCompiler: plainAnswers(deps.config.checkAnswers),
    },
    async (request) =>
      readListPage(
        readContext(deps, request),
        definition,
        parsed(request).query,
        await parentChecked(request),
      ),
  );
  r.get(
    routes.counts,
    {
      config,
      schema: {
        tags,
        ...optional({ params }),
        querystring: definition.schemas.counts,
        response: { 200: z.array(StatusCountSchema) },
      },
      serializerCompiler: plainAnswers(deps.config.checkAnswers),
    },
    async (request) =>
      readStatusCounts(
        readContext(deps, request),
        definition,
        parsed(request).query,
        await parentChecked(request),
      ),
  );
  registerListActionRoutes(r, deps, definition, routes, parentChecked);
  if (routes.statuses) {
    r.get(
      routes.statuses,
      { config, schema: { tags, response: { 200: z.array(StatusOptionSchema) } } },
      async () => [...ENTITY_STATUS_OPTIONS],
    );
  }
}

export type RowRoutes = {
  one: string;
  archive: string;
  unarchive: string;
  /** Path parameters: { id } unless the path names a parent too. */
  params?: ParamsSchema & z.ZodType<{ id: number }>;
};

/** GET one row, archive and unarchive it. */
export function registerRowRoutes<TDto extends Versioned>(
  r: Router,
  deps: RecordDeps,
  definition: AnyRecord<TDto>,
  routes: RowRoutes,
): void {
  const tags = [definition.tag];
  const params = routes.params ?? IdParamsSchema;
  const one = { 200: definition.schemas.dto };
  r.get(
    routes.one,
    { config: readAccess(definition), schema: { tags, params, response: one } },
    async (request) => {
      const { params } = parsed(request);
      return loadRecord(deps.db, authOf(request), definition, params.id!, parentOf(params));
    },
  );
  for (const archive of [true, false]) {
    r.put(
      archive ? routes.archive : routes.unarchive,
      {
        config: needs(definition.permissions.archive),
        schema: { tags, params, body: VersionBodySchema, response: one },
      },
      async (request) => {
        const { params } = parsed(request);
        return archiveRecord(writeContext(deps, request), definition, {
          id: params.id!,
          version: bodyOf<{ version?: number } | undefined>(request)?.version,
          archive,
          parent: parentOf(params),
        });
      },
    );
  }
}

export type WriteRoute<TBody, TParams> = {
  path: string;
  body: z.ZodType<TBody>;
  params?: z.ZodType<TParams>;
  /** Who may call it: the record's create or edit permission unless given. */
  access?: { access: RouteAccess };
  summary?: string;
  write: (ctx: WriteContext, body: TBody, params: TParams) => Promise<Versioned>;
};

/** POST a new row (201). */
export function registerCreateRoute<TDto extends Versioned, TBody, TParams = unknown>(
  r: Router,
  definition: AnyRecord<TDto>,
  deps: RecordDeps,
  route: WriteRoute<TBody, TParams>,
): void {
  r.post(
    route.path,
    {
      config: route.access ?? needs(definition.permissions.create),
      schema: {
        tags: [definition.tag],
        ...optional({ summary: route.summary, params: route.params }),
        body: route.body,
        response: { 201: definition.schemas.dto },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await route.write(writeContext(deps, request), bodyOf<TBody>(request), request.params as TParams),
        ),
  );
}

/** PUT a row's new values (with the version the caller saw). */
export function registerUpdateRoute<TDto extends Versioned, TBody, TParams extends { id: number }>(
  r: Router,
  definition: AnyRecord<TDto>,
  deps: RecordDeps,
  route: WriteRoute<TBody, TParams> & { params?: z.ZodType<TParams> },
): void {
  r.put(
    route.path,
    {
      config: route.access ?? needs(definition.permissions.edit),
      schema: {
        tags: [definition.tag],
        ...optional({ summary: route.summary }),
        params: route.params ?? IdParamsSchema,
        body: route.body,
        response: { 200: definition.schemas.dto },
      },
    },
    async (request) =>
      route.write(writeContext(deps, request), bodyOf<TBody>(request), request.params as TParams),
  );
}
