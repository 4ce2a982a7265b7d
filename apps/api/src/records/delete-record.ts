import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recordChange } from './changelog-entry';
import type { AnyRecord, Versioned } from './definition';
import { loadRecord } from './rows';
import type { WriteContext } from './writes';

/**
 * Deletes a row the caller may see (404 otherwise) once `refuse` has found nothing against it,
 * and writes the changelog's DELETE entry (with the row as it was) in the same transaction.
 */
export async function deleteRecord<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  id: number,
  refuse: (tx: Db, before: TDto) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await loadRecord(tx, ctx.auth, definition, id);
    await refuse(tx, before);
    await tx.delete(definition.table).where(eq(definition.table.id, id));
    await recordChange(tx, {
      entityType: definition.entityType,
      entityId: id,
      action: 'DELETE',
      userId: ctx.auth.user.id,
      networkId: definition.networkOf(before),
      before,
    });
  });
  ctx.written?.(definition.entityType, id);
}
