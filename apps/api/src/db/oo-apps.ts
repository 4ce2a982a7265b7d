import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { mediaFiles } from './schema/catalogue';
import { channelPlaylists } from './schema/media';
import { ooAppChannels, ooAppCollections, ooAppImages, ooApps, rokuBuilds } from './schema/oo-apps';

type Ref = { id: number; name: string };

/** An app's collections or channels as { id, name } in the app's order: one subquery of the app's row. */
const refsOf = (
  link: 'oo_app_collections' | 'oo_app_channels',
  target: 'collections' | 'channels',
  key: string,
) =>
  sql<Ref[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.title) order by l.position)
    from ${sql.raw(link)} l join ${sql.raw(target)} t on t.id = l.${sql.raw(key)}
    where l.oo_app_id = ${ooApps.id}), '[]'::json)`;

export const ooAppCollectionRefs = () => refsOf('oo_app_collections', 'collections', 'collection_id');
export const ooAppChannelRefs = () => refsOf('oo_app_channels', 'channels', 'channel_id');

/** An app's images as { key: content hash }: one subquery of the app's row. */
export const ooAppImageHashes = () =>
  sql<Record<string, string>>`coalesce((
    select json_object_agg(i.image_key, f.sha256)
    from oo_app_images i join media_files f on f.id = i.file_id
    where i.oo_app_id = ${ooApps.id}), '{}'::json)`;

/** Gives an app exactly these collections and channels, in this order. */
export async function replaceOoAppContent(
  db: Db,
  ooAppId: number,
  content: { collectionIds: number[]; channelIds: number[] },
): Promise<void> {
  await db.delete(ooAppCollections).where(eq(ooAppCollections.ooAppId, ooAppId));
  await db.delete(ooAppChannels).where(eq(ooAppChannels.ooAppId, ooAppId));
  if (content.collectionIds.length > 0)
    await db
      .insert(ooAppCollections)
      .values(content.collectionIds.map((collectionId, position) => ({ ooAppId, collectionId, position })));
  if (content.channelIds.length > 0)
    await db
      .insert(ooAppChannels)
      .values(content.channelIds.map((channelId, position) => ({ ooAppId, channelId, position })));
}

/** Points one of an app's image keys at a stored file; answers the file it pointed at before. */
export async function putOoAppImage(db: Db, ooAppId: number, imageKey: string, fileId: number) {
  const [old] = await db
    .select({ fileId: ooAppImages.fileId })
    .from(ooAppImages)
    .where(and(eq(ooAppImages.ooAppId, ooAppId), eq(ooAppImages.imageKey, imageKey)));
  await db
    .insert(ooAppImages)
    .values({ ooAppId, imageKey, fileId })
    .onConflictDoUpdate({ target: [ooAppImages.ooAppId, ooAppImages.imageKey], set: { fileId } });
  return old?.fileId ?? null;
}

/** An app's stored images with their bytes, for its channel package. */
export const ooAppImageFiles = (db: Db, ooAppId: number) =>
  db
    .select({ key: ooAppImages.imageKey, bytes: mediaFiles.bytes, contentType: mediaFiles.contentType })
    .from(ooAppImages)
    .innerJoin(mediaFiles, eq(mediaFiles.id, ooAppImages.fileId))
    .where(eq(ooAppImages.ooAppId, ooAppId));

/**
 * The collections an app's feed is made of, in order: its own, then each channel's in play order
 * (a collection carried twice counts once).
 */
export async function feedCollectionIds(db: Db, ooAppId: number): Promise<number[]> {
  const own = await db
    .select({ id: ooAppCollections.collectionId })
    .from(ooAppCollections)
    .where(eq(ooAppCollections.ooAppId, ooAppId))
    .orderBy(asc(ooAppCollections.position));
  const viaChannels = await db
    .select({ id: channelPlaylists.collectionId })
    .from(ooAppChannels)
    .innerJoin(channelPlaylists, eq(channelPlaylists.channelId, ooAppChannels.channelId))
    .where(eq(ooAppChannels.ooAppId, ooAppId))
    .orderBy(asc(ooAppChannels.position), asc(channelPlaylists.position));
  return [...new Set([...own, ...viaChannels].map((row) => row.id))];
}

export const rokuBuildColumns = {
  id: rokuBuilds.id,
  state: rokuBuilds.state,
  buildVersion: rokuBuilds.buildVersion,
  packageKey: rokuBuilds.packageKey,
  error: rokuBuilds.error,
  createdOn: rokuBuilds.createdOn,
  finishedOn: rokuBuilds.finishedOn,
};

/** A new build of an app's channel; its build number is one more than the app's last. */
export async function insertRokuBuild(db: Db, ooAppId: number, requestedBy: number) {
  const [row] = await db
    .insert(rokuBuilds)
    .values({
      ooAppId,
      requestedBy,
      buildVersion: sql`(select coalesce(max(build_version), 0) + 1 from roku_builds where oo_app_id = ${ooAppId})`,
    })
    .returning(rokuBuildColumns);
  return row!;
}

export const rokuBuildsOf = (db: Db, ooAppId: number, limit = 20) =>
  db
    .select(rokuBuildColumns)
    .from(rokuBuilds)
    .where(eq(rokuBuilds.ooAppId, ooAppId))
    .orderBy(desc(rokuBuilds.id))
    .limit(limit);

export async function rokuBuildOf(db: Db, ooAppId: number, buildId: number) {
  const [row] = await db
    .select({ ...rokuBuildColumns, ooAppId: rokuBuilds.ooAppId })
    .from(rokuBuilds)
    .where(and(eq(rokuBuilds.id, buildId), eq(rokuBuilds.ooAppId, ooAppId)));
  return row;
}

export async function finishRokuBuild(
  db: Db,
  buildId: number,
  result: { state: 'BUILT'; packageKey: string } | { state: 'FAILED'; error: string },
) {
  await db
    .update(rokuBuilds)
    .set({
      state: result.state,
      packageKey: result.state === 'BUILT' ? result.packageKey : null,
      error: result.state === 'FAILED' ? result.error : null,
      finishedOn: sql`now()`,
    })
    .where(eq(rokuBuilds.id, buildId));
}
