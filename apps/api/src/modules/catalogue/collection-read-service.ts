import type { CollectionRef, CollectionVideo } from '@adcast/domain/catalogue/collections';
import { and, asc, inArray } from 'drizzle-orm';
import { memberPage } from '../../db/catalogue/collection-videos';
import { collections } from '../../db/schema/catalogue';
import type { ReadContext } from '../../records/list';
import { loadRecord } from '../../records/rows';
import { COLLECTION, collectionsVisibleTo } from './collection-record';
import { VIDEO } from './video-record';

/** `/api/playlists/list-all?ids=`: the named collections the caller may see, as { id, title }, by title. */
export async function listAllCollections(
  ctx: ReadContext,
  ids: number[] | undefined,
): Promise<CollectionRef[]> {
  return ctx.db
    .select({ id: collections.id, title: collections.title })
    .from(collections)
    .where(and(collectionsVisibleTo(ctx.auth), ids?.length ? inArray(collections.id, ids) : undefined))
    .orderBy(asc(collections.title), asc(collections.id))
    .limit(1000);
}

/** A collection's videos by position; videos the caller may not see are left out of the page. */
export async function collectionVideos(ctx: ReadContext, id: number, page: number, size: number) {
  await loadRecord(ctx.db, ctx.auth, COLLECTION, id);
  const members = await memberPage(ctx.db, id, page, size);
  const ids = members.rows.map((row) => row.videoId);
  const found = ids.length
    ? await VIDEO.select(ctx.db).where(and(inArray(VIDEO.table.id, ids), VIDEO.visibleTo(ctx.auth)))
    : [];
  const byId = new Map(found.map((row) => VIDEO.toDto(row)).map((video) => [video.id, video]));
  const content: CollectionVideo[] = members.rows.flatMap((row) => {
    const video = byId.get(row.videoId);
    return video ? [{ ...video, position: row.position }] : [];
  });
  return { content, totalElements: members.totalElements };
}
