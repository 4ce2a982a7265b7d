import { pageOf } from '@adcast/domain/list-schemas';
import {
  SAVED_VIEWS_API,
  SAVED_VIEWS_PER_LIST,
  SavedViewInputSchema,
  SavedViewListFilterSchema,
  SavedViewRenameSchema,
  SavedViewSchema,
} from '@adcast/domain/views/saved-views';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent } from '../../http/answer-docs';
import { anyMask, authOf } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import type { ModuleDeps } from '../module-deps';
import { deleteView, renameView, savedViewsOf, saveView } from './saved-view-service';

const tags = ['views'];

/**
 * Saved views (issue 31): each user's named list settings, whatever its role; another user's view
 * is not found. A user keeps at most SAVED_VIEWS_PER_LIST of one list.
 */
export function registerSavedViewRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    SAVED_VIEWS_API.views,
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'The caller’s saved views of a list (its screen path), by name',
        querystring: SavedViewListFilterSchema,
        response: { 200: pageOf(SavedViewSchema) },
      },
    },
    async (request) => savedViewsOf(deps.db, authOf(request).user.id, request.query),
  );
  r.post(
    SAVED_VIEWS_API.views,
    {
      config: anyMask,
      schema: {
        tags,
        summary: `Saves a list’s settings under a name (at most ${SAVED_VIEWS_PER_LIST} per list)`,
        body: SavedViewInputSchema,
        response: { 201: SavedViewSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveView(deps.db, authOf(request).user.id, request.body)),
  );
  r.put(
    SAVED_VIEWS_API.view(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Renames one of the caller’s saved views',
        params: IdParamsSchema,
        body: SavedViewRenameSchema,
        response: { 200: SavedViewSchema },
      },
    },
    async (request) => renameView(deps.db, authOf(request).user.id, request.params.id, request.body.name),
  );
  r.delete(
    SAVED_VIEWS_API.view(':id'),
    {
      config: anyMask,
      schema: {
        tags,
        summary: 'Deletes one of the caller’s saved views',
        params: IdParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      await deleteView(deps.db, authOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
}
