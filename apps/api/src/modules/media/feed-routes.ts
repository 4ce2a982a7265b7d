import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import {
  FeedCreatedSchema,
  FeedPreviewRequestSchema,
  FeedPreviewSchema,
  FeedRequestSchema,
} from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, needs } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { createFeed, previewFeed } from './feed-service';
import type { MediaPipeline } from './media-pipeline';

/** The 'Parse feed' dialog's calls (part 1 §7 'Create feed' and 'Preview RSS count'). */
export function registerFeedRoutes(app: FastifyInstance, deps: AppDeps, pipeline: MediaPipeline): void {
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
      config,
      schema: {
        tags,
        summary: "Ingests a feed's videos into the chosen or a new collection (in the background)",
        body: FeedRequestSchema,
        response: { 202: FeedCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await createFeed(deps, pipeline, authOf(request), request.body)),
  );
}
