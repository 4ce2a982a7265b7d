import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { Channel, ChannelInput, ChannelPlaylist } from '@adcast/domain/media/channels';
import { and, asc, count, eq, gt, gte, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { collections, collectionVideos, mediaFiles, videos } from '../schema/catalogue';
import { channelPlaylists, channels } from '../schema/media';

const playlistCount = sql<number>`(select count(*)::int from ${channelPlaylists} where ${channelPlaylists.channelId} = ${channels.id})`;

const imageKey = sql<
  string | null
>`(select ${mediaFiles.sha256} from ${mediaFiles} where ${mediaFiles.id} = ${channels.imageFileId})`;

type ChannelRow = typeof channels.$inferSelect & { playlistCount: number; imageKey: string | null };

const toChannel = (row: ChannelRow): Channel => ({
  id: row.id,
  title: row.title,
  description: row.description,
  adsConfiguration: { adFrequency: row.adFrequency, adsDuration: row.adDuration },
  active: row.active,
  startedAt: row.startedAt?.toISOString() ?? null,
  placementId: row.placementId,
  playlistCount: row.playlistCount,
  imageUrl: row.imageKey ? CATALOGUE_API.mediaImage(row.imageKey) : null,
  version: row.version,
});

/** A network user's channels are its network's; null (everyone else) sees every channel. */
const inNetwork = (networkId: number | null) =>
  networkId === null ? undefined : eq(channels.networkId, networkId);

export async function listChannels(
  db: Db,
  networkId: number | null,
  page: number,
  size: number,
): Promise<{ content: Channel[]; totalElements: number }> {
  const rows = await db
    .select({ row: channels, playlistCount, imageKey })
    .from(channels)
    .where(inNetwork(networkId))
    .orderBy(asc(channels.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(channels).where(inNetwork(networkId));
  return {
    content: rows.map(({ row, ...joined }) => toChannel({ ...row, ...joined })),
    totalElements: total?.n ?? 0,
  };
}

export async function channelById(db: Db, id: number, networkId: number | null): Promise<Channel | null> {
  const [found] = await db
    .select({ row: channels, playlistCount, imageKey })
    .from(channels)
    .where(and(eq(channels.id, id), inNetwork(networkId)));
  return found
    ? toChannel({ ...found.row, playlistCount: found.playlistCount, imageKey: found.imageKey })
    : null;
}

/** The network a channel belongs to (null: the platform's), for its changelog entries. */
export async function channelNetwork(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ networkId: channels.networkId }).from(channels).where(eq(channels.id, id));
  return row?.networkId ?? null;
}

/** The channel's image file, so the one an edit replaces can go once nothing else uses it. */
export async function channelImageFile(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ file: channels.imageFileId }).from(channels).where(eq(channels.id, id));
  return row?.file ?? null;
}

export async function insertChannel(
  db: Db,
  input: ChannelInput,
  networkId: number | null,
  imageFileId?: number,
): Promise<number> {
  const [row] = await db
    .insert(channels)
    .values({
      networkId,
      imageFileId,
      title: input.title,
      description: input.description,
      adFrequency: input.adsConfiguration.adFrequency,
      adDuration: input.adsConfiguration.adsDuration,
      placementId: input.placementId,
    })
    .returning({ id: channels.id });
  if (!row) throw new Error('channel not inserted');
  return row.id;
}

/** Updates at the given version (and the image when a new one is given); false when the row moved on (or is gone). */
export async function updateChannel(
  db: Db,
  id: number,
  input: ChannelInput,
  version: number,
  imageFileId?: number,
): Promise<boolean> {
  const rows = await db
    .update(channels)
    .set({
      imageFileId,
      title: input.title,
      description: input.description,
      adFrequency: input.adsConfiguration.adFrequency,
      adDuration: input.adsConfiguration.adsDuration,
      placementId: input.placementId,
      version: version + 1,
      updatedOn: new Date(),
    })
    .where(and(eq(channels.id, id), eq(channels.version, version)))
    .returning({ id: channels.id });
  return rows.length > 0;
}

/** Starting stamps the broadcast clock; stopping clears it. */
export async function setBroadcasting(db: Db, id: number, active: boolean): Promise<boolean> {
  const rows = await db
    .update(channels)
    .set({
      active,
      startedAt: active ? new Date() : null,
      version: sql`${channels.version} + 1`,
      updatedOn: new Date(),
    })
    .where(eq(channels.id, id))
    .returning({ id: channels.id });
  return rows.length > 0;
}

export async function channelPlaylistsOf(db: Db, channelId: number): Promise<ChannelPlaylist[]> {
  const ready = sql<number>`(select count(*)::int from ${collectionVideos} join ${videos} on ${videos.id} = ${collectionVideos.videoId} where ${collectionVideos.collectionId} = ${collections.id} and ${videos.mediaStatus} = 'READY')`;
  return db
    .select({
      playlistId: collections.id,
      title: collections.title,
      position: channelPlaylists.position,
      readyVideos: ready,
    })
    .from(channelPlaylists)
    .innerJoin(collections, eq(collections.id, channelPlaylists.collectionId))
    .where(eq(channelPlaylists.channelId, channelId))
    .orderBy(asc(channelPlaylists.position));
}

/** Whether the collection exists among those the caller may see (`visible`). */
export async function collectionExists(db: Db, id: number, visible?: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, id), visible));
  return !!row;
}

/** Appends a collection; false when it is already there. */
export async function addChannelPlaylist(db: Db, channelId: number, collectionId: number): Promise<boolean> {
  const [last] = await db
    .select({ n: count() })
    .from(channelPlaylists)
    .where(eq(channelPlaylists.channelId, channelId));
  const rows = await db
    .insert(channelPlaylists)
    .values({ channelId, collectionId, position: last?.n ?? 0 })
    .onConflictDoNothing()
    .returning({ id: channelPlaylists.collectionId });
  return rows.length > 0;
}

/** Moves one collection to `position`, shifting those between; the positions stay 0..n-1. */
export async function moveChannelPlaylist(
  db: Db,
  channelId: number,
  collectionId: number,
  position: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ position: channelPlaylists.position })
      .from(channelPlaylists)
      .where(and(eq(channelPlaylists.channelId, channelId), eq(channelPlaylists.collectionId, collectionId)));
    if (!current) return false;
    const [size] = await tx
      .select({ n: count() })
      .from(channelPlaylists)
      .where(eq(channelPlaylists.channelId, channelId));
    const target = Math.min(position, (size?.n ?? 1) - 1);
    const ofChannel = eq(channelPlaylists.channelId, channelId);
    if (target < current.position) {
      await tx
        .update(channelPlaylists)
        .set({ position: sql`${channelPlaylists.position} + 1` })
        .where(
          and(
            ofChannel,
            gte(channelPlaylists.position, target),
            lt(channelPlaylists.position, current.position),
          ),
        );
    } else if (target > current.position) {
      await tx
        .update(channelPlaylists)
        .set({ position: sql`${channelPlaylists.position} - 1` })
        .where(
          and(
            ofChannel,
            gt(channelPlaylists.position, current.position),
            lte(channelPlaylists.position, target),
          ),
        );
    }
    await tx
      .update(channelPlaylists)
      .set({ position: target })
      .where(and(ofChannel, eq(channelPlaylists.collectionId, collectionId)));
    return true;
  });
}

export async function removeChannelPlaylist(
  db: Db,
  channelId: number,
  collectionId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(channelPlaylists)
      .where(and(eq(channelPlaylists.channelId, channelId), eq(channelPlaylists.collectionId, collectionId)))
      .returning({ position: channelPlaylists.position });
    if (!gone) return false;
    await tx
      .update(channelPlaylists)
      .set({ position: sql`${channelPlaylists.position} - 1` })
      .where(and(eq(channelPlaylists.channelId, channelId), gt(channelPlaylists.position, gone.position)));
    return true;
  });
}

/** A started channel's loop: its collections' ready videos, collection by collection, in position order. */
export async function broadcastOf(
  db: Db,
  channelId: number,
): Promise<{ channel: typeof channels.$inferSelect; hlsPaths: string[] } | null> {
  const [channel] = await db.select().from(channels).where(eq(channels.id, channelId));
  if (!channel) return null;
  const rows = await db
    .select({ hlsPath: videos.hlsPath })
    .from(channelPlaylists)
    .innerJoin(collectionVideos, eq(collectionVideos.collectionId, channelPlaylists.collectionId))
    .innerJoin(videos, eq(videos.id, collectionVideos.videoId))
    .where(
      and(
        eq(channelPlaylists.channelId, channelId),
        eq(videos.mediaStatus, 'READY'),
        isNotNull(videos.hlsPath),
      ),
    )
    .orderBy(asc(channelPlaylists.position), asc(collectionVideos.position));
  return { channel, hlsPaths: rows.map((row) => row.hlsPath as string) };
}
