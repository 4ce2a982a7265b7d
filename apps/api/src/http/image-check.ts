import { IMAGE_MAX_PIXELS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { imageResolutionError, type Resolution, type ResolutionMode } from '@adcast/domain/limits';
import type { Metadata } from 'sharp';
import { sharp } from '../media/image-codec';
import { badRequest } from './errors';

export type CheckedImage = {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif';
  width: number;
  height: number;
};

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;
export type ImageFormat = keyof typeof TYPES;

/** What a rule takes by default: PNG and JPG, with the catalogue's messages. */
const STILL_IMAGES = {
  formats: ['png', 'jpeg'] as readonly ImageFormat[],
  messages: { type: CATALOGUE_MESSAGES.imageType, unreadable: CATALOGUE_MESSAGES.imageUnreadable },
};

/** How each format's files start. */
const SIGNATURES: Record<ImageFormat, (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  gif: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'GIF8',
};

/** Whether the bytes start as a format the rule takes does, though what follows may not read. */
const announcesImage = (bytes: Buffer, formats: readonly ImageFormat[]) =>
  formats.some((format) => SIGNATURES[format](bytes));

/** Read with libvips (sharp): any warning (a truncated or corrupt file) fails, as does a size past the limit. */
const decoder = (bytes: Buffer) => sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS });

/**
 * Part 2 §5 image upload, on the server: the type is read from the bytes (PNG or JPG, whatever
 * the file is called), the size the header claims held to IMAGE_MAX_PIXELS, the whole image decoded
 * (a truncated or corrupt file is refused, not served), and the resolution checked by the rule
 * ('greater': both sides larger). A rule may take other formats (display creatives: GIF too) with
 * messages naming them.
 */
export async function checkImage(
  bytes: Buffer | undefined,
  rule: {
    resolution: Resolution;
    mode: ResolutionMode;
    formats?: readonly ImageFormat[];
    messages?: { type: string; unreadable: string };
  },
): Promise<CheckedImage> {
  const formats = rule.formats ?? STILL_IMAGES.formats;
  const messages = rule.messages ?? STILL_IMAGES.messages;
  if (!bytes || bytes.length === 0) throw badRequest(CATALOGUE_MESSAGES.imageMissing);
  let found: Metadata;
  try {
    // The header alone, whatever size it claims: the limit is checked below with its own message.
    found = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(announcesImage(bytes, formats) ? messages.unreadable : messages.type);
  }
  const format = found.format as ImageFormat;
  if (!formats.includes(format)) throw badRequest(messages.type);
  const contentType = TYPES[format];
  if (!found.width || !found.height) throw badRequest(messages.unreadable);
  if (found.width * found.height > IMAGE_MAX_PIXELS)
    throw badRequest(CATALOGUE_MESSAGES.imagePixels(IMAGE_MAX_PIXELS));
  try {
    // Every pixel is decoded (into a small copy, so memory stays low): a file cut short fails here.
    await decoder(bytes).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw badRequest(messages.unreadable);
  }
  const size = { width: found.width, height: found.height };
  const wrong = imageResolutionError(size, rule.resolution, rule.mode);
  if (wrong) throw badRequest(wrong);
  return { bytes, contentType, ...size };
}
