import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { videos } from '../schema/catalogue';
import { contentBytes } from '../schema/oo-apps';

/** Marks a video as a content byte (an upload through /api/cb). */
export async function markContentByte(db: Db, videoId: number): Promise<void> {
  await db.insert(contentBytes).values({ videoId }).onConflictDoNothing();
}

/** Whether a video is a content byte. */
export async function isContentByte(db: Db, videoId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentBytes.videoId })
    .from(contentBytes)
    .where(eq(contentBytes.videoId, videoId));
  return row !== undefined;
}

/** A page of the content bytes within `visible` (the videos' tenancy), newest first, and how many there are. */
export async function contentBytePage(
  db: Db,
  visible: SQL | undefined,
  filter: { page: number; size: number; title?: string },
) {
  const where = and(
    visible,
    filter.title ? ilike(videos.title, `%${filter.title.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const rows = await db
    .select({ id: videos.id })
    .from(contentBytes)
    .innerJoin(videos, eq(videos.id, contentBytes.videoId))
    .where(where)
    .orderBy(desc(contentBytes.createdOn), desc(contentBytes.videoId))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db
    .select({ n: count() })
    .from(contentBytes)
    .innerJoin(videos, eq(videos.id, contentBytes.videoId))
    .where(where);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}
