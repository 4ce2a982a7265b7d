import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { CONTENT_OWNER_PARTS } from '@adcast/domain/content/owners';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type CheckedImage, checkImage } from '../../../http/image-check';
import { jsonPart, parsedBy } from '../../../http/multipart-json';
import { readUpload } from '../../../http/uploads';

const LOGO_LIMIT = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLarge: CATALOGUE_MESSAGES.imageTooLarge(IMAGE_MAX_MEGABYTES),
};
/** A logo is a PNG or a JPG (read from its bytes), of any resolution. */
const LOGO_RULE = { resolution: { width: 0, height: 0 }, mode: 'greater' } as const;

/**
 * Part 2 §7 content owner create and update: JSON, or multipart with the details' JSON in
 * `contentOwner` and an optional `logo` file.
 */
export async function contentOwnerUpload<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ details: T; logo?: CheckedImage }> {
  if (!request.isMultipart()) return { details: parsedBy(schema, request.body) };
  const upload = await readUpload(request, LOGO_LIMIT);
  const details = parsedBy(
    schema,
    jsonPart(upload.fields[CONTENT_OWNER_PARTS.details], CONTENT_OWNER_PARTS.details),
  );
  const file = upload.files.find((part) => part.field === CONTENT_OWNER_PARTS.logo);
  return { details, logo: file ? await checkImage(file.bytes, LOGO_RULE) : undefined };
}
