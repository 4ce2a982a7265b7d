import type { OwnerType } from '@adcast/domain/enumerations';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { videos } from '../schema/catalogue';
import { nextVersion } from '../versioned-rows';
import { addToCollection } from './feed-videos';

/** What the catalogue keeps of a YouTube video. */
export type YoutubeVideo = {
  youtubeId: string;
  title: string;
  description: string;
  durationSeconds: number;
  publishedAt: string | undefined;
  thumbnails: string[];
  views: number;
  likes: number;
  comments: number;
};

export type YoutubeTarget = {
  playlistId: number;
  ownerType: OwnerType;
  ownerId?: number;
  networkId: number | null;
  /** The feed's own thumbnail, for videos YouTube gives none. */
  posterFileId?: number;
};

/** YouTube videos are keyed by their YouTube id within a network: a re-run refreshes, never duplicates. */
async function knownYoutubeVideo(db: Db, youtubeId: string, networkId: number | null) {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.source, 'YOUTUBE'),
        eq(videos.sourceUrl, youtubeId),
        networkId === null ? isNull(videos.networkId) : eq(videos.networkId, networkId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** What YouTube says of a video now: title, text, duration, thumbnails and statistics. */
const youtubeFields = (video: YoutubeVideo) => ({
  title: video.title.slice(0, 300),
  description: video.description.slice(0, 5000) || null,
  duration: video.durationSeconds,
  posterUrls: video.thumbnails,
  views: video.views,
  comments: video.comments,
});

/**
 * Stores YouTube videos into the collection: new ones are created with the owner (ready at once:
 * they play in YouTube's embed player, nothing is downloaded), known ones get YouTube's current
 * fields. Returns the videos' ids in the order given, and whether each was created now.
 */
export async function storeYoutubeVideos(
  db: Db,
  found: YoutubeVideo[],
  target: YoutubeTarget,
): Promise<{ id: number; created: boolean }[]> {
  const stored: { id: number; created: boolean }[] = [];
  for (const video of found) {
    const known = await knownYoutubeVideo(db, video.youtubeId, target.networkId);
    const id =
      known === undefined
        ? await insertYoutubeVideo(db, video, target)
        : (
            await db
              .update(videos)
              .set({ ...youtubeFields(video), ...nextVersion(videos) })
              .where(eq(videos.id, known))
              .returning({ id: videos.id })
          )[0]?.id;
    if (id === undefined) throw new Error('YouTube video not stored');
    await addToCollection(db, target.playlistId, id);
    stored.push({ id, created: known === undefined });
  }
  return stored;
}

async function insertYoutubeVideo(
  db: Db,
  video: YoutubeVideo,
  target: YoutubeTarget,
): Promise<number | undefined> {
  const [row] = await db
    .insert(videos)
    .values({
      ...youtubeFields(video),
      ownerType: target.ownerType,
      publisherId: target.ownerType === 'PUBLISHER' ? target.ownerId : null,
      coId: target.ownerType === 'CONTENT_OWNER' ? target.ownerId : null,
      networkId: target.networkId,
      source: 'YOUTUBE',
      sourceUrl: video.youtubeId,
      mediaStatus: 'READY',
      posterFileId: video.thumbnails.length === 0 ? (target.posterFileId ?? null) : null,
      publishedAt: video.publishedAt ?? new Date().toISOString().slice(0, 10),
    })
    .returning({ id: videos.id });
  return row?.id;
}
