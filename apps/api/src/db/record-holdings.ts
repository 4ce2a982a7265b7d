import type { Holding } from '@adcast/domain/record-deletes';
import { asc, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { videos } from './schema/catalogue';
import { documents } from './schema/documents';
import { userPublishers } from './schema/identity';
import { apps, domains, placements } from './schema/inventory';
import { channelPlaylists, channels } from './schema/media';

export type PublisherHolding = Holding;

const HOLDINGS: ReadonlyArray<[PublisherHolding, PgTable, PgColumn]> = [
  ['placements', placements, placements.publisherId],
  ['apps', apps, apps.publisherId],
  ['domains', domains, domains.publisherId],
  ['videos', videos, videos.publisherId],
  ['users', userPublishers, userPublishers.publisherId],
  ['documents', documents, documents.publisherId],
];

/** How many rows of each kind still belong to the publisher (archived ones too); kinds with none are left out. */
export async function publisherHoldings(
  db: Db,
  publisherId: number,
): Promise<Array<{ holding: PublisherHolding; count: number }>> {
  const counted = await Promise.all(
    HOLDINGS.map(async ([holding, table, column]) => {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, publisherId));
      return { holding, count: Number(row?.n ?? 0) };
    }),
  );
  return counted.filter((entry) => entry.count > 0);
}

/** The titles of the channels that play the collection, by title. */
export async function channelsPlaying(db: Db, collectionId: number): Promise<string[]> {
  const rows = await db
    .select({ title: channels.title })
    .from(channelPlaylists)
    .innerJoin(channels, eq(channels.id, channelPlaylists.channelId))
    .where(eq(channelPlaylists.collectionId, collectionId))
    .orderBy(asc(channels.title));
  return rows.map((row) => row.title);
}
