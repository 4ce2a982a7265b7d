import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from '../http/auth';
import { PathIdSchema } from '../http/params';
import { registerBulkEditRoute } from './bulk-edit-routes';
import type { AnyRecord, ContractRecord, ParentScope, Versioned } from './definition';
import type { RecordDeps } from './record-deps';
import { type ParamsSchema, parentOf } from './route-parts';
import { registerCreateRoute, registerListRoutes, registerRowRoutes, registerUpdateRoute } from './routes';
import { loadRecord } from './rows';
import type { WriteContext } from './writes';

/** How an area creates and edits its records: the rules of its own, around the record's writes. */
export interface RecordWrites<TInput, TUpdate> {
  /** `parent`: the parent the path names, for a record kept under one (a partner's connection). */
  create(ctx: WriteContext, input: TInput, parent?: ParentScope): Promise<Versioned>;
  update(ctx: WriteContext, input: TUpdate, id: number, parent?: ParentScope): Promise<Versioned>;
}

/** A changelog snapshot written back as a new version: `target.version` is the one it replaces. */
export type RecordRestore = (
  ctx: WriteContext,
  snapshot: Record<string, unknown>,
  target: { id: number; version: number },
) => Promise<unknown>;

/** What an area adds to the routes its contract gives it. */
export interface RecordAreaParts<TDeps extends RecordDeps> {
  /**
   * The writes of the create and edit routes. An area whose saves are not the input's JSON
   * (multipart with files) leaves them out and registers its own create and edit in `routes`.
   */
  writes?: RecordWrites<never, never>;
  /** Routes of its own: pickers, duplicates, assignments, shares, documents. */
  routes?: (app: FastifyInstance, deps: TDeps) => void;
  /** The record the contract's parent names: one the caller may not see is a 404 before its rows are listed. */
  parent?: AnyRecord;
  /** OpenAPI summaries: the list's (`<Plural> (list and picker)` unless given) and the create's. */
  summaries?: { list?: string; create?: string };
  /** Who may create, when not the create permission alone (a connection may also be duplicated). */
  createAccess?: { access: RouteAccess };
  /** How a changelog revert writes a snapshot back when its edit's input does not hold all of it. */
  restore?: RecordRestore;
}

/** A record area on the API: its record (contract and storage), its writes and any routes of its own. */
export interface RecordArea<TDeps extends RecordDeps = RecordDeps> extends RecordAreaParts<TDeps> {
  record: ContractRecord;
}

export const recordArea = <TDeps extends RecordDeps>(
  record: ContractRecord,
  parts: RecordAreaParts<TDeps>,
): RecordArea<TDeps> => ({ record, ...parts });

/** The path parameters of a parent's rows ({ dpId }) and of one of them ({ dpId, id }). */
const parentParams = (param: string) => {
  const parent = z.object({ [param]: PathIdSchema }) as ParamsSchema;
  const row = z.object({ [param]: PathIdSchema, id: PathIdSchema }) as unknown as ParamsSchema &
    z.ZodType<{ id: number }>;
  return { parent, row };
};

/** Every route of an area, at the paths its contract names. */
export function registerRecordArea<TDeps extends RecordDeps>(
  app: FastifyInstance,
  deps: TDeps,
  area: RecordArea<TDeps>,
): void {
  const { record, writes } = area;
  const { paths, schemas, labels, parent } = record.contract;
  const parentId: `:${string}` | undefined = parent && `:${parent.param}`;
  const params = parent && parentParams(parent.param);
  registerListRoutes(app, deps, record, {
    list: paths.list,
    counts: paths.counts,
    statuses: paths.statuses,
    exportCsv: paths.exportCsv,
    summary: area.summaries?.list ?? `${labels.plural} (list and picker)`,
  });
  if (writes) registerBulkEditRoute(app, deps, record, writes.update, { list: paths.list });
  if (parent && parentId && params) {
    const parentRecord = area.parent;
    const checkParent = parentRecord
      ? async ({ db, auth }: WriteContext, scope: ParentScope) => {
          await loadRecord(db, auth, parentRecord, scope[parent.param]!);
        }
      : undefined;
    registerListRoutes(app, deps, record, {
      list: parent.list(parentId),
      counts: parent.counts(parentId),
      params: params.parent,
      checkParent,
    });
    if (writes)
      registerBulkEditRoute(app, deps, record, writes.update, {
        list: parent.list(parentId),
        params: params.parent,
        checkParent,
      });
  }
  registerRowRoutes(app, deps, record, {
    one: paths.one(':id', parentId),
    archive: paths.archive(':id', parentId),
    unarchive: paths.unarchive(':id', parentId),
    params: params?.row,
  });
  if (writes) {
    registerCreateRoute(app, record, deps, {
      path: parent && parentId ? parent.list(parentId) : paths.list,
      params: params?.parent,
      access: area.createAccess,
      summary: area.summaries?.create,
      body: schemas.input,
      write: (ctx, body, pathParams) =>
        writes.create(ctx, body as never, parentOf(pathParams as Record<string, number>)),
    });
    registerUpdateRoute(app, record, deps, {
      path: (paths.edit ?? paths.one)(':id', parentId),
      params: params?.row,
      body: schemas.update,
      write: (ctx, body, pathParams) =>
        writes.update(ctx, body as never, pathParams.id, parentOf(pathParams as Record<string, number>)),
    });
  }
  area.routes?.(app, deps);
}
