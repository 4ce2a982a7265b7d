/**
 * Paths of the video catalogue (part 2 §7): /api/videos (list, put, playlists, owner,
 * bulk-update, flags, tags, genres, artists, thumb), /api/playlists (CRUD, videos, position,
 * list-all), /api/categories, /api/co/{id}/videos (add owner to videos, delete videos) and the
 * public MRSS feed /api/mrss/frequency/{id}. Where the spec shows no method or sub-path they follow
 * the neighbours and are written down here. The server builds its route patterns from the same
 * functions by passing `:id`.
 */
export type CataloguePathId = number | `:${string}`;

const video = (id: CataloguePathId) => `/api/videos/${id}`;
const playlist = (id: CataloguePathId) => `/api/playlists/${id}`;
const contentOwnerVideos = (id: CataloguePathId) => `/api/co/${id}/videos`;

export const CATALOGUE_API = {
  /** GET page of videos (VideoListFilter). */
  videos: '/api/videos',
  /** GET one video, PUT its metadata (VideoUpdate, with version). */
  video,
  /** PUT multipart `file`: the video's thumbnail (PNG or JPG, greater than 480x360). */
  videoThumb: (id: CataloguePathId) => `${video(id)}/thumb`,
  /** PUT VideoBulkEdit as JSON, or multipart with a `request` JSON part and an optional `thumbnail` file. */
  videosBulkUpdate: '/api/videos/bulk-update',
  /** POST AddToCollections: every video into every collection. */
  videosToPlaylists: '/api/videos/playlists',
  /** DELETE with VideoIds: clears the videos' ownership. */
  videosOwner: '/api/videos/owner',
  /** GET string[]: every flag, genre and tag in use (no parameters). */
  videoFlags: '/api/videos/flags',
  videoGenres: '/api/videos/genres',
  videoTags: '/api/videos/tags',
  /** GET string[] (search, up to 10 suggestions): artists in use. */
  videoArtists: '/api/videos/artists',

  /** GET one content owner's videos (VideoListFilter), DELETE with VideoIds (files kept while referred to). */
  contentOwnerVideos,
  /** PUT with VideoIds: the videos become the content owner's. */
  contentOwnerVideosOwner: (id: CataloguePathId) => `${contentOwnerVideos(id)}/owner`,
  /** GET one publisher's videos (VideoListFilter). */
  publisherVideos: (id: CataloguePathId) => `/api/publishers/${id}/videos`,

  /** GET page (CollectionListFilter: page, size, title, status, ids), POST create (CollectionInput). */
  playlists: '/api/playlists',
  playlistCounts: '/api/playlists/count-by-status',
  playlistStatuses: '/api/playlists/statuses',
  /** GET { id, title }[] by ids (the picker's preselection). */
  playlistsListAll: '/api/playlists/list-all',
  /** GET one, PUT edit (CollectionUpdate, with version). */
  playlist,
  archivePlaylist: (id: CataloguePathId) => `${playlist(id)}/archive`,
  unarchivePlaylist: (id: CataloguePathId) => `${playlist(id)}/unarchive`,
  /** PUT multipart `file`: the collection's image or poster. */
  playlistImage: (id: CataloguePathId) => `${playlist(id)}/image`,
  playlistPoster: (id: CataloguePathId) => `${playlist(id)}/poster`,
  /** GET page of its videos by position; POST CollectionVideosChange adds, DELETE removes. */
  playlistVideos: (id: CataloguePathId) => `${playlist(id)}/videos`,
  /** PUT CollectionVideoMove: one video to a new position. */
  playlistPosition: (id: CataloguePathId) => `${playlist(id)}/position`,

  /** GET Category[]: the playlist feed categories (part 2 §3). */
  categories: '/api/categories',
  /** GET a collection's public MRSS feed (RSS 2.0 + Media RSS), no sign-in. */
  mrss: (id: CataloguePathId) => `/api/mrss/frequency/${id}`,
  /** GET an image file by its content hash (posters, collection images), no sign-in. */
  mediaImage: (key: string) => `/api/media/images/${key}`,
  /** A video's HLS files under the media root (the media pipeline writes and serves them). */
  mediaHls: (path: string) => `/api/media/hls/${path}`,
} as const;

const MEDIA_IMAGE_PREFIX = CATALOGUE_API.mediaImage('');

/** The content hash an image address names (mediaImage's key), or null for any other address. */
export const imageKeyOf = (url: string): string | null => {
  const key = url.startsWith(MEDIA_IMAGE_PREFIX) ? url.slice(MEDIA_IMAGE_PREFIX.length) : '';
  return /^[0-9a-f]{64}$/.test(key) ? key : null;
};
