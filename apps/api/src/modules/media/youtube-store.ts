import type { Db } from '../../db/client';
import type { YoutubeVideo } from '../../db/media/youtube-videos';
import { storeYoutubeVideos, type YoutubeTarget } from '../../db/media/youtube-videos';
import { recordChanges } from '../../records/changelog-entry';
import { recordDtoOf } from '../../records/rows';
import { VIDEO } from '../catalogue/video-record';

/** Stores YouTube videos into the collection; each one created now gets its CREATE entry, by the feed's creator. */
export function storeYoutubeFeedVideos(
  db: Db,
  found: YoutubeVideo[],
  target: YoutubeTarget,
  userId: number | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    const stored = await storeYoutubeVideos(tx, found, target);
    const created = stored.filter((video) => video.created);
    const entries = [];
    for (const { id } of created) {
      entries.push({
        entityType: VIDEO.entityType,
        entityId: id,
        action: 'CREATE' as const,
        userId,
        networkId: target.networkId,
        after: await recordDtoOf(tx, VIDEO, id),
      });
    }
    await recordChanges(tx, entries);
  });
}
