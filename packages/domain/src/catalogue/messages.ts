import { THUMBNAIL_RESOLUTION } from '../limits';

/** Catalogue messages the spec leaves to us; the spec's own (part 2 §8) are in MESSAGES. */
export const CATALOGUE_MESSAGES = {
  ownerRequired: 'Choose the publisher or content owner that owns the videos',
  ownerNotReachable: 'Only Adcast staff outside a network can give videos to Adcast',
  publisherNotFound: 'The chosen publisher does not exist or is outside your reach',
  contentOwnerNotFound: 'The chosen content owner does not exist or is outside your reach',
  videosNotFound: (ids: readonly number[]) => `Videos not found: ${ids.join(', ')}`,
  collectionsNotFound: (ids: readonly number[]) => `Collections not found: ${ids.join(', ')}`,
  videosNotInCollection: (ids: readonly number[]) => `Videos not in this collection: ${ids.join(', ')}`,
  archivedCollection: 'The collection is archived; unarchive it before changing its videos',
  publishedAtInFuture: 'Published At cannot be later than today',
  publishedAtFormat: 'Published At must be a date (YYYY-MM-DD)',
  chooseVideos: 'Choose at least one video',
  chooseCollections: 'Choose at least one collection',
  nothingToChange: 'Choose at least one field to change',
  imageType: 'The image must be a PNG or JPG file',
  imageUnreadable: 'The image could not be read; upload a PNG or JPG file',
  imageTooLarge: (megabytes: number) => `The image must be at most ${megabytes} MB`,
  imagePixels: (pixels: number) => `The image must have at most ${pixels / 1_000_000} million pixels`,
  imageMissing: 'Choose an image file to upload',
  thumbnailResolution: `Image resolution must be greater than ${THUMBNAIL_RESOLUTION.width}x${THUMBNAIL_RESOLUTION.height}`,
  positionOutOfRange: (max: number) => `Position must be from 0 to ${max}`,
} as const;
