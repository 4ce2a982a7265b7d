import { DISPLAY_CREATIVE_CONTRACT } from '@adcast/domain/campaigns/display-creative-contract';
import {
  DISPLAY_CREATIVE_MESSAGES,
  type DisplayCreative,
  DisplayCreativeInputSchema,
  type DisplayCreativeUpdateSchema,
} from '@adcast/domain/campaigns/display-creatives';
import type { z } from 'zod';
import { removeUnreferencedFiles, storeImage } from '../../../db/catalogue/media-files';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import type { RecordRestore } from '../../../records/area';
import { snapshotInput } from '../../../records/snapshot';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { networkOfAdvertiser } from '../advertisers/advertiser-network';
import { DISPLAY_CREATIVE } from './display-creative-record';
import type { ImageUpload } from './upload';

type DisplayCreativeInput = z.output<typeof DisplayCreativeInputSchema>;
type DisplayCreativeUpdate = z.output<typeof DisplayCreativeUpdateSchema>;
type Size = { width: number; height: number };

/** A width and height sent with the creative are the image's own, or the write is refused. */
function checkSize(input: DisplayCreativeInput, image: Size) {
  const differs =
    (input.width != null && input.width !== image.width) ||
    (input.height != null && input.height !== image.height);
  if (differs) throw badRequest(DISPLAY_CREATIVE_MESSAGES.sizeMismatch(image.width, image.height));
}

/** The row's columns from the input: the network is its advertiser's, the size the image's. */
async function checkedValues(ctx: WriteContext, input: DisplayCreativeInput) {
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  const { width: _width, height: _height, ...fields } = input;
  return { ...fields, networkId };
}

/**
 * Runs a write with a new image stored first (by content hash, once); an image this call stored
 * goes again when the write fails. A replaced image is kept, as replaced logos are.
 */
async function withImage<T>(
  ctx: WriteContext,
  image: ImageUpload | undefined,
  write: (imageColumns: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  if (!image) return write({});
  const stored = await storeImage(ctx.db, image);
  try {
    return await write({
      imageFileId: stored.id,
      imageFileName: image.fileName,
      width: image.width,
      height: image.height,
    });
  } catch (error) {
    if (stored.created) await removeUnreferencedFiles(ctx.db, [stored.id]);
    throw error;
  }
}

/** Part 2 §7 create: the creative and its image (PNG, JPG or GIF). */
export async function createDisplayCreative(
  ctx: WriteContext,
  input: DisplayCreativeInput,
  image: ImageUpload | undefined,
): Promise<DisplayCreative> {
  if (!image) throw badRequest(DISPLAY_CREATIVE_MESSAGES.imageRequired);
  checkSize(input, image);
  const values = await checkedValues(ctx, input);
  return withImage(ctx, image, (imageColumns) =>
    createRecord(ctx, DISPLAY_CREATIVE, { ...values, ...imageColumns }),
  );
}

/** Part 2 §7 update: new fields, and a new image or the one it has. */
export async function updateDisplayCreative(
  ctx: WriteContext,
  id: number,
  input: DisplayCreativeUpdate,
  image?: ImageUpload,
): Promise<DisplayCreative> {
  const { version, ...fields } = input;
  if (image) checkSize(fields, image);
  const values = await checkedValues(ctx, fields);
  return withImage(ctx, image, (imageColumns) =>
    updateRecord(
      ctx,
      DISPLAY_CREATIVE,
      { id, version },
      { ...values, ...imageColumns, updatedOn: new Date() },
      {
        before: async (_tx: Db, before: DisplayCreative) => {
          if (!image) checkSize(fields, before);
        },
      },
    ),
  );
}

/** A revert: the fields a changelog snapshot holds, as one new version; the image stays today's. */
export const restoreDisplayCreative: RecordRestore = async (ctx, snapshot, { id, version }) => {
  const input = snapshotInput(
    DisplayCreativeInputSchema,
    DISPLAY_CREATIVE_CONTRACT.inputOf(snapshot as DisplayCreative),
  );
  const values = await checkedValues(ctx, { ...input, width: null, height: null });
  return updateRecord(ctx, DISPLAY_CREATIVE, { id, version }, { ...values, updatedOn: new Date() });
};
