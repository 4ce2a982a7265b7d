import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { FEED_THUMBNAIL_RULE, THUMBNAIL_MIME_TYPES, THUMBNAIL_RESOLUTION } from '@adcast/domain/limits';
import type { ImageRules } from '../../../ui/image-upload/image-file';

/** Part 2 §5 thumbnails: PNG or JPG, resolution greater than 480x360. */
export const THUMBNAIL_RULES: ImageRules = {
  accept: THUMBNAIL_MIME_TYPES,
  typeMessage: CATALOGUE_MESSAGES.imageType,
  resolution: THUMBNAIL_RESOLUTION,
  mode: 'greater',
};

/** Part 1 §5 'Parse feed' thumbnail: PNG or JPG, at least 480x360. */
export const FEED_THUMBNAIL_RULES: ImageRules = { ...THUMBNAIL_RULES, ...FEED_THUMBNAIL_RULE };
