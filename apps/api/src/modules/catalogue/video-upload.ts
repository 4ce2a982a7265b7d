import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { VideoBulkEditSchema } from '@adcast/domain/catalogue/video-writes';
import { THUMBNAIL_RESOLUTION } from '@adcast/domain/limits';
import { VersionSchema } from '@adcast/domain/records';
import type { FastifyRequest } from 'fastify';
import { jsonPart, parsedBy } from '../../http/multipart-json';
import { readUpload } from '../../http/uploads';
import { checkImage } from '../../media/image-check';

const IMAGE_LIMIT = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: CATALOGUE_MESSAGES.imageTooLarge(IMAGE_MAX_MEGABYTES),
};
const THUMBNAIL_RULE = { resolution: THUMBNAIL_RESOLUTION, mode: 'greater' } as const;

type ImageRule = Parameters<typeof checkImage>[1];

/** An image upload: the `file` part checked from its bytes by the rule, and the optional `version` field. */
async function imageUpload(request: FastifyRequest, rule: ImageRule) {
  const upload = await readUpload(request, IMAGE_LIMIT);
  const file = upload.files.find((part) => part.field === UPLOAD_PARTS.file);
  const image = checkImage(file?.bytes, rule);
  const version = upload.fields.version;
  return { image, version: version === undefined ? undefined : parsedBy(VersionSchema, Number(version)) };
}

/** A video thumbnail (part 2 §5): PNG or JPG, greater than 480x360. */
export const thumbnailUpload = (request: FastifyRequest) => imageUpload(request, THUMBNAIL_RULE);

/** A collection image or poster: PNG or JPG, any resolution. */
export const collectionImageUpload = (request: FastifyRequest) =>
  imageUpload(request, { resolution: { width: 0, height: 0 }, mode: 'greater' });

/** The bulk edit: JSON, or multipart with the JSON in `request` and an optional `thumbnail` file. */
export async function bulkEditUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    return { edit: parsedBy(VideoBulkEditSchema, request.body), thumbnail: undefined };
  const upload = await readUpload(request, IMAGE_LIMIT);
  const edit = parsedBy(
    VideoBulkEditSchema,
    jsonPart(upload.fields[UPLOAD_PARTS.bulkRequest], UPLOAD_PARTS.bulkRequest),
  );
  const file = upload.files.find((part) => part.field === UPLOAD_PARTS.bulkThumbnail);
  return { edit, thumbnail: file ? checkImage(file.bytes, THUMBNAIL_RULE) : undefined };
}
