import { and, eq, isNull } from 'drizzle-orm';
import { appendVideos } from '../catalogue/collection-videos';
import type { Db } from '../client';
import { collections, videos } from '../schema/catalogue';
import { mediaJobs } from '../schema/media';
import { nextVersion } from '../versioned-rows';

/**
 * A feed item this feed already brought into this network: keyed by the feed's address and the item's
 * guid / media URL, so a re-run adds nothing, while another feed's item with the same guid is its own.
 */
export async function ingestedVideo(
  db: Db,
  item: { feedUrl: string; sourceKey: string },
  networkId: number | null,
): Promise<{ id: number; waitingForMedia: boolean } | undefined> {
  const [row] = await db
    .select({ id: videos.id, mediaStatus: videos.mediaStatus, job: mediaJobs.videoId })
    .from(videos)
    .leftJoin(mediaJobs, eq(mediaJobs.videoId, videos.id))
    .where(
      and(
        eq(videos.source, 'RSS'),
        eq(videos.feedUrl, item.feedUrl),
        eq(videos.sourceUrl, item.sourceKey),
        networkId === null ? isNull(videos.networkId) : eq(videos.networkId, networkId),
      ),
    )
    .limit(1);
  // Inserted but never queued (the run stopped in between): its media is fetched again.
  return row && { id: row.id, waitingForMedia: row.mediaStatus === 'PENDING' && row.job === null };
}

/** Appends a video to the collection unless it holds it already; the collection's version moves on. */
export async function addToCollection(db: Db, collectionId: number, videoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await appendVideos(tx, collectionId, [videoId]);
    if (added.length > 0)
      await tx.update(collections).set(nextVersion(collections)).where(eq(collections.id, collectionId));
  });
}
