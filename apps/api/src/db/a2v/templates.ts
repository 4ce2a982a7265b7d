import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { a2vTemplates } from '../schema/a2v';

export async function templateOf(db: Db, networkId: number) {
  const [row] = await db.select().from(a2vTemplates).where(eq(a2vTemplates.networkId, networkId));
  return row ?? null;
}

/**
 * Saves a network's layout when the caller saw the version stored (0: none yet); answers the new
 * version, or null when someone saved in between.
 */
export async function saveTemplate(
  db: Db,
  networkId: number,
  layout: unknown,
  seen: number,
  userId: number,
): Promise<number | null> {
  if (seen === 0) {
    const inserted = await db
      .insert(a2vTemplates)
      .values({ networkId, layout, updatedBy: userId })
      .onConflictDoNothing()
      .returning({ version: a2vTemplates.version });
    return inserted[0]?.version ?? null;
  }
  const updated = await db
    .update(a2vTemplates)
    .set({ layout, updatedBy: userId, updatedOn: new Date(), version: seen + 1 })
    .where(and(eq(a2vTemplates.networkId, networkId), eq(a2vTemplates.version, seen)))
    .returning({ version: a2vTemplates.version });
  return updated[0]?.version ?? null;
}
