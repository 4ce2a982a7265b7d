import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addShare, type ShareOwnerKind, shareHistory } from '../../db/owner-shares';
import { anyMask, authOf, needs } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { AnyRecord, Versioned } from '../../records/definition';
import { registerCreateRoute } from '../../records/routes';
import { loadRecord } from '../../records/rows';
import { updateRecord } from '../../records/writes';
import type { ModuleDeps } from '../module-deps';

type ShareInput = { pubShareType: string; value: number; day: string; version: number };

/**
 * An owner's share history (publishers and content owners alike): GET lists it, the latest day
 * first, to whoever may see the owner; POST adds an entry as a new version of the owner, so the
 * changelog shows the share it moved to.
 */
export function registerShareRoutes<TDto extends Versioned>(
  app: FastifyInstance,
  deps: ModuleDeps,
  owner: { definition: AnyRecord<TDto>; kind: ShareOwnerKind; path: string },
  schemas: { entry: z.ZodType; input: z.ZodType<ShareInput> },
): void {
  const { definition, kind, path } = owner;
  registerCreateRoute(app, definition, deps, {
    path,
    params: IdParamsSchema,
    body: schemas.input,
    access: needs(definition.permissions.edit),
    summary: 'Add a share entry (type, value, from which day)',
    write: (ctx, input, params) => {
      const { version, ...share } = input;
      return updateRecord(
        ctx,
        definition,
        { id: params.id, version },
        { updatedOn: new Date() },
        { after: (tx) => addShare(tx, kind, params.id, { ...share, createdBy: ctx.auth.user.id }) },
      );
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config: anyMask,
      schema: {
        tags: [definition.tag],
        summary: 'The share history, the latest day first',
        params: IdParamsSchema,
        response: { 200: z.array(schemas.entry) },
      },
    },
    async (request) => {
      const found = await loadRecord(deps.db, authOf(request), definition, request.params.id);
      return shareHistory(deps.db, kind, found.id);
    },
  );
}
