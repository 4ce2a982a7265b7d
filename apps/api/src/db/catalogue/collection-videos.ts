import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { collectionVideos } from '../schema/catalogue';

/** A collection's video ids in order (position 0 first). */
export async function memberIds(db: Db, collectionId: number): Promise<number[]> {
  const rows = await db
    .select({ videoId: collectionVideos.videoId })
    .from(collectionVideos)
    .where(eq(collectionVideos.collectionId, collectionId))
    .orderBy(asc(collectionVideos.position), asc(collectionVideos.videoId));
  return rows.map((row) => row.videoId);
}

/** Appends the videos a collection does not hold yet, in the order given; answers those added. */
export async function appendVideos(
  db: Db,
  collectionId: number,
  videoIds: readonly number[],
): Promise<number[]> {
  const held = new Set(await memberIds(db, collectionId));
  const [last] = await db
    .select({ max: sql<number | null>`max(${collectionVideos.position})` })
    .from(collectionVideos)
    .where(eq(collectionVideos.collectionId, collectionId));
  const start = (last?.max ?? -1) + 1;
  const added = videoIds.filter((id) => !held.has(id));
  if (added.length > 0) {
    await db
      .insert(collectionVideos)
      .values(added.map((videoId, at) => ({ collectionId, videoId, position: start + at })));
  }
  return added;
}

/** Takes videos out of a collection. */
export async function removeMembers(
  db: Db,
  collectionId: number,
  videoIds: readonly number[],
): Promise<void> {
  await db
    .delete(collectionVideos)
    .where(
      and(eq(collectionVideos.collectionId, collectionId), inArray(collectionVideos.videoId, [...videoIds])),
    );
}

/** Writes a collection's order: the i-th id gets position i. */
export async function writeOrder(db: Db, collectionId: number, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await db.execute(sql`update ${collectionVideos} set position = o.n - 1
    from unnest(${sql.param([...orderedIds])}::int[]) with ordinality as o(video_id, n)
    where ${collectionVideos.collectionId} = ${collectionId} and ${collectionVideos.videoId} = o.video_id
      and ${collectionVideos.position} <> o.n - 1`);
}

/** One page of a collection's videos (ids and positions) and how many it holds. */
export async function memberPage(db: Db, collectionId: number, page: number, size: number) {
  const where = eq(collectionVideos.collectionId, collectionId);
  const [total] = await db.select({ n: count() }).from(collectionVideos).where(where);
  const rows = await db
    .select({ videoId: collectionVideos.videoId, position: collectionVideos.position })
    .from(collectionVideos)
    .where(where)
    .orderBy(asc(collectionVideos.position), asc(collectionVideos.videoId))
    .limit(size)
    .offset(page * size);
  return { rows, totalElements: total?.n ?? 0 };
}
