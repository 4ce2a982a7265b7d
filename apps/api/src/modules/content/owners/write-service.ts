import { imageKeyOf } from '@adcast/domain/catalogue/paths';
import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { CONTENT_OWNER_CONTRACT } from '@adcast/domain/content/owner-contract';
import {
  type ContentOwner,
  ContentOwnerFinancialSchema,
  ContentOwnerInputSchema,
  type ContentOwnerUpdateSchema,
} from '@adcast/domain/content/owners';
import type { z } from 'zod';
import { imageIdByKey, removeUnreferencedFiles, storeImage } from '../../../db/catalogue/media-files';
import { ruleBroken } from '../../../http/errors';
import type { CheckedImage } from '../../../http/image-check';
import type { RecordRestore } from '../../../records/area';
import { resolveNetwork } from '../../../records/network-choice';
import { snapshotInput } from '../../../records/snapshot';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { CONTENT_OWNER } from './content-owner-record';

type ContentOwnerInput = z.output<typeof ContentOwnerInputSchema>;
type ContentOwnerUpdate = z.output<typeof ContentOwnerUpdateSchema>;

/**
 * Runs a write that may point the owner at a new logo: the logo is stored first (by content hash,
 * once). The replaced logo is kept: the changelog entry of the write names it as the earlier
 * logo, and reverting that entry points the owner at it again. A logo this call stored goes again
 * when the write fails.
 */
async function withLogo<T>(
  ctx: WriteContext,
  logo: CheckedImage | undefined,
  write: (logoFileId: number | undefined) => Promise<T>,
): Promise<T> {
  const stored = logo ? await storeImage(ctx.db, logo) : undefined;
  try {
    return await write(stored?.id);
  } catch (error) {
    if (stored?.created) await removeUnreferencedFiles(ctx.db, [stored.id]);
    throw error;
  }
}

/** Part 2 §7 create: the details and an optional logo; a network user's owner is in its network. */
export async function createContentOwner(ctx: WriteContext, input: ContentOwnerInput, logo?: CheckedImage) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId ?? null);
  return withLogo(ctx, logo, (logoFileId) =>
    createRecord(ctx, CONTENT_OWNER, { ...input, networkId, logoFileId: logoFileId ?? null }),
  );
}

/** Part 2 §7 update: new details, and a new logo (or none, with removeLogo) while the version holds. */
export async function updateContentOwner(
  ctx: WriteContext,
  id: number,
  input: ContentOwnerUpdate,
  logo?: CheckedImage,
) {
  const { version, removeLogo, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId ?? null);
  const changesLogo = Boolean(logo || removeLogo);
  return withLogo(ctx, logo, (logoFileId) =>
    updateRecord(
      ctx,
      CONTENT_OWNER,
      { id, version },
      {
        ...fields,
        networkId,
        ...(changesLogo ? { logoFileId: logoFileId ?? null } : {}),
        updatedOn: new Date(),
      },
    ),
  );
}

/** The financial tab: revenue model, contract term and start. */
export function updateContentOwnerFinancial(
  ctx: WriteContext,
  id: number,
  input: z.output<typeof ContentOwnerFinancialSchema>,
) {
  const { version, ...terms } = input;
  return updateRecord(ctx, CONTENT_OWNER, { id, version }, { ...terms, updatedOn: new Date() });
}

/**
 * The logo file an earlier version showed at `logoUrl` (null: none). Replaced logos are kept for
 * their changelog entries; one that is gone all the same (stored before they were kept, or shared
 * by hash with an image since removed) is refused with a message that says so.
 */
async function earlierLogo(ctx: WriteContext, logoUrl: string | null): Promise<number | null> {
  if (logoUrl === null) return null;
  const key = imageKeyOf(logoUrl);
  const fileId = key ? await imageIdByKey(ctx.db, key) : null;
  if (fileId === null) throw ruleBroken(CHANGELOG_MESSAGES.imageGone);
  return fileId;
}

/**
 * A revert: the details, financial terms and logo a changelog snapshot holds, as one new version.
 * A snapshot without a logo address (older than kept logos) keeps today's logo.
 */
export const restoreContentOwner: RecordRestore = async (ctx, snapshot, { id, version }) => {
  const fields = snapshotInput(
    ContentOwnerInputSchema,
    CONTENT_OWNER_CONTRACT.inputOf(snapshot as ContentOwner),
  );
  const { version: _same, ...terms } = snapshotInput(ContentOwnerFinancialSchema, { ...snapshot, version });
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId ?? null);
  const logoUrl = snapshot.logoUrl as string | null | undefined;
  const logo = logoUrl === undefined ? {} : { logoFileId: await earlierLogo(ctx, logoUrl) };
  return updateRecord(
    ctx,
    CONTENT_OWNER,
    { id, version },
    { ...fields, ...terms, networkId, ...logo, updatedOn: new Date() },
  );
};
