/** Channel editor choices and defaults (part 1 §5, §9). */
export const CHANNEL_AD_FREQUENCY_MINUTES = [1, 2, 3, 4, 5] as const;
export const CHANNEL_AD_DURATION_SECONDS = [30, 60, 90, 120] as const;
export const CHANNEL_DEFAULTS = { adFrequency: 3, adsDuration: 60 } as const;

/** Feed and video thumbnails: PNG or JPG, resolution greater than 480x360. */
export const THUMBNAIL_RESOLUTION = { width: 480, height: 360 } as const;
export const THUMBNAIL_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export const SIMILAR_ADVERTISER_THRESHOLD = 0.5;
export const DCO_CREATIVE_DURATION_S = 15;

export type Resolution = { width: number; height: number };

export const IMAGE_MESSAGES = {
  exact: ({ width, height }: Resolution) => `Image resolution must be ${width}x${height}`,
  greater: ({ width, height }: Resolution) => `Image resolution must be greater than ${width}x${height}`,
} as const;

/**
 * Part 2 §5 image upload: 'exact' rejects any differing dimension; 'greater' rejects a width or
 * height less than or equal to the requirement. Returns the message, or null when accepted.
 */
export function imageResolutionError(
  image: Resolution,
  required: Resolution,
  mode: 'exact' | 'greater',
): string | null {
  if (mode === 'exact') {
    return image.width === required.width && image.height === required.height
      ? null
      : IMAGE_MESSAGES.exact(required);
  }
  return image.width <= required.width || image.height <= required.height
    ? IMAGE_MESSAGES.greater(required)
    : null;
}
