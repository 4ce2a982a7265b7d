import { ENTITY_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema, StatusOptionSchema, VersionBodySchema } from '@adcast/domain/records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf, needs, type RouteAccess } from '../http/auth';
import type { AppDeps } from '../http/deps';
import { IdParamsSchema } from '../http/params';
import type { AnyRecord, ListQuery, ParentScope, Versioned } from './definition';
import { type ReadContext, readListPage, readStatusCounts } from './list';
import { loadRecord } from './rows';
import { archiveRecord, type WriteContext } from './writes';

/**
 * Generic routes register on the plain instance: their schemas are the definition's, and the zod
 * validator compiler (set for the whole app) has parsed params, query and body before a handler runs.
 */
type Router = FastifyInstance;
type Parsed = { params: Record<string, number>; query: ListQuery & Record<string, unknown> };
const parsed = (request: FastifyRequest) => request as unknown as FastifyRequest & Parsed;
const bodyOf = <T>(request: FastifyRequest) => request.body as T;
type ParamsSchema = z.ZodType<Record<string, number>>;

/** The parent a route's path names: every path parameter but the row's own id. */
const parentOf = (params: Record<string, number>): ParentScope | undefined => {
  const { id: _id, ...parent } = params;
  return Object.keys(parent).length > 0 ? parent : undefined;
};

/** Schema parts that are left out rather than given as undefined (Fastify warns about those). */
const optional = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));

const readContext = (deps: AppDeps, request: FastifyRequest): ReadContext => ({
  db: deps.db,
  reads: deps.reads,
  auth: authOf(request),
});
const writeContext = (deps: AppDeps, request: FastifyRequest): WriteContext => ({
  db: deps.db,
  auth: authOf(request),
});

export type ListRoutes = {
  list: string;
  counts: string;
  /** The status options call, for records that offer one. */
  statuses?: string;
  /** Path parameters naming the parent (e.g. { dpId }); none for a top-level list. */
  params?: ParamsSchema;
  /** Refuses a parent the caller may not see (404) before listing its rows. */
  checkParent?: (ctx: ReadContext, parent: ParentScope) => Promise<void>;
  summary?: string;
};

/** The list page, the status boxes and (when asked) the status options of a record. */
export function registerListRoutes<TDto extends Versioned>(
  r: Router,
  deps: AppDeps,
  definition: AnyRecord<TDto>,
  routes: ListRoutes,
): void {
  const config = needs(definition.permissions.read);
  const tags = [definition.tag];
  const params = routes.params;
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
    },
    async (request) =>
      readStatusCounts(
        readContext(deps, request),
        definition,
        parsed(request).query,
        await parentChecked(request),
      ),
  );
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
  deps: AppDeps,
  definition: AnyRecord<TDto>,
  routes: RowRoutes,
): void {
  const tags = [definition.tag];
  const params = routes.params ?? IdParamsSchema;
  const one = { 200: definition.schemas.dto };
  r.get(
    routes.one,
    { config: needs(definition.permissions.read), schema: { tags, params, response: one } },
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
  deps: AppDeps,
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
  deps: AppDeps,
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

/** Every route of a top-level record: list, counts, statuses, one, create, update, archive, unarchive. */
export function registerRecordRoutes<TDto extends Versioned, TInput, TUpdate>(
  app: FastifyInstance,
  deps: AppDeps,
  definition: AnyRecord<TDto>,
  routes: {
    list: ListRoutes;
    rows: RowRoutes;
    create: WriteRoute<TInput, unknown>;
    update: WriteRoute<TUpdate, { id: number }>;
  },
): void {
  const r = app;
  registerListRoutes(r, deps, definition, routes.list);
  registerRowRoutes(r, deps, definition, routes.rows);
  registerCreateRoute(r, definition, deps, routes.create);
  registerUpdateRoute(r, definition, deps, routes.update);
}
