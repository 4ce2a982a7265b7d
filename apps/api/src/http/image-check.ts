import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { imageResolutionError, type Resolution, type ResolutionMode } from '@adcast/domain/limits';
import { imageSize } from 'image-size';
import { badRequest } from './errors';

export type CheckedImage = {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
};

const TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * Part 2 §5 image upload, on the server: the type is read from the bytes (PNG or JPG, whatever
 * the file is called) and the resolution checked by the rule ('greater': both sides larger).
 */
export function checkImage(
  bytes: Buffer | undefined,
  rule: { resolution: Resolution; mode: ResolutionMode },
): CheckedImage {
  if (!bytes || bytes.length === 0) throw badRequest(CATALOGUE_MESSAGES.imageMissing);
  let found: { type?: string; width?: number; height?: number };
  try {
    found = imageSize(bytes);
  } catch {
    throw badRequest(CATALOGUE_MESSAGES.imageType);
  }
  const contentType = TYPES[found.type as keyof typeof TYPES];
  if (!contentType) throw badRequest(CATALOGUE_MESSAGES.imageType);
  if (!found.width || !found.height) throw badRequest(CATALOGUE_MESSAGES.imageUnreadable);
  const size = { width: found.width, height: found.height };
  const wrong = imageResolutionError(size, rule.resolution, rule.mode);
  if (wrong) throw badRequest(wrong);
  return { bytes, contentType, ...size };
}
