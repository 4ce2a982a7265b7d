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
/** How an image's resolution is held to the required one (part 1 §5 feed thumbnail: at least; part 2 §5: exact or greater). */
export type ResolutionMode = 'exact' | 'greater' | 'atLeast';

/** Part 1 §5: the 'Parse feed' thumbnail is a PNG or JPG of at least 480x360. */
export const FEED_THUMBNAIL_RULE = { resolution: THUMBNAIL_RESOLUTION, mode: 'atLeast' } as const;

export const IMAGE_MESSAGES = {
  exact: ({ width, height }: Resolution) => `Image resolution must be ${width}x${height}`,
  greater: ({ width, height }: Resolution) => `Image resolution must be greater than ${width}x${height}`,
  atLeast: ({ width, height }: Resolution) => `Image resolution must be at least ${width}x${height}`,
} as const;

/**
 * Part 2 §5 image upload: 'exact' rejects any differing dimension; 'greater' rejects a width or
 * height less than or equal to the requirement; 'atLeast' (part 1 §5) only one less than it.
 * Returns the message, or null when accepted.
 */
export function imageResolutionError(
  image: Resolution,
  required: Resolution,
  mode: ResolutionMode,
): string | null {
  if (mode === 'exact') {
    return image.width === required.width && image.height === required.height
      ? null
      : IMAGE_MESSAGES.exact(required);
  }
  if (mode === 'atLeast') {
    return image.width < required.width || image.height < required.height
      ? IMAGE_MESSAGES.atLeast(required)
      : null;
  }
  return image.width <= required.width || image.height <= required.height
    ? IMAGE_MESSAGES.greater(required)
    : null;
}
