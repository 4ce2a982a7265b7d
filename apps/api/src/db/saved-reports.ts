import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema/identity';
import { savedReports } from './schema/report-schedules';

export const SAVED_REPORT_UNIQUE = 'saved_reports_user_name_key';

/** A user's saved reports, the newest first. */
export const savedReportsOf = (db: Db, userId: number) =>
  db.select().from(savedReports).where(eq(savedReports.userId, userId)).orderBy(desc(savedReports.id));

/**
 * Saves a report unless the user keeps `max` already (then null). The user's row is locked first, so
 * saves sent at once are counted one after the other and never pass the cap together.
 */
export async function insertSavedReport(db: Db, row: typeof savedReports.$inferInsert, max: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(savedReports)
      .where(eq(savedReports.userId, row.userId));
    if ((held?.n ?? 0) >= max) return null;
    const [saved] = await tx.insert(savedReports).values(row).returning();
    return saved!;
  });
}

/** Deletes the user's own saved report; false when the user has none by that id. */
export async function deleteSavedReport(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .returning({ id: savedReports.id });
  return gone.length > 0;
}
