import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import type { VideoDeletion } from '@adcast/domain/catalogue/video-writes';
import { inArray } from 'drizzle-orm';
import { filesOfVideos, removeUnreferencedFiles } from '../../db/catalogue/media-files';
import { videos } from '../../db/schema/catalogue';
import { lockRows } from '../../records/update-many';
import type { WriteContext } from '../../records/writes';
import { recordChanges } from '../changelog/record';
import { VIDEO } from './video-record';

/**
 * Deletes a content owner's videos (part 2 §7), all or nothing, each recorded in the changelog;
 * their files go only when no other video or collection uses them.
 */
export function deleteContentOwnerVideos(
  ctx: WriteContext,
  coId: number,
  videoIds: number[],
): Promise<VideoDeletion> {
  return ctx.db.transaction(async (db) => {
    const before = await lockRows({ db, auth: ctx.auth }, VIDEO, {
      ids: videoIds,
      parent: { coId },
      missing: CATALOGUE_MESSAGES.videosNotFound,
    });
    const files = await filesOfVideos(db, videoIds);
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
    return { deleted: before.map(({ id, title }) => ({ id, title })), filesRemoved };
  });
}
