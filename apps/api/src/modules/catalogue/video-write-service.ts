import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import type {
  VideoBulkEditSchema,
  VideoChanges,
  VideoIdsBodySchema,
  VideoUpdateSchema,
} from '@adcast/domain/catalogue/video-writes';
import type { Video } from '@adcast/domain/catalogue/videos';
import type { z } from 'zod';
import { filesOfVideos, removeUnreferencedFiles, storeImage } from '../../db/catalogue/media-files';
import { videos } from '../../db/schema/catalogue';
import { nextVersion, stillAt } from '../../db/versioned-rows';
import { badRequest } from '../../http/errors';
import type { CheckedImage } from '../../http/image-check';
import { trackedRowOf } from '../../records/rows';
import { changeTracked } from '../../records/tracked-write';
import { updateMany } from '../../records/update-many';
import { updateRecord, type WriteContext } from '../../records/writes';
import { contentOwnerNetwork, NO_OWNER, ownershipOf } from './ownership';
import { VIDEO_FIELDS } from './video-fields';
import { VIDEO } from './video-record';

type VideoUpdate = z.output<typeof VideoUpdateSchema>;
type VideoBulkEdit = z.output<typeof VideoBulkEditSchema>;
type VideoIds = z.output<typeof VideoIdsBodySchema>['videoIds'];

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Part 2 §7 single video update (Metadata dialog, preview description): the fields given change. */
export function updateVideo(ctx: WriteContext, id: number, update: VideoUpdate): Promise<Video> {
  const { version, ...fields } = update;
  const values = defined(fields);
  if (Object.keys(values).length === 0) throw badRequest(CATALOGUE_MESSAGES.nothingToChange);
  return updateRecord(ctx, VIDEO, { id, version }, values);
}

const missingVideos = (ids: number[]) => CATALOGUE_MESSAGES.videosNotFound(ids);

/**
 * Part 2 §2 'Edit selected videos': every chosen video gets the fields given (and the thumbnail,
 * when one came), in one transaction; a video out of reach or seen at an older version changes
 * nothing (404, 409). A thumbnail no video uses any more is removed.
 */
export async function bulkEditVideos(
  ctx: WriteContext,
  edit: VideoBulkEdit,
  thumbnail?: CheckedImage,
): Promise<VideoChanges> {
  const { ownerType, publisherId, coId, ...fields } = edit.data;
  const values = defined(fields);
  if (Object.keys(values).length === 0 && !ownerType && !thumbnail)
    throw badRequest(CATALOGUE_MESSAGES.nothingToChange);
  let replaced: (number | null)[] = [];
  const { changes } = await updateMany(
    ctx,
    VIDEO,
    { ids: edit.videoIds, versions: edit.versions, missing: missingVideos },
    async (tx) => {
      const owner = ownerType ? await ownershipOf(tx.db, tx.auth, { ownerType, publisherId, coId }) : {};
      if (!thumbnail) return { ...values, ...owner };
      replaced = await filesOfVideos(tx.db, edit.videoIds);
      return { ...values, ...owner, posterFileId: (await storeImage(tx.db, thumbnail)).id };
    },
    VIDEO_FIELDS,
    async (tx) => {
      await removeUnreferencedFiles(tx.db, replaced);
    },
  );
  return { changes };
}

/** Part 2 §4 'Remove owner': the videos are no one's ('Not assigned'); they stay in their network. */
export async function removeOwner(ctx: WriteContext, videoIds: VideoIds): Promise<VideoChanges> {
  const { networkId: _kept, ...cleared } = NO_OWNER;
  const { changes } = await updateMany(
    ctx,
    VIDEO,
    { ids: videoIds, missing: missingVideos },
    async () => cleared,
    VIDEO_FIELDS,
  );
  return { changes };
}

/** Part 2 §7 add owner to videos: the videos become the content owner's. */
export async function addContentOwnerToVideos(
  ctx: WriteContext,
  coId: number,
  videoIds: VideoIds,
): Promise<VideoChanges> {
  const { changes } = await updateMany(
    ctx,
    VIDEO,
    { ids: videoIds, missing: missingVideos },
    async (tx) => ({
      ownerType: 'CONTENT_OWNER',
      publisherId: null,
      coId,
      networkId: await contentOwnerNetwork(tx.db, tx.auth, coId),
    }),
    VIDEO_FIELDS,
  );
  return { changes };
}

/** A new thumbnail for one video (its old one is removed once no video uses it); a stale version is a 409. */
export function setThumbnail(
  ctx: WriteContext,
  id: number,
  image: CheckedImage,
  version?: number,
): Promise<Video> {
  return ctx.db.transaction(async (db) => {
    const replaced = await filesOfVideos(db, [id]);
    const updated = await changeTracked(db, ctx.auth, trackedRowOf(VIDEO), {
      id,
      version,
      action: 'UPDATE',
      apply: async (tx, before) => {
        const { id: posterFileId } = await storeImage(tx, image);
        const rows = await tx
          .update(videos)
          .set({ posterFileId, ...nextVersion(videos) })
          .where(stillAt(videos, before))
          .returning({ id: videos.id });
        return rows.length > 0;
      },
    });
    await removeUnreferencedFiles(db, replaced);
    return updated;
  });
}
