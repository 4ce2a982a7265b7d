import {
  BRAND_BACKGROUND_SIDE,
  BRAND_IMAGE_MAX_BYTES,
  BRAND_IMAGE_MAX_MEGABYTES,
  BRAND_LOGO_SIDE,
  BRAND_MESSAGES,
  BRAND_PARTS,
  BRAND_VIDEO_MAX_BYTES,
  BRAND_VIDEO_MAX_MEGABYTES,
} from '@adcast/domain/a2v/brands';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { type CheckedImage, checkImage } from '../../http/image-check';
import { jsonPart, parsedBy } from '../../http/multipart-json';
import { readUpload, type UploadedFile } from '../../http/uploads';
import { sniffVideo } from '../../media/sniff-video';

export type BrandImage = CheckedImage & { fileName: string };
export type BrandVideo = { bytes: Buffer; fileName: string };
export type BrandFiles = { logo?: BrandImage; background?: BrandImage | BrandVideo };

const inside = (
  image: CheckedImage,
  min: { width: number; height: number },
  max: { width: number; height: number },
) =>
  image.width >= min.width &&
  image.height >= min.height &&
  image.width <= max.width &&
  image.height <= max.height;

/** A logo: PNG or JPG by its bytes, decoded whole, 10 MB and 32 to 2000 pixels a side at most. */
async function checkedLogo(file: UploadedFile): Promise<BrandImage> {
  if (file.bytes.length > BRAND_IMAGE_MAX_BYTES)
    throw badRequest(BRAND_MESSAGES.fileTooLarge(BRAND_IMAGE_MAX_MEGABYTES));
  const image = await checkImage(file.bytes, {
    resolution: { width: 0, height: 0 },
    mode: 'greater',
    messages: { type: BRAND_MESSAGES.logoType, unreadable: BRAND_MESSAGES.logoUnreadable },
  });
  const side = { width: BRAND_LOGO_SIDE.min, height: BRAND_LOGO_SIDE.min };
  if (!inside(image, side, { width: BRAND_LOGO_SIDE.max, height: BRAND_LOGO_SIDE.max }))
    throw badRequest(BRAND_MESSAGES.logoSize);
  return { ...image, fileName: file.filename };
}

/** A background: a video container by its first bytes (50 MB), else a PNG or JPG from 640×360 to 4K (10 MB). */
async function checkedBackground(file: UploadedFile): Promise<BrandImage | BrandVideo> {
  if (file.bytes.length >= 12 && sniffVideo(file.bytes))
    return { bytes: file.bytes, fileName: file.filename };
  if (file.bytes.length > BRAND_IMAGE_MAX_BYTES)
    throw badRequest(BRAND_MESSAGES.fileTooLarge(BRAND_IMAGE_MAX_MEGABYTES));
  const image = await checkImage(file.bytes, {
    resolution: { width: 0, height: 0 },
    mode: 'greater',
    messages: { type: BRAND_MESSAGES.backgroundType, unreadable: BRAND_MESSAGES.backgroundUnreadable },
  });
  if (!inside(image, BRAND_BACKGROUND_SIDE.min, BRAND_BACKGROUND_SIDE.max))
    throw badRequest(BRAND_MESSAGES.backgroundSize);
  return { ...image, fileName: file.filename };
}

export const isBrandImage = (file: BrandImage | BrandVideo): file is BrandImage => 'contentType' in file;

/** Brand create and edit: JSON, or multipart with the brand's JSON in `brand`, its `logo` and its `background`. */
export async function brandUpload<T>(
  request: FastifyRequest,
  schema: z.ZodType<T>,
): Promise<{ brand: T; files: BrandFiles }> {
  if (!request.isMultipart()) return { brand: parsedBy(schema, request.body), files: {} };
  const upload = await readUpload(request, {
    maxBytes: BRAND_VIDEO_MAX_BYTES,
    tooLarge: BRAND_MESSAGES.fileTooLarge(BRAND_VIDEO_MAX_MEGABYTES),
    tooLargeStatus: 413,
  });
  const brand = parsedBy(schema, jsonPart(upload.fields[BRAND_PARTS.brand], BRAND_PARTS.brand));
  const part = (name: string) => upload.files.find((file) => file.field === name);
  const logo = part(BRAND_PARTS.logo);
  const background = part(BRAND_PARTS.background);
  return {
    brand,
    files: {
      logo: logo ? await checkedLogo(logo) : undefined,
      background: background ? await checkedBackground(background) : undefined,
    },
  };
}
