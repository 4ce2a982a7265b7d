import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { collections, videos } from '../schema/catalogue';

/** The demo loop's collection, if the demo media was made already. */
export async function demoCollection(db: Db, title: string): Promise<number | null> {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.title, title));
  return row?.id ?? null;
}

/** A collection of the product's own (VB) with the playlist feed categories given. */
export async function insertDemoCollection(
  db: Db,
  collection: { title: string; description: string; categories: number[] },
): Promise<number> {
  const [row] = await db.insert(collections).values(collection).returning({ id: collections.id });
  if (!row) throw new Error('collection not inserted');
  return row.id;
}

/** The demo clips' playable media once every one is transcoded; null while any is still on its way. */
export async function readyDemoClips(
  db: Db,
  description: string,
  clips: number,
): Promise<{ hlsPath: string; duration: number | null }[] | null> {
  const rows = await db
    .select({ hlsPath: videos.hlsPath, duration: videos.duration })
    .from(videos)
    .where(
      and(eq(videos.description, description), eq(videos.mediaStatus, 'READY'), isNotNull(videos.hlsPath)),
    )
    .orderBy(asc(videos.id));
  return rows.length < clips ? null : rows.map((row) => ({ hlsPath: row.hlsPath!, duration: row.duration }));
}

/**
 * Gives the demo catalogue's videos (seeded ready but without media) the clips' media in turn, so
 * each plays and feeds carry it; answers how many it gave. The clips' folders are shared, never
 * removed while a video still plays them (see storedMediaOf).
 */
export async function shareDemoClips(
  db: Db,
  clips: readonly { hlsPath: string; duration: number | null }[],
): Promise<number> {
  const waiting = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.mediaStatus, 'READY'), isNull(videos.hlsPath)))
    .orderBy(asc(videos.id));
  for (const [index, clip] of clips.entries()) {
    const ids = waiting.filter((_, n) => n % clips.length === index).map((row) => row.id);
    if (ids.length > 0)
      await db
        .update(videos)
        .set({ hlsPath: clip.hlsPath, duration: clip.duration })
        .where(inArray(videos.id, ids));
  }
  return waiting.length;
}
