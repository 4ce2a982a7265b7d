import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CATALOGUE_PERMISSIONS } from '@adcast/domain/catalogue/permissions';
import {
  type MediaStatus,
  updatedWindowOf,
  type Video,
  VideoListFilterSchema,
  VideoSchema,
} from '@adcast/domain/catalogue/videos';
import {
  type ContentSource,
  type EntityStatus,
  OWNER_TYPE_OPTIONS,
  type OwnerType,
} from '@adcast/domain/enumerations';
import { and, arrayOverlaps, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { VIDEO_SORT_KEYS } from '../../db/catalogue/sort-keys';
import type { Db } from '../../db/client';
import { daysAgo } from '../../db/predicates';
import { mediaFiles, videos } from '../../db/schema/catalogue';
import { contentOwners, publishers } from '../../db/schema/tenancy';
import type { AuthContext } from '../../http/auth';
import { ownContentOwnerIds, ownPublisherIds } from '../../http/scope';
import { networkFilter } from '../../http/scope-filter';
import type { ListQuery, RecordDefinition } from '../../records/definition';

const posterFile = alias(mediaFiles, 'poster_file');

/**
 * Videos the caller may see: a network user its network's, a publisher or content owner mask only
 * its own (whatever permissions it holds), staff every video.
 */
export function videosVisibleTo(auth: AuthContext, networkIds?: number[]): SQL | undefined {
  const own =
    auth.mask.role === 'PUBLISHER'
      ? inArray(videos.publisherId, orNone(ownPublisherIds(auth)))
      : auth.mask.role === 'CONTENT_OWNER'
        ? inArray(videos.coId, orNone(ownContentOwnerIds(auth)))
        : undefined;
  return and(networkFilter(videos.networkId, auth, networkIds), own);
}

const orNone = (ids: number[]) => (ids.length ? ids : [0]);

const listOf = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 ? (value as string[]) : undefined;
const idsOf = (...values: unknown[]): number[] | undefined => {
  const ids = values.flatMap((value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));
  return ids.length > 0 ? (ids as number[]) : undefined;
};

/** Part 2 §3 video list filter: each given filter narrows the list; list values match any of theirs. */
export function videoFilter(query: Record<string, unknown>): SQL | undefined {
  const coIds = idsOf(query.contentOwnerId, query.coId, query.coIds);
  const publisherIds = idsOf(query.publisherId, query.publisherIds);
  const flags = listOf(query.flags);
  const tags = listOf(query.tags);
  const genres = listOf(query.genres);
  const artists = listOf(query.artists);
  const days = query.updatedDaysAgo as 1 | 7 | 30 | 31 | undefined;
  const window = days ? updatedWindowOf(days) : undefined;
  const ownerType = query.ownerType as OwnerType | 'ALL' | undefined;
  return and(
    coIds ? inArray(videos.coId, coIds) : undefined,
    publisherIds ? inArray(videos.publisherId, publisherIds) : undefined,
    flags ? arrayOverlaps(videos.flags, flags) : undefined,
    tags ? arrayOverlaps(videos.tags, tags) : undefined,
    genres ? arrayOverlaps(videos.genres, genres) : undefined,
    artists ? inArray(videos.artist, artists) : undefined,
    window && 'within' in window ? gte(videos.updatedOn, daysAgo(window.within)) : undefined,
    window && 'olderThan' in window ? lt(videos.updatedOn, daysAgo(window.olderThan)) : undefined,
    ownerType && ownerType !== 'ALL' ? eq(videos.ownerType, ownerType) : undefined,
    typeof query.missingThumb === 'boolean' ? eq(videos.hasThumb, !query.missingThumb) : undefined,
  );
}

/** One owner's videos: `{ coId }` or `{ publisherId }` (the tables embedded in a content owner's or publisher's details). */
export function videosOfOwner(parent: Record<string, number>): SQL | undefined {
  if (parent.coId !== undefined) return eq(videos.coId, parent.coId);
  if (parent.publisherId !== undefined) return eq(videos.publisherId, parent.publisherId);
  return isNull(videos.id);
}

const ownerName = (ownerType: OwnerType | null, publisher: string | null, co: string | null) => {
  if (ownerType === 'PUBLISHER') return publisher;
  if (ownerType === 'CONTENT_OWNER') return co;
  if (ownerType === 'VB') return OWNER_TYPE_OPTIONS.find((option) => option.key === 'VB')!.label;
  return null;
};

const selectVideos = (db: Db) =>
  db
    .select({
      video: videos,
      publisherName: publishers.name,
      coName: contentOwners.name,
      posterKey: posterFile.sha256,
    })
    .from(videos)
    .leftJoin(publishers, eq(publishers.id, videos.publisherId))
    .leftJoin(contentOwners, eq(contentOwners.id, videos.coId))
    .leftJoin(posterFile, eq(posterFile.id, videos.posterFileId))
    .$dynamic();

type VideoRow = Awaited<ReturnType<typeof selectVideos>>[number];

export function toVideo({ video, publisherName, coName, posterKey }: VideoRow): Video {
  const ownerType = video.ownerType as OwnerType | null;
  const posters = [...(posterKey ? [CATALOGUE_API.mediaImage(posterKey)] : []), ...video.posterUrls];
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    caption: video.caption,
    artist: video.artist,
    publishedAt: video.publishedAt,
    imageUrls: video.imageUrls,
    posterUrls: video.posterUrls,
    posters,
    category: video.category,
    tags: video.tags,
    genres: video.genres,
    genre: video.genres[0] ?? null,
    flags: video.flags,
    ownerType,
    coId: video.coId,
    publisherId: video.publisherId,
    publisherVideo:
      video.publisherId && publisherName ? { id: video.publisherId, name: publisherName } : null,
    coVideo: video.coId && coName ? { id: video.coId, name: coName } : null,
    companyOwner: ownerName(ownerType, publisherName, coName),
    duration: video.duration,
    numberOfPlaylists: video.playlistCount,
    quality: video.quality,
    views: video.views,
    comments: video.comments,
    rating: video.rating,
    source: video.source as ContentSource,
    mediaStatus: video.mediaStatus as MediaStatus,
    hls_720p: video.hlsPath ? CATALOGUE_API.mediaHls(video.hlsPath) : null,
    youtubeId: video.source === 'YOUTUBE' ? video.sourceUrl : null,
    status: video.status as EntityStatus,
    networkId: video.networkId,
    createdOn: video.createdOn.toISOString(),
    updatedOn: video.updatedOn.toISOString(),
    version: video.version,
  };
}

/** The video list query every list of videos reads: only ACTIVE rows (the record status is not a catalogue filter). */
export const activeOnly = <Q extends ListQuery>(query: Q): Q => ({ ...query, status: ['ACTIVE'] });

type VideoSort = keyof typeof VIDEO_SORT_KEYS;

/**
 * Videos as a record: the list reader, the tracked writes and the changelog work from this. Not a
 * record area: uploads and feeds create videos, metadata and bulk edits change them, and they are
 * deleted rather than archived, so none of the record routes serve them.
 */
export const VIDEO: RecordDefinition<Video, VideoSort, ReturnType<typeof selectVideos>> = {
  what: 'video',
  label: 'Video',
  title: (video) => video.title,
  exportColumns: [
    { label: 'Title', value: (video) => video.title },
    { label: 'Owner', value: (video) => video.companyOwner },
    { label: 'Artist', value: (video) => video.artist },
    { label: 'Duration', value: (video) => video.duration },
    { label: 'Tags', value: (video) => video.tags.join(', ') },
    { label: 'Genres', value: (video) => video.genres.join(', ') },
    { label: 'Flags', value: (video) => video.flags.join(', ') },
    { label: 'Published at', value: (video) => video.publishedAt },
    { label: 'Created on', value: (video) => video.createdOn },
  ],
  entityType: 'VIDEO',
  tag: 'videos',
  table: videos,
  select: selectVideos,
  toDto: toVideo,
  visibleTo: videosVisibleTo,
  networkOf: (video) => video.networkId,
  sortKeys: VIDEO_SORT_KEYS,
  search: { param: 'title', column: videos.title },
  filter: videoFilter,
  permissions: {
    read: CATALOGUE_PERMISSIONS.readVideos,
    create: CATALOGUE_PERMISSIONS.changeVideos,
    edit: CATALOGUE_PERMISSIONS.metadata,
    archive: CATALOGUE_PERMISSIONS.changeVideos,
  },
  schemas: {
    dto: VideoSchema,
    list: VideoListFilterSchema,
    counts: VideoListFilterSchema,
  },
  list: { large: true, parentWhere: videosOfOwner },
};
