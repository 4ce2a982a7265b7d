import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema/identity';
import { savedViews } from './schema/saved-views';

export const SAVED_VIEW_UNIQUE = 'saved_views_user_list_name_unique';

export type SavedViewRow = typeof savedViews.$inferSelect;

const ofUserList = (userId: number, list: string) =>
  and(eq(savedViews.userId, userId), eq(savedViews.list, list));

/** A page of the user's views of a list, by name (the unique index's order). */
export async function savedViewPage(
  db: Db,
  filter: { userId: number; list: string; page: number; size: number },
): Promise<{ rows: SavedViewRow[]; total: number }> {
  const where = ofUserList(filter.userId, filter.list);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedViews)
      .where(where)
      .orderBy(sql`lower(${savedViews.name})`, asc(savedViews.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ value: count() }).from(savedViews).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Saves a view unless the user keeps `max` of that list already (then null). The user's row is
 * locked first, so saves sent at once are counted one after the other and never pass the cap together.
 */
export async function insertSavedView(
  db: Db,
  row: Pick<typeof savedViews.$inferInsert, 'userId' | 'list' | 'name' | 'search'>,
  max: number,
): Promise<SavedViewRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [held] = await tx.select({ n: count() }).from(savedViews).where(ofUserList(row.userId, row.list));
    if ((held?.n ?? 0) >= max) return null;
    const [saved] = await tx.insert(savedViews).values(row).returning();
    return saved!;
  });
}

/** Renames the user's own view; null when the user has none by that id. */
export async function renameSavedView(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<SavedViewRow | null> {
  const [row] = await db
    .update(savedViews)
    .set({ name, updatedOn: new Date() })
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning();
  return row ?? null;
}

/** Deletes the user's own view; false when the user has none by that id. */
export async function deleteSavedView(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return gone.length > 0;
}
