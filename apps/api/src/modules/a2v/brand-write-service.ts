import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND_CONTRACT } from '@adcast/domain/a2v/brand-contract';
import {
  BRAND_MESSAGES,
  type Brand,
  BrandInputSchema,
  type BrandUpdateSchema,
} from '@adcast/domain/a2v/brands';
import type { z } from 'zod';
import { removeUnreferencedFiles, storeImage } from '../../db/catalogue/media-files';
import { badRequest } from '../../http/errors';
import type { MediaStorage } from '../../media/storage/media-storage';
import type { RecordRestore } from '../../records/area';
import { snapshotInput } from '../../records/snapshot';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { networkOfAdvertiser } from '../campaigns/advertisers/advertiser-network';
import { BRAND } from './brand-record';
import { type BrandFiles, type BrandVideo, isBrandImage } from './brand-upload';

type BrandInput = z.output<typeof BrandInputSchema>;
type BrandUpdate = z.output<typeof BrandUpdateSchema>;

/** The row's columns from the input: the network is its advertiser's (visible, not archived). */
async function checkedValues(ctx: WriteContext, input: BrandInput) {
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  const { removeBackground: _remove, ...fields } = input;
  return { ...fields, networkId };
}

/** A background video goes to the media storage under `a2v/backgrounds/`. */
async function storeVideo(storage: MediaStorage, video: BrandVideo): Promise<string> {
  const key = `a2v/backgrounds/${randomBytes(16).toString('hex')}`;
  const scratch = await storage.scratch();
  try {
    const path = join(scratch, 'background');
    await writeFile(path, video.bytes);
    await storage.putFrom(key, path);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return key;
}

const NO_BACKGROUND = { backgroundFileId: null, backgroundVideoKey: null, backgroundFileName: null } as const;

/**
 * Runs a write with the new files stored first (images by content hash, once; a video in the
 * storage); images this call stored go again when the write fails. Replaced files are kept, as
 * replaced logos are elsewhere.
 */
async function withFiles<T>(
  ctx: WriteContext,
  storage: MediaStorage,
  files: BrandFiles,
  write: (columns: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const created: number[] = [];
  const columns: Record<string, unknown> = {};
  try {
    if (files.logo) {
      const stored = await storeImage(ctx.db, files.logo);
      if (stored.created) created.push(stored.id);
      Object.assign(columns, { logoFileId: stored.id, logoFileName: files.logo.fileName });
    }
    const background = files.background;
    if (background && isBrandImage(background)) {
      const stored = await storeImage(ctx.db, background);
      if (stored.created) created.push(stored.id);
      Object.assign(columns, NO_BACKGROUND, {
        backgroundFileId: stored.id,
        backgroundFileName: background.fileName,
      });
    } else if (background) {
      const key = await storeVideo(storage, background);
      Object.assign(columns, NO_BACKGROUND, {
        backgroundVideoKey: key,
        backgroundFileName: background.fileName,
      });
    }
    return await write(columns);
  } catch (error) {
    if (created.length) await removeUnreferencedFiles(ctx.db, created);
    throw error;
  }
}

export async function createBrand(
  ctx: WriteContext,
  storage: MediaStorage,
  input: BrandInput,
  files: BrandFiles,
): Promise<Brand> {
  if (!files.logo) throw badRequest(BRAND_MESSAGES.logoRequired);
  const values = await checkedValues(ctx, input);
  return withFiles(ctx, storage, files, (columns) => createRecord(ctx, BRAND, { ...values, ...columns }));
}

export async function updateBrand(
  ctx: WriteContext,
  storage: MediaStorage,
  id: number,
  input: BrandUpdate,
  files: BrandFiles,
): Promise<Brand> {
  const { version, ...fields } = input;
  const values = await checkedValues(ctx, fields);
  const dropped = fields.removeBackground && !files.background ? NO_BACKGROUND : {};
  return withFiles(ctx, storage, files, (columns) =>
    updateRecord(ctx, BRAND, { id, version }, { ...values, ...dropped, ...columns, updatedOn: new Date() }),
  );
}

/** A revert: the fields a changelog snapshot holds, as one new version; the files stay today's. */
export const restoreBrand: RecordRestore = async (ctx, snapshot, { id, version }) => {
  const input = snapshotInput(BrandInputSchema, BRAND_CONTRACT.inputOf(snapshot as Brand));
  const values = await checkedValues(ctx, input);
  return updateRecord(ctx, BRAND, { id, version }, { ...values, updatedOn: new Date() });
};
