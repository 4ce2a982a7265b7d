import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authOf } from '../http/auth';
import type { ListQuery, ParentScope } from './definition';
import type { ReadContext } from './list';
import type { RecordDeps } from './record-deps';
import type { WriteContext } from './writes';

/**
 * Generic routes register on the plain instance: their schemas are the definition's, and the zod
 * validator compiler (set for the whole app) has parsed params, query and body before a handler runs.
 */
export type Router = FastifyInstance;
type Parsed = { params: Record<string, number>; query: ListQuery & Record<string, unknown> };
export const parsed = (request: FastifyRequest) => request as unknown as FastifyRequest & Parsed;
export const bodyOf = <T>(request: FastifyRequest) => request.body as T;
export type ParamsSchema = z.ZodType<Record<string, number>>;

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
  /** The CSV export, where the call catalogue names its path (else `<list>/export.csv`). */
  exportCsv?: string;
};

/** The parent a route's path names: every path parameter but the row's own id. */
export const parentOf = (params: Record<string, number>): ParentScope | undefined => {
  const { id: _id, ...parent } = params;
  return Object.keys(parent).length > 0 ? parent : undefined;
};

/** Schema parts that are left out rather than given as undefined (Fastify warns about those). */
export const optional = (parts: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));

export const readContext = (deps: RecordDeps, request: FastifyRequest): ReadContext => ({
  db: deps.db,
  reads: deps.reads,
  auth: authOf(request),
});
export const writeContext = (deps: RecordDeps, request: FastifyRequest): WriteContext => ({
  db: deps.db,
  auth: authOf(request),
  written: deps.followers.noterFor(request),
});
