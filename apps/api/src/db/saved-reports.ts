import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { savedReports } from './schema/report-schedules';

export const SAVED_REPORT_UNIQUE = 'saved_reports_user_name_key';

/** A user's saved reports, the newest first. */
export const savedReportsOf = (db: Db, userId: number) =>
  db.select().from(savedReports).where(eq(savedReports.userId, userId)).orderBy(desc(savedReports.id));

export async function insertSavedReport(db: Db, row: typeof savedReports.$inferInsert) {
  const [saved] = await db.insert(savedReports).values(row).returning();
  return saved!;
}

/** Deletes the user's own saved report; false when the user has none by that id. */
export async function deleteSavedReport(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .returning({ id: savedReports.id });
  return gone.length > 0;
}
