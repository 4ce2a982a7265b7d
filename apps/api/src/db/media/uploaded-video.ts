import type { OwnerType } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { videos } from '../schema/catalogue';
import { contentOwners, publishers } from '../schema/tenancy';

export type NewVideo = {
  title: string;
  description: string;
  ownerType: OwnerType;
  ownerId?: number;
  source: 'UPLOAD' | 'RSS' | 'YOUTUBE';
  /** Where the video came from: a feed item's guid (Atom id), else its media URL. */
  sourceUrl?: string;
  /** A feed item's feed, as read (with `sourceUrl`, what a re-run of the feed matches). */
  feedUrl?: string;
  /** YYYY-MM-DD; today when not given. */
  publishedAt?: string;
  posterUrls?: string[];
  /** A stored image as its thumbnail (a feed's own thumbnail for items that bring none). */
  posterFileId?: number;
};

/** The owner row's network (videos copy it), or undefined when the owner does not exist. */
export async function ownerNetwork(
  db: Db,
  ownerType: OwnerType,
  ownerId: number | undefined,
): Promise<{ networkId: number | null } | undefined> {
  if (ownerType === 'VB') return { networkId: null };
  if (ownerId === undefined) return undefined;
  const table = ownerType === 'PUBLISHER' ? publishers : contentOwners;
  const [row] = await db.select({ networkId: table.networkId }).from(table).where(eq(table.id, ownerId));
  return row;
}

/** Inserts a video whose media is still to come (media status PENDING). */
export async function insertVideo(db: Db, video: NewVideo, networkId: number | null): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({
      title: video.title,
      description: video.description || null,
      ownerType: video.ownerType,
      publisherId: video.ownerType === 'PUBLISHER' ? video.ownerId : null,
      coId: video.ownerType === 'CONTENT_OWNER' ? video.ownerId : null,
      networkId,
      source: video.source,
      sourceUrl: video.sourceUrl ?? null,
      feedUrl: video.feedUrl ?? null,
      mediaStatus: 'PENDING',
      publishedAt: video.publishedAt ?? new Date().toISOString().slice(0, 10),
      posterUrls: video.posterUrls ?? [],
      posterFileId: video.posterFileId ?? null,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('video not inserted');
  return row.id;
}
