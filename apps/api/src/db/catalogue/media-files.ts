import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, or } from 'drizzle-orm';
import type { Db } from '../client';
import { collections, mediaFiles, videos } from '../schema/catalogue';

export type StoredImage = { bytes: Buffer; contentType: string; width: number; height: number };

/** Stores an image once by its content hash and answers its id (the existing one for the same bytes). */
export async function storeImage(db: Db, image: StoredImage): Promise<{ id: number; sha256: string }> {
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const [row] = await db
    .insert(mediaFiles)
    .values({
      sha256,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    })
    .onConflictDoUpdate({ target: mediaFiles.sha256, set: { sha256 } })
    .returning({ id: mediaFiles.id });
  return { id: row!.id, sha256 };
}

/** Of these files, removes those no video or collection refers to any more; answers how many went. */
export async function removeUnreferencedFiles(db: Db, ids: readonly (number | null)[]): Promise<number> {
  const candidates = [...new Set(ids.filter((id): id is number => id !== null))];
  if (candidates.length === 0) return 0;
  const usedByVideo = db
    .select({ id: videos.id })
    .from(videos)
    .where(or(eq(videos.posterFileId, mediaFiles.id), eq(videos.sourceFileId, mediaFiles.id)));
  const usedByCollection = db
    .select({ id: collections.id })
    .from(collections)
    .where(or(eq(collections.imageFileId, mediaFiles.id), eq(collections.posterFileId, mediaFiles.id)));
  const removed = await db
    .delete(mediaFiles)
    .where(and(inArray(mediaFiles.id, candidates), notExists(usedByVideo), notExists(usedByCollection)))
    .returning({ id: mediaFiles.id });
  return removed.length;
}

/** An image's bytes and type by its content hash (public URLs name images by hash). */
export async function imageByKey(db: Db, sha256: string) {
  const [row] = await db
    .select({ bytes: mediaFiles.bytes, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(eq(mediaFiles.sha256, sha256));
  return row?.bytes ? { bytes: row.bytes, contentType: row.contentType } : null;
}

/** The files these videos use (thumbnail and source), so they can be removed once nothing else does. */
export async function filesOfVideos(db: Db, videoIds: readonly number[]): Promise<(number | null)[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .select({ poster: videos.posterFileId, source: videos.sourceFileId })
    .from(videos)
    .where(inArray(videos.id, [...videoIds]));
  return rows.flatMap((row) => [row.poster, row.source]);
}
