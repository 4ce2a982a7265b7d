import { type AnyColumn, and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { adsTxtCrawls } from './schema/ads-txt';

export type AdsTxtCrawlRow = typeof adsTxtCrawls.$inferSelect;

/** Keeps a subject's last crawl, replacing the one before. */
export async function saveCrawl(db: Db, row: AdsTxtCrawlRow): Promise<void> {
  const { subjectKind: _kind, subjectId: _id, ...change } = row;
  await db
    .insert(adsTxtCrawls)
    .values(row)
    .onConflictDoUpdate({ target: [adsTxtCrawls.subjectKind, adsTxtCrawls.subjectId], set: change });
}

export async function crawlOf(db: Db, kind: string, subjectId: number): Promise<AdsTxtCrawlRow | undefined> {
  const [row] = await db
    .select()
    .from(adsTxtCrawls)
    .where(and(eq(adsTxtCrawls.subjectKind, kind), eq(adsTxtCrawls.subjectId, subjectId)));
  return row;
}

/** Of these subjects, those crawled after `since`. */
export async function crawledSince(
  db: Db,
  kind: string,
  subjectIds: number[],
  since: Date,
): Promise<Set<number>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .select({ id: adsTxtCrawls.subjectId })
    .from(adsTxtCrawls)
    .where(
      and(
        eq(adsTxtCrawls.subjectKind, kind),
        inArray(adsTxtCrawls.subjectId, subjectIds),
        gt(adsTxtCrawls.crawledAt, since),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Subjects (by their id column) whose last crawl is missing or was of another target than the
 * first of `targets` that is set: one never crawled, or whose URL changed since.
 */
export const lastCrawlNotOf = (kind: string, id: AnyColumn, ...targets: AnyColumn[]): SQL =>
  sql`not exists (select 1 from ${adsTxtCrawls} where ${adsTxtCrawls.subjectKind} = ${kind} and ${adsTxtCrawls.subjectId} = ${id} and ${adsTxtCrawls.target} = coalesce(${sql.join(targets, sql`, `)}))`;
