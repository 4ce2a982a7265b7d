import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { videos } from '../schema/catalogue';

/** The titles of the videos given, by id; a video no longer in the catalogue is absent. */
export async function videoTitlesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(inArray(videos.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
