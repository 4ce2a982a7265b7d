import { readFile, rm } from 'node:fs/promises';
import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { OoAppSchema } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_APP_API } from '@adcast/domain/content/oo-apps/paths';
import {
  RokuAppJsonUpdateSchema,
  RokuBuildSchema,
  RokuFeedStatusUpdateSchema,
  RokuImageKeySchema,
} from '@adcast/domain/content/oo-apps/roku-app';
import { RokuFeedSchema } from '@adcast/domain/content/oo-apps/roku-feed';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../../http/answer-docs';
import { authOf, needs, publicRoute } from '../../../http/auth';
import { IdParamsSchema, PathIdSchema } from '../../../http/params';
import { writeContext } from '../../../records/route-parts';
import { collectionImageUpload } from '../../catalogue/video-upload';
import type { ModuleDeps } from '../../module-deps';
import { OO_APP } from './oo-app-record';
import {
  publicRokuFeed,
  queueRokuBuild,
  rokuAppOf,
  rokuBuildJob,
  rokuBuilds,
  rokuPackageFile,
  setRokuImage,
} from './roku-app-service';
import { updateRokuAppJson, updateRokuFeedStatus } from './write-service';

const tags = ['roku-app'];
const one = { 200: OoAppSchema };

/** Part 2 §7 'Roku endpoints are under /api/roku-app': images, app JSON, feed status, the feed and channel builds. */
export function registerRokuAppRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const buildJob = rokuBuildJob(deps);
  deps.jobs.register(buildJob);
  const { edit, read } = OO_APP.permissions;

  r.put(
    ROKU_APP_API.image(':id', ':key'),
    {
      config: {
        ...needs(edit),
        multipart: { text: ['version'], files: [{ part: UPLOAD_PARTS.file, kind: 'image' }] },
      },
      schema: {
        tags,
        summary: 'multipart: file (PNG or JPG at the size Roku asks for the key), optional version',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema.extend({ key: RokuImageKeySchema }),
        response: one,
      },
    },
    async (request) => {
      const { id, key } = request.params;
      const { image, version } = await collectionImageUpload(request);
      const current = version ?? (await rokuAppOf(deps.db, authOf(request), id)).version;
      return setRokuImage(writeContext(deps, request), id, key, image, current);
    },
  );
  r.put(
    ROKU_APP_API.appJson(':id'),
    {
      config: needs(edit),
      schema: { tags, params: IdParamsSchema, body: RokuAppJsonUpdateSchema, response: one },
    },
    async (request) => {
      await rokuAppOf(deps.db, authOf(request), request.params.id);
      const { appJson, version } = request.body;
      return updateRokuAppJson(writeContext(deps, request), request.params.id, appJson, version);
    },
  );
  r.put(
    ROKU_APP_API.feedStatus(':id'),
    {
      config: needs(edit),
      schema: { tags, params: IdParamsSchema, body: RokuFeedStatusUpdateSchema, response: one },
    },
    async (request) => {
      await rokuAppOf(deps.db, authOf(request), request.params.id);
      const { status, version } = request.body;
      return updateRokuFeedStatus(writeContext(deps, request), request.params.id, status, version);
    },
  );
  r.get(
    ROKU_APP_API.feed(':id'),
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "An active app's content feed in Roku's JSON feed format",
        params: IdParamsSchema,
        response: { 200: RokuFeedSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send(await publicRokuFeed(deps, request.params.id)),
  );
  r.get(
    ROKU_APP_API.builds(':id'),
    {
      config: needs(read),
      schema: { tags, params: IdParamsSchema, response: { 200: z.array(RokuBuildSchema) } },
    },
    async (request) => rokuBuilds(deps.db, authOf(request), request.params.id),
  );
  r.post(
    ROKU_APP_API.builds(':id'),
    {
      config: needs(edit),
      schema: {
        tags,
        summary: "'Build channel': queues the package",
        params: IdParamsSchema,
        response: { 202: RokuBuildSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await queueRokuBuild(deps, buildJob, authOf(request), request.params.id)),
  );
  r.get(
    ROKU_APP_API.buildPackage(':id', ':buildId'),
    {
      config: needs(read),
      schema: {
        tags,
        summary: 'The built channel package (zip) to sideload',
        params: IdParamsSchema.extend({ buildId: PathIdSchema }),
        response: fileAnswer('application/zip'),
      },
    },
    async (request, reply) => {
      const scratch = await deps.storage.media.scratch();
      try {
        const { id, buildId } = request.params;
        const { file, name } = await rokuPackageFile(deps, authOf(request), id, buildId, scratch);
        const bytes = await readFile(file);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(bytes);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  );
}
