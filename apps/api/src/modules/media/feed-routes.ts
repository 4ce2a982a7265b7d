import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import { FEED_THUMBNAIL_RULE } from '@adcast/domain/limits';
import {
  FEED_UPLOAD_PARTS,
  FeedCreatedSchema,
  FeedImportSchema,
  FeedPreviewRequestSchema,
  FeedPreviewSchema,
  FeedRequestSchema,
  RECENT_FEED_IMPORTS,
} from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FeedImportScope, feedImportById, recentFeedImports } from '../../db/media/feed-imports';
import { type AuthContext, authOf, needs } from '../../http/auth';
import { notFound } from '../../http/errors';
import { networkScope } from '../../http/scope';
import { jsonWithImage } from '../catalogue/video-upload';
import type { ModuleDeps } from '../module-deps';
import { createFeed, previewFeed } from './feed-service';
import type { MediaPipeline } from './media-pipeline';

const FEED_PARTS = { json: FEED_UPLOAD_PARTS.feed, image: FEED_UPLOAD_PARTS.thumbnail };

/** A network user follows its network's imports; a publisher or content owner only those it started. */
function importScopeOf(auth: AuthContext): FeedImportScope {
  const ownOnly = auth.mask.role === 'PUBLISHER' || auth.mask.role === 'CONTENT_OWNER';
  return { networkId: networkScope(auth), userId: ownOnly ? auth.user.id : undefined };
}

/** The 'Parse feed' dialog's calls (part 1 §7 'Create feed' and 'Preview RSS count'). */
export function registerFeedRoutes(app: FastifyInstance, deps: ModuleDeps, pipeline: MediaPipeline): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = needs(CATALOGUE_PERMISSIONS.changeVideos);
  const tags = ['videos'];

  typed.post(
    MEDIA_API.feedPreview,
    {
      config,
      schema: {
        tags,
        summary: 'How many videos an RSS, Media RSS or Atom feed holds from date-from on',
        body: FeedPreviewRequestSchema,
        response: { 200: FeedPreviewSchema },
      },
    },
    async (request) => previewFeed(pipeline, request.body),
  );

  typed.post(
    MEDIA_API.feed,
    {
      config: {
        ...config,
        multipart: {
          json: { part: FEED_PARTS.json, schema: FeedRequestSchema },
          files: [{ part: FEED_PARTS.image, kind: 'image' }],
        },
      },
      schema: {
        tags,
        summary:
          "Ingests a feed's videos into the chosen or a new collection (in the background): JSON, or multipart with it in 'feed' and an optional 'thumbnail' (PNG or JPG, at least 480x360)",
        consumes: ['application/json', 'multipart/form-data'],
        response: { 202: FeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const { body, image } = await jsonWithImage(
        request,
        FeedRequestSchema,
        FEED_PARTS,
        FEED_THUMBNAIL_RULE,
      );
      return reply.status(202).send(await createFeed(deps, pipeline, authOf(request), body, image));
    },
  );

  typed.get(
    MEDIA_API.feedImports,
    {
      config,
      schema: {
        tags,
        summary: `The latest ${RECENT_FEED_IMPORTS} feeds read in the background, newest first: state, videos found, imported, skipped and failed`,
        response: { 200: z.array(FeedImportSchema) },
      },
    },
    (request) => recentFeedImports(deps.db, importScopeOf(authOf(request)), RECENT_FEED_IMPORTS),
  );

  typed.get(
    MEDIA_API.feedImport(':id'),
    {
      config,
      schema: {
        tags,
        summary:
          'A feed read in the background: its state, videos found, imported, skipped and failed, and why',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: FeedImportSchema },
      },
    },
    async (request) =>
      (await feedImportById(deps.db, request.params.id, importScopeOf(authOf(request)))) ??
      Promise.reject(notFound('Feed import')),
  );
}
