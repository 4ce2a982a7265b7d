import type {
  ContentOwnerFinancialSchema,
  ContentOwnerInputSchema,
  ContentOwnerUpdateSchema,
} from '@adcast/domain/content/owners';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { removeUnreferencedFiles, storeImage } from '../../../db/catalogue/media-files';
import { contentOwners } from '../../../db/schema/tenancy';
import type { CheckedImage } from '../../../media/image-check';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { CONTENT_OWNER } from './rows';

type ContentOwnerInput = z.output<typeof ContentOwnerInputSchema>;
type ContentOwnerUpdate = z.output<typeof ContentOwnerUpdateSchema>;

/**
 * Runs a write that may point the owner at a new logo: the logo is stored first (by content hash,
 * once), and whichever file ends up unused (the old logo, or the new one when the write fails) goes.
 */
async function withLogo<T>(
  ctx: WriteContext,
  logo: CheckedImage | undefined,
  write: (logoFileId: number | undefined) => Promise<T>,
  replaced: () => Promise<number | null>,
): Promise<T> {
  const stored = logo ? await storeImage(ctx.db, logo) : undefined;
  const old = await replaced();
  try {
    const result = await write(stored?.id);
    await removeUnreferencedFiles(ctx.db, [old]);
    return result;
  } catch (error) {
    await removeUnreferencedFiles(ctx.db, [stored?.id ?? null]);
    throw error;
  }
}

/** The owner's logo file now (before a write replaces it). */
async function logoFileOf(ctx: WriteContext, id: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ logo: contentOwners.logoFileId })
    .from(contentOwners)
    .where(eq(contentOwners.id, id));
  return row?.logo ?? null;
}

/** Part 2 §7 create: the details and an optional logo; a network user's owner is in its network. */
export async function createContentOwner(ctx: WriteContext, input: ContentOwnerInput, logo?: CheckedImage) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId ?? null);
  return withLogo(
    ctx,
    logo,
    (logoFileId) => createRecord(ctx, CONTENT_OWNER, { ...input, networkId, logoFileId: logoFileId ?? null }),
    async () => null,
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
  return withLogo(
    ctx,
    logo,
    (logoFileId) =>
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
    async () => (changesLogo ? logoFileOf(ctx, id) : null),
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

/** A revert: the details and financial terms an earlier version had, as one new version (the logo stays). */
export async function restoreContentOwner(
  ctx: WriteContext,
  id: number,
  details: ContentOwnerUpdate,
  terms: z.output<typeof ContentOwnerFinancialSchema>,
) {
  const { version, removeLogo: _keep, ...fields } = details;
  const { version: _same, ...financial } = terms;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId ?? null);
  return updateRecord(
    ctx,
    CONTENT_OWNER,
    { id, version },
    { ...fields, ...financial, networkId, updatedOn: new Date() },
  );
}
