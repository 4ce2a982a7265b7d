import type { Db } from '../../db/client';
import { insertVideo, type NewVideo } from '../../db/media/uploaded-video';
import { recordChange } from '../../records/changelog-entry';
import { recordDtoOf } from '../../records/rows';
import { VIDEO } from '../catalogue/video-record';

/**
 * A video made by an upload or a feed, in one transaction with its CREATE entry in the changelog
 * (by the user who uploaded or created the feed; none for the demo's own clips).
 */
export function createVideo(
  db: Db,
  video: NewVideo,
  networkId: number | null,
  userId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertVideo(tx, video, networkId);
    await recordChange(tx, {
      entityType: VIDEO.entityType,
      entityId: id,
      action: 'CREATE',
      userId,
      networkId,
      after: await recordDtoOf(tx, VIDEO, id),
    });
    return id;
  });
}
