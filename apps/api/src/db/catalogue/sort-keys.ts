import { sql } from 'drizzle-orm';
import { collections, videos } from '../schema/catalogue';
import { textKey } from '../sorting';

/** The videos table's sort keys, each the expression of its list index (empty values coalesced, see the schema). */
export const VIDEO_SORT_KEYS = {
  createdOn: videos.createdOn,
  updatedOn: videos.updatedOn,
  publishedAt: sql`coalesce(${videos.publishedAt}, '0001-01-01'::date)`,
  title: textKey(videos.title),
  duration: sql`coalesce(${videos.duration}, -1::double precision)`,
  numberOfPlaylists: videos.playlistCount,
  artist: sql`lower(coalesce(${videos.artist}, '')) collate "C"`,
};

export const COLLECTION_SORT_KEYS = {
  title: textKey(collections.title),
  status: collections.status,
  videoCount: collections.videoCount,
  createdOn: collections.createdOn,
  updatedOn: collections.updatedOn,
};
