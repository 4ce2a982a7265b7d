import { and, eq, inArray } from 'drizzle-orm';
import { memberIds } from '../../db/catalogue/collection-videos';
import { collections } from '../../db/schema/catalogue';
import { notFound } from '../../http/errors';
import type { ModuleDeps } from '../module-deps';
import { COLLECTION } from './collection-record';
import { mrssFeed } from './mrss-feed';
import { VIDEO } from './video-record';

/** An active collection's public feed: its playable videos in the collection's order. */
export async function publicFeed(deps: Pick<ModuleDeps, 'db' | 'config'>, id: number): Promise<string> {
  const { db } = deps;
  const [row] = await COLLECTION.select(db).where(
    and(eq(collections.id, id), eq(collections.status, 'ACTIVE')),
  );
  if (!row) throw notFound('Collection');
  const order = await memberIds(db, id);
  const rows = order.length ? await VIDEO.select(db).where(inArray(VIDEO.table.id, order)) : [];
  const byId = new Map(rows.map((video) => VIDEO.toDto(video)).map((video) => [video.id, video]));
  const videos = order.flatMap((videoId) => byId.get(videoId) ?? []);
  const link = `${deps.config.publicUrl.replace(/\/$/, '')}/#/collections/${id}`;
  return mrssFeed(COLLECTION.toDto(row), videos, deps.config.publicUrl, link);
}
