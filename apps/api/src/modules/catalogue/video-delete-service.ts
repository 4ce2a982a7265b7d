import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import type { VideoDeletion } from '@adcast/domain/catalogue/video-writes';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { filesOfVideos, removeUnreferencedFiles } from '../../db/catalogue/media-files';
import { storedMediaOf } from '../../db/media/media-jobs';
import { videos } from '../../db/schema/catalogue';
import type { MediaStorage } from '../../media/storage/media-storage';
import { recordChanges } from '../../records/changelog-entry';
import { lockRows } from '../../records/update-many';
import type { WriteContext } from '../../records/writes';
import { VIDEO } from './video-record';

/**
 * Deletes a content owner's videos (part 2 §7), all or nothing, each recorded in the changelog;
 * their files go only when no other video or collection uses them. Their HLS and originals
 * (each video's own) leave the media storage once the deletion is committed.
 */
export async function deleteContentOwnerVideos(
  ctx: WriteContext & { media: MediaStorage; log: FastifyBaseLogger },
  coId: number,
  videoIds: number[],
): Promise<VideoDeletion> {
  const { deletion, stored } = await ctx.db.transaction(async (db) => {
    const before = await lockRows({ db, auth: ctx.auth }, VIDEO, {
      ids: videoIds,
      parent: { coId },
      missing: CATALOGUE_MESSAGES.videosNotFound,
    });
    const files = await filesOfVideos(db, videoIds);
    const stored = await storedMediaOf(db, videoIds);
    await db.delete(videos).where(inArray(videos.id, videoIds));
    await recordChanges(
      db,
      before.map((video) => ({
        entityType: VIDEO.entityType,
        entityId: video.id,
        action: 'DELETE' as const,
        userId: ctx.auth.user.id,
        networkId: video.networkId,
        before: video,
      })),
    );
    const filesRemoved = await removeUnreferencedFiles(db, files);
    return { deletion: { deleted: before.map(({ id, title }) => ({ id, title })), filesRemoved }, stored };
  });
  for (const key of stored) {
    // The videos are gone either way; a file left behind is only space, so it is logged, not refused.
    await ctx.media
      .remove(key)
      .catch((error: unknown) => ctx.log.warn({ err: error, key }, 'media not removed'));
  }
  return deletion;
}
