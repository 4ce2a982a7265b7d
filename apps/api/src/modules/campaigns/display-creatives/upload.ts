import {
  DISPLAY_CREATIVE_FILE_MAX_BYTES,
  DISPLAY_CREATIVE_FILE_MAX_MEGABYTES,
  DISPLAY_CREATIVE_MAX_SIDE,
  DISPLAY_CREATIVE_MESSAGES,
  DISPLAY_CREATIVE_MIN_SIDE,
  DISPLAY_CREATIVE_PARTS,
} from '@adcast/domain/campaigns/display-creatives';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../../http/errors';
import { type CheckedImage, checkImage } from '../../../http/image-check';
import { jsonPart, parsedBy } from '../../../http/multipart-json';
import { readUpload } from '../../../http/uploads';

const IMAGE_LIMIT = {
  maxBytes: DISPLAY_CREATIVE_FILE_MAX_BYTES,
  tooLarge: DISPLAY_CREATIVE_MESSAGES.imageTooLarge(DISPLAY_CREATIVE_FILE_MAX_MEGABYTES),
  tooLargeStatus: 413,
} as const;

/** PNG, JPG or GIF, read from the bytes, of any size the pixel limits below allow. */
const IMAGE_RULE = {
  resolution: { width: 0, height: 0 },
  mode: 'greater',
  formats: ['png', 'jpeg', 'gif'],
  messages: {
    type: DISPLAY_CREATIVE_MESSAGES.imageType,
    unreadable: DISPLAY_CREATIVE_MESSAGES.imageUnreadable,
  },
} as const;

/** A display creative's image: decoded whole, and from the smallest to a 4K screen's size. */
async function checkedImage(bytes: Buffer): Promise<CheckedImage> {
  const image = await checkImage(bytes, IMAGE_RULE);
  const { width, height } = DISPLAY_CREATIVE_MAX_SIDE;
  const min = DISPLAY_CREATIVE_MIN_SIDE;
  if (image.width > width || image.height > height || image.width < min || image.height < min)
    throw badRequest(DISPLAY_CREATIVE_MESSAGES.imageSize(DISPLAY_CREATIVE_MAX_SIDE, min));
  return image;
}

export type ImageUpload = CheckedImage & { fileName: string };

/**
 * Part 2 §7 display creative create and update: JSON, or multipart with the creative's JSON in
 * `displayCreative` and its `image`.
 */
export async function displayCreativeUpload<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ creative: T; image?: ImageUpload }> {
  if (!request.isMultipart()) return { creative: parsedBy(schema, request.body) };
  const upload = await readUpload(request, IMAGE_LIMIT);
  const creative = parsedBy(
    schema,
    jsonPart(upload.fields[DISPLAY_CREATIVE_PARTS.creative], DISPLAY_CREATIVE_PARTS.creative),
  );
  const file = upload.files.find((part) => part.field === DISPLAY_CREATIVE_PARTS.image);
  if (!file) return { creative };
  return { creative, image: { ...(await checkedImage(file.bytes)), fileName: file.filename } };
}
