import type { VideoBulkData } from '@adcast/domain/catalogue/video-writes';
import type { OwnerType } from '@adcast/domain/enumerations';
import { type VideoFieldValues, videoFieldsValid } from './video-fields';

/** The bulk edit form: the shared metadata fields plus ownership. No owner type: ownership unchanged. */
export interface BulkEditValues extends VideoFieldValues {
  ownerType: OwnerType | null;
  publisherId: number | null;
  coId: number | null;
}

/** Part 2 §5: an owner type other than the product's own needs its owner picked. */
export const ownerMissing = (values: BulkEditValues): boolean =>
  (values.ownerType === 'PUBLISHER' && values.publisherId === null) ||
  (values.ownerType === 'CONTENT_OWNER' && values.coId === null);

/** What the bulk edit sends: only the fields given change (tags, genres and flags given replace the lists). */
export function bulkDataOf(values: BulkEditValues): VideoBulkData {
  return {
    ...(values.ownerType && {
      ownerType: values.ownerType,
      publisherId: values.ownerType === 'PUBLISHER' ? values.publisherId : null,
      coId: values.ownerType === 'CONTENT_OWNER' ? values.coId : null,
    }),
    ...(values.artist && { artist: values.artist }),
    ...(values.publishedAt && { publishedAt: values.publishedAt }),
    ...(values.tags.length > 0 && { tags: values.tags }),
    ...(values.genre && { genres: [values.genre] }),
    ...(values.flags.length > 0 && { flags: values.flags }),
  };
}

/** Save is offered when the owner rule holds, the date is valid and something would change. */
export const bulkEditSavable = (
  values: BulkEditValues,
  thumbnail: File | null,
  videoCount: number,
): boolean =>
  videoCount > 0 &&
  !ownerMissing(values) &&
  videoFieldsValid(values) &&
  (thumbnail !== null || Object.keys(bulkDataOf(values)).length > 0);
