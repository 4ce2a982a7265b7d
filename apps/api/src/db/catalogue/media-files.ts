import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { collections, mediaFiles, videos } from '../schema/catalogue';

export type StoredImage = { bytes: Buffer; contentType: string; width: number; height: number };

/**
 * Stores an image once by its content hash and answers its id (the existing one for the same
 * bytes); `created` says whether this call stored it.
 */
export async function storeImage(
  db: Db,
  image: StoredImage,
): Promise<{ id: number; sha256: string; created: boolean }> {
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
    // xmax is 0 on a row this statement inserted, and set on one the conflict updated.
    .returning({ id: mediaFiles.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, sha256, created: row!.created };
}

/** Whether a failed statement was refused because a row still refers to the one it removed. */
function isStillReferenced(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}

/**
 * Of these files, removes those nothing refers to any more; answers how many went. Videos and
 * collections are checked first; any other table that refers to a file (a channel's image)
 * keeps it through its foreign key, each removal trying on its own savepoint.
 */
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
  const unused = await db
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.id, candidates), notExists(usedByVideo), notExists(usedByCollection)));
  let removed = 0;
  for (const { id } of unused) {
    try {
      await db.transaction(async (savepoint) => {
        await savepoint.delete(mediaFiles).where(eq(mediaFiles.id, id));
      });
      removed++;
    } catch (error) {
      if (!isStillReferenced(error)) throw error;
    }
  }
  return removed;
}

/** An image's bytes and type by its content hash (public URLs name images by hash). */
export async function imageByKey(db: Db, sha256: string) {
  const [row] = await db
    .select({ bytes: mediaFiles.bytes, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(eq(mediaFiles.sha256, sha256));
  return row?.bytes ? { bytes: row.bytes, contentType: row.contentType } : null;
}

/** The id of the stored image with this content hash, or null when it is no longer stored. */
export async function imageIdByKey(db: Db, sha256: string): Promise<number | null> {
  const [row] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.sha256, sha256));
  return row?.id ?? null;
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
