import { describe, expect, it } from 'vitest';
import {
  CHANNEL_AD_DURATION_SECONDS,
  CHANNEL_AD_FREQUENCY_MINUTES,
  CHANNEL_DEFAULTS,
  DCO_CREATIVE_DURATION_S,
  FEED_THUMBNAIL_RULE,
  imageResolutionError,
  SIMILAR_ADVERTISER_THRESHOLD,
  THUMBNAIL_MIME_TYPES,
  THUMBNAIL_RESOLUTION,
} from '../src/limits';

describe('channel editor (part 1 §5)', () => {
  it('Channel ad frequency options 1 to 5 minutes; ad duration options 30, 60, 90, 120 seconds; defaults duration 60, frequency 3.', () => {
    expect(CHANNEL_AD_FREQUENCY_MINUTES).toEqual([1, 2, 3, 4, 5]);
    expect(CHANNEL_AD_DURATION_SECONDS).toEqual([30, 60, 90, 120]);
    expect(CHANNEL_DEFAULTS).toEqual({ adsDuration: 60, adFrequency: 3 });
  });
});

describe('image upload (part 2 §5)', () => {
  it('Thumbnail upload accepts PNG or JPG, and its resolution must be greater than 480x360.', () => {
    expect(THUMBNAIL_MIME_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(THUMBNAIL_RESOLUTION).toEqual({ width: 480, height: 360 });
  });

  it('Exact resolution: if either dimension differs, the image is rejected with the message "Image resolution must be {width}x{height}"', () => {
    const required = { width: 480, height: 360 };
    expect(imageResolutionError({ width: 480, height: 360 }, required, 'exact')).toBeNull();
    expect(imageResolutionError({ width: 481, height: 360 }, required, 'exact')).toBe(
      'Image resolution must be 480x360',
    );
    expect(imageResolutionError({ width: 480, height: 359 }, required, 'exact')).toBe(
      'Image resolution must be 480x360',
    );
  });

  it('Greater-than resolution: if width or height is less than or equal to the requirement, it is rejected with "Image resolution must be greater than {width}x{height}"', () => {
    const required = { width: 480, height: 360 };
    expect(imageResolutionError({ width: 1280, height: 720 }, required, 'greater')).toBeNull();
    expect(imageResolutionError({ width: 480, height: 720 }, required, 'greater')).toBe(
      'Image resolution must be greater than 480x360',
    );
    expect(imageResolutionError({ width: 1280, height: 360 }, required, 'greater')).toBe(
      'Image resolution must be greater than 480x360',
    );
  });
});

describe('campaign constants (part 2 §9)', () => {
  it('Similar-advertiser search threshold 0.5. DCO creative duration fixed at 15.', () => {
    expect(SIMILAR_ADVERTISER_THRESHOLD).toBe(0.5);
    expect(DCO_CREATIVE_DURATION_S).toBe(15);
  });
});

describe("'Parse feed' thumbnail (part 1 §5)", () => {
  it('Feed thumbnail PNG or JPG, 480x360 (resolution at least that).', () => {
    expect(FEED_THUMBNAIL_RULE).toEqual({ resolution: { width: 480, height: 360 }, mode: 'atLeast' });
    const { resolution, mode } = FEED_THUMBNAIL_RULE;
    expect(imageResolutionError({ width: 480, height: 360 }, resolution, mode)).toBeNull();
    expect(imageResolutionError({ width: 1280, height: 720 }, resolution, mode)).toBeNull();
    expect(imageResolutionError({ width: 479, height: 720 }, resolution, mode)).toBe(
      'Image resolution must be at least 480x360',
    );
    expect(imageResolutionError({ width: 640, height: 359 }, resolution, mode)).toBe(
      'Image resolution must be at least 480x360',
    );
  });
});
