/**
 * Part 2 §7 media calls: /api/videos upload and import pending jobs, /api/cb content byte upload,
 * /api/channels. Where the spec names a call but shows no path, the path follows its neighbours.
 */
export type MediaPathId = number | `:${string}`;

export const MEDIA_API = {
  /** tus resumable upload endpoint (POST creates, PATCH appends, HEAD resumes); metadata carries the Upload request. */
  upload: '/api/videos/upload',
  /** GET MediaJob[]: uploads and imports queued, processing or failed. */
  importPendingJobs: '/api/videos/import-pending-jobs',
  /** POST: runs a failed video's processing again. */
  retryJob: (videoId: MediaPathId) => `/api/videos/import-pending-jobs/${videoId}/retry`,
  /** GET a video's processing state. */
  videoJob: (videoId: MediaPathId) => `/api/videos/${videoId}/processing`,
  /** POST Feed (RSS, Media RSS or Atom): queues the ingest into the chosen or a new collection. */
  feed: '/api/videos/feed',
  /** POST Feed: how many videos the feed holds from date-from on ('Preview RSS count'). */
  feedPreview: '/api/videos/feed/preview',
  /** GET FeedImport[]: the latest background feed reads the caller may follow, newest first. */
  feedImports: '/api/videos/feed/imports',
  /** GET FeedImport: a background feed read's state and the videos found and stored so far. */
  feedImport: (id: MediaPathId) => `/api/videos/feed/imports/${id}`,
  /** tus endpoint for content byte uploads (same pipeline as video uploads). */
  contentByte: '/api/cb',
} as const;
