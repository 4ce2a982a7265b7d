import type { CollectionInputSchema, CollectionUpdateSchema } from '@adcast/domain/catalogue/collections';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { removeUnreferencedFiles, storeImage } from '../../db/catalogue/media-files';
import { collections } from '../../db/schema/catalogue';
import { nextVersion, stillAt } from '../../db/versioned-rows';
import type { CheckedImage } from '../../http/image-check';
import { networkScope } from '../../http/scope';
import { trackedRowOf } from '../../records/rows';
import { changeTracked } from '../../records/tracked-write';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { COLLECTION } from './collection-record';

type CollectionInput = z.output<typeof CollectionInputSchema>;
type CollectionUpdate = z.output<typeof CollectionUpdateSchema>;

/** A new collection; a network user's belongs to its network. */
export const createCollection = (ctx: WriteContext, input: CollectionInput) =>
  createRecord(ctx, COLLECTION, { ...input, networkId: networkScope(ctx.auth) });

export function updateCollection(ctx: WriteContext, id: number, update: CollectionUpdate) {
  const { version, ...fields } = update;
  return updateRecord(ctx, COLLECTION, { id, version }, fields);
}

/** The collection's image or poster (part 1 §3); the file it replaces goes once nothing uses it. */
export function setCollectionImage(
  ctx: WriteContext,
  id: number,
  which: 'image' | 'poster',
  image: CheckedImage,
  version?: number,
) {
  const column = which === 'image' ? 'imageFileId' : 'posterFileId';
  return ctx.db.transaction(async (db) => {
    const [old] = await db
      .select({ file: collections[column] })
      .from(collections)
      .where(eq(collections.id, id));
    const updated = await changeTracked(db, ctx.auth, trackedRowOf(COLLECTION), {
      id,
      version,
      action: 'UPDATE',
      apply: async (tx, before) => {
        const { id: fileId } = await storeImage(tx, image);
        const rows = await tx
          .update(collections)
          .set({ [column]: fileId, ...nextVersion(collections) })
          .where(stillAt(collections, before))
          .returning({ id: collections.id });
        return rows.length > 0;
      },
    });
    await removeUnreferencedFiles(db, [old?.file ?? null]);
    return updated;
  });
}
