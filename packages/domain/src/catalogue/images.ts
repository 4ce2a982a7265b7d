/** Largest image upload (thumbnails, collection images and posters) the server takes: 5 MB. */
export const IMAGE_MAX_MEGABYTES = 5;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** Most pixels an uploaded image may have (an 8K frame is 33 million): a small file may claim billions. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The multipart part names of uploads: the single file of a thumbnail or collection image, the bulk edit's two parts. */
export const UPLOAD_PARTS = { file: 'file', bulkRequest: 'request', bulkThumbnail: 'thumbnail' } as const;
