import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_APP_API } from '@adcast/domain/content/oo-apps/paths';
import {
  ROKU_APP_MESSAGES,
  ROKU_PACKAGE_IMAGES,
  type RokuBuild,
  type RokuImageKey,
  rokuImageOf,
} from '@adcast/domain/content/oo-apps/roku-app';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { memberIds } from '../../../db/catalogue/collection-videos';
import { removeUnreferencedFiles, storeImage } from '../../../db/catalogue/media-files';
import type { Db } from '../../../db/client';
import {
  feedCollectionIds,
  finishRokuBuild,
  insertRokuBuild,
  ooAppImageFiles,
  putOoAppImage,
  rokuBuildOf,
  rokuBuildsOf,
} from '../../../db/oo-apps';
import { ooApps } from '../../../db/schema/oo-apps';
import type { AuthContext } from '../../../http/auth';
import { badRequest, notFound } from '../../../http/errors';
import type { CheckedImage } from '../../../http/image-check';
import type { JobDefinition } from '../../../jobs/job-definition';
import { loadRecord, recordDtoOf } from '../../../records/rows';
import { updateRecord, type WriteContext } from '../../../records/writes';
import { absolute } from '../../catalogue/public-media-urls';
import { VIDEO } from '../../catalogue/video-record';
import type { ModuleDeps } from '../../module-deps';
import { OO_APP } from './oo-app-record';
import { channelPackage } from './roku-channel-package';
import { rokuFeed } from './roku-feed';

/** Most videos one feed lists: Roku reads the whole feed on each refresh. */
const FEED_VIDEO_LIMIT = 5000;

/** The app, seen by the caller, on the Roku platform (the only one with a Roku channel). */
export async function rokuAppOf(db: Db, auth: AuthContext, id: number): Promise<OoApp> {
  const app = await loadRecord(db, auth, OO_APP, id);
  if (app.platform !== 'ROKU') throw badRequest(ROKU_APP_MESSAGES.notRoku);
  return app;
}

/** One of the eight images at the size Roku asks for that key; the file it replaces goes once unused. */
export async function setRokuImage(
  ctx: WriteContext,
  id: number,
  key: RokuImageKey,
  image: CheckedImage,
  version: number,
) {
  const expected = rokuImageOf(key);
  if (image.width !== expected.width || image.height !== expected.height)
    throw badRequest(ROKU_APP_MESSAGES.wrongSize(expected.label, expected, image));
  await rokuAppOf(ctx.db, ctx.auth, id);
  let replaced: number | null = null;
  const app = await updateRecord(
    ctx,
    OO_APP,
    { id, version },
    {},
    {
      after: async (tx) => {
        const { id: fileId } = await storeImage(tx, image);
        replaced = await putOoAppImage(tx, id, key, fileId);
      },
    },
  );
  if (replaced !== null) await removeUnreferencedFiles(ctx.db, [replaced]);
  return app;
}

/** The videos of an app's collections and channels, in order, each once. */
async function feedVideos(db: Db, ooAppId: number) {
  const order: number[] = [];
  for (const collectionId of await feedCollectionIds(db, ooAppId)) {
    order.push(...(await memberIds(db, collectionId)));
    if (order.length >= FEED_VIDEO_LIMIT) break;
  }
  const ids = [...new Set(order)].slice(0, FEED_VIDEO_LIMIT);
  const rows = ids.length ? await VIDEO.select(db).where(inArray(VIDEO.table.id, ids)) : [];
  const byId = new Map(rows.map((row) => VIDEO.toDto(row)).map((video) => [video.id, video]));
  return ids.flatMap((videoId) => byId.get(videoId) ?? []);
}

/** An active app's public content feed (what its Roku channel reads). */
export async function publicRokuFeed(deps: Pick<ModuleDeps, 'db' | 'config'>, id: number) {
  const [row] = await OO_APP.select(deps.db).where(and(eq(ooApps.id, id), eq(ooApps.status, 'ACTIVE')));
  if (!row) throw notFound(OO_APP.label);
  const app = OO_APP.toDto(row);
  return rokuFeed(app, await feedVideos(deps.db, id), deps.config.publicUrl, new Date());
}

type BuildRow = Awaited<ReturnType<typeof rokuBuildsOf>>[number];

const buildOf = (appId: number, row: BuildRow): RokuBuild => ({
  id: row.id,
  state: row.state as RokuBuild['state'],
  buildVersion: row.buildVersion,
  error: row.error,
  packageUrl: row.packageKey ? ROKU_APP_API.buildPackage(appId, row.id) : null,
  createdOn: row.createdOn.toISOString(),
  finishedOn: row.finishedOn?.toISOString() ?? null,
});

export const rokuBuilds = async (db: Db, auth: AuthContext, id: number) => {
  await rokuAppOf(db, auth, id);
  return (await rokuBuildsOf(db, id)).map((row) => buildOf(id, row));
};

const BuildJobSchema = z.object({
  buildId: z.number().int().positive(),
  ooAppId: z.number().int().positive(),
});

/** 'Build channel': the package made in the background, kept in the media storage. */
export function rokuBuildJob(
  deps: Pick<ModuleDeps, 'db' | 'config' | 'storage' | 'log'>,
): JobDefinition<z.infer<typeof BuildJobSchema>> {
  return {
    name: 'roku-channel-build',
    schema: BuildJobSchema,
    retryLimit: 1,
    retryDelaySeconds: 5,
    expireInSeconds: 10 * 60,
    run: async ({ buildId, ooAppId }) => {
      const app = await recordDtoOf(deps.db, OO_APP, ooAppId);
      const build = await rokuBuildOf(deps.db, ooAppId, buildId);
      if (!app || !build) return;
      const media = deps.storage.media;
      const scratch = await media.scratch();
      try {
        const zip = await channelPackage({
          title: app.name,
          appJson: app.appJson,
          buildVersion: build.buildVersion,
          feedUrl: absolute(deps.config.publicUrl, app.feedUrl),
          images: (await ooAppImageFiles(deps.db, ooAppId)).flatMap((image) =>
            image.bytes ? [{ key: image.key, bytes: image.bytes, contentType: image.contentType }] : [],
          ),
        });
        const file = join(scratch, 'channel.zip');
        await writeFile(file, zip);
        const packageKey = `roku/${ooAppId}/build-${buildId}.zip`;
        await media.putFrom(packageKey, file);
        await finishRokuBuild(deps.db, buildId, { state: 'BUILT', packageKey });
      } catch (error) {
        deps.log.warn({ err: error, buildId }, 'roku channel build failed');
        await finishRokuBuild(deps.db, buildId, { state: 'FAILED', error: ROKU_APP_MESSAGES.buildFailed });
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}

/** Queues a build; an app missing an image its manifest names is refused, naming them. */
export async function queueRokuBuild(
  deps: Pick<ModuleDeps, 'db' | 'jobs'>,
  job: JobDefinition<z.infer<typeof BuildJobSchema>>,
  auth: AuthContext,
  id: number,
): Promise<RokuBuild> {
  const app = await rokuAppOf(deps.db, auth, id);
  const missing = ROKU_PACKAGE_IMAGES.filter((key) => !app.images[key]).map((key) => rokuImageOf(key).label);
  if (missing.length > 0) throw badRequest(ROKU_APP_MESSAGES.missingImages(missing));
  const row = await insertRokuBuild(deps.db, id, auth.user.id);
  await deps.jobs.send(job, { buildId: row.id, ooAppId: id });
  return buildOf(id, row);
}

/** A built package's local file (a copy from the bucket in `scratch`), for the caller who may see the app. */
export async function rokuPackageFile(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  auth: AuthContext,
  id: number,
  buildId: number,
  scratch: string,
) {
  const app = await rokuAppOf(deps.db, auth, id);
  const build = await rokuBuildOf(deps.db, id, buildId);
  if (!build) throw notFound('Build');
  if (!build.packageKey) throw badRequest(ROKU_APP_MESSAGES.buildNotReady);
  const file = await deps.storage.media.localFile(build.packageKey, scratch);
  return { file, name: `${app.name.replace(/[^A-Za-z0-9._-]+/g, '-')}-${build.buildVersion}.zip` };
}
