import { eq, lt } from 'drizzle-orm';
import type { Db } from './client';
import { decisionLog } from './schema/beacons';

export type DecisionLogRow = typeof decisionLog.$inferInsert;

const BATCH = 500;

/** Writes logged decisions in batches; an id written twice (a retried flush) stays the first. */
export async function insertDecisions(db: Db, rows: readonly DecisionLogRow[]) {
  for (let start = 0; start < rows.length; start += BATCH)
    await db
      .insert(decisionLog)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing();
}

export async function decisionRowById(db: Db, id: string) {
  const [row] = await db.select().from(decisionLog).where(eq(decisionLog.id, id));
  return row;
}

/** Forgets the decisions made before a moment. */
export async function forgetDecisionsBefore(db: Db, before: Date) {
  await db.delete(decisionLog).where(lt(decisionLog.decidedOn, before));
}
