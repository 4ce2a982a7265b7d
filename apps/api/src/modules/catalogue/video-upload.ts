import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { VideoBulkEditSchema } from '@adcast/domain/catalogue/video-writes';
import { THUMBNAIL_RESOLUTION } from '@adcast/domain/limits';
import { VersionSchema } from '@adcast/domain/records';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type CheckedImage, checkImage } from '../../http/image-check';
import { jsonPart, parsedBy } from '../../http/multipart-json';
import { readUpload } from '../../http/uploads';

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
  const image = await checkImage(file?.bytes, rule);
  const version = upload.fields.version;
  return { image, version: version === undefined ? undefined : parsedBy(VersionSchema, Number(version)) };
}

/** A video thumbnail (part 2 §5): PNG or JPG, greater than 480x360. */
export const thumbnailUpload = (request: FastifyRequest) => imageUpload(request, THUMBNAIL_RULE);

/** Collection and channel images and posters: PNG or JPG, any resolution. */
export const ANY_IMAGE_RULE = { resolution: { width: 0, height: 0 }, mode: 'greater' } as const;

/** A collection image or poster: PNG or JPG, any resolution. */
export const collectionImageUpload = (request: FastifyRequest) => imageUpload(request, ANY_IMAGE_RULE);

/**
 * A write that is JSON, or multipart with the JSON in the `json` part and an optional image file
 * in the `image` part, checked from its bytes by the rule.
 */
export async function jsonWithImage<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
  parts: { json: string; image: string },
  rule: ImageRule,
): Promise<{ body: T; image: CheckedImage | undefined }> {
  if (!request.isMultipart()) return { body: parsedBy(schema, request.body), image: undefined };
  const upload = await readUpload(request, IMAGE_LIMIT);
  const body = parsedBy(schema, jsonPart(upload.fields[parts.json], parts.json));
  const file = upload.files.find((part) => part.field === parts.image);
  return { body, image: file ? await checkImage(file.bytes, rule) : undefined };
}

/** The bulk edit: JSON, or multipart with the JSON in `request` and an optional `thumbnail` file. */
export async function bulkEditUpload(request: FastifyRequest) {
  const { body, image } = await jsonWithImage(
    request,
    VideoBulkEditSchema,
    { json: UPLOAD_PARTS.bulkRequest, image: UPLOAD_PARTS.bulkThumbnail },
    THUMBNAIL_RULE,
  );
  return { edit: body, thumbnail: image };
}
