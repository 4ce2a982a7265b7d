import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { creativeOrders, creatives, orders } from '../schema/campaigns';
import { collections, videos } from '../schema/catalogue';
import { placements } from '../schema/inventory';

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

/** The demo network whose placements and running campaign share a network (CTVBuyer's Lumen Savings). */
const BREAK_NETWORK_ID = 3;

/** The placement the demo's live channel breaks are decided for: that network's first active one without targeting. */
export async function demoBreakPlacement(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.networkId, BREAK_NETWORK_ID),
        eq(placements.status, 'ACTIVE'),
        isNull(placements.targetingSetId),
      ),
    )
    .orderBy(asc(placements.id))
    .limit(1);
  return row?.id ?? null;
}

/** A demo order's advertiser and network; null when the demo has no such order (or it was deleted). */
export async function demoOrderOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, advertiserId: orders.advertiserId, networkId: orders.networkId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Whether a creative of this name exists: a demo spot is made once. */
export async function creativeNamed(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creatives.id })
    .from(creatives)
    .where(eq(creatives.name, name))
    .limit(1);
  return row !== undefined;
}

/** A video creative waiting for its rendered file, linked to its order. */
export async function insertDemoSpot(
  db: Db,
  spot: {
    name: string;
    duration: number;
    order: { id: number; advertiserId: number; networkId: number | null };
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(creatives)
      .values({
        name: spot.name,
        type: 'VIDEO',
        duration: spot.duration,
        advertiserId: spot.order.advertiserId,
        networkId: spot.order.networkId,
        videoFileName: 'demo-spot.mp4',
        processing: 'QUEUED',
      })
      .returning({ id: creatives.id });
    if (!row) throw new Error('creative not inserted');
    await tx.insert(creativeOrders).values({ creativeId: row.id, orderId: spot.order.id });
    return row.id;
  });
}
