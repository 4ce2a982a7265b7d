import { CATALOGUE_MESSAGES } from '@adcast/domain/catalogue/messages';
import { THUMBNAIL_MIME_TYPES, THUMBNAIL_RESOLUTION } from '@adcast/domain/limits';
import type { ImageRules } from '../../../ui/image-upload/image-file';

/** Part 2 §5 thumbnails: PNG or JPG, resolution greater than 480x360. */
export const THUMBNAIL_RULES: ImageRules = {
  accept: THUMBNAIL_MIME_TYPES,
  typeMessage: CATALOGUE_MESSAGES.imageType,
  resolution: THUMBNAIL_RESOLUTION,
  mode: 'greater',
};
