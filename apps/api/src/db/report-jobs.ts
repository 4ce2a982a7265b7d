import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { reportJobs } from './schema/report-jobs';

export type ReportJobRow = typeof reportJobs.$inferSelect;

export async function insertReportJob(db: Db, row: typeof reportJobs.$inferInsert): Promise<ReportJobRow> {
  const [job] = await db.insert(reportJobs).values(row).returning();
  return job!;
}

/** A user's report jobs, the newest first. */
export const reportJobsOf = (db: Db, userId: number) =>
  db.select().from(reportJobs).where(eq(reportJobs.userId, userId)).orderBy(desc(reportJobs.id));

/** One of the user's own report jobs; another user's is not found. */
export async function reportJobOf(db: Db, userId: number, id: number): Promise<ReportJobRow | undefined> {
  const [job] = await db
    .select()
    .from(reportJobs)
    .where(and(eq(reportJobs.id, id), eq(reportJobs.userId, userId)));
  return job;
}

export async function reportJobById(db: Db, id: number): Promise<ReportJobRow | undefined> {
  const [job] = await db.select().from(reportJobs).where(eq(reportJobs.id, id));
  return job;
}

export async function updateReportJob(
  db: Db,
  id: number,
  change: Partial<Pick<ReportJobRow, 'status' | 'progress' | 'rows' | 'fileKey' | 'error' | 'finishedOn'>>,
): Promise<void> {
  await db.update(reportJobs).set(change).where(eq(reportJobs.id, id));
}

export async function deleteReportJobs(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(reportJobs).where(inArray(reportJobs.id, ids));
}
