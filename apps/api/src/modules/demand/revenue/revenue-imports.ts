import { createHash } from 'node:crypto';
import type { RevenueImport, RevenueImportPreview } from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { toMicros } from '@adcast/domain/money';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { upsertPartnerRevenue } from '../../../db/dp-revenue';
import { demandPartners } from '../../../db/schema/demand';
import { dpRevenueImports } from '../../../db/schema/dp-revenue';
import { publishers } from '../../../db/schema/tenancy';
import { conflict, notFound, ruleBroken } from '../../../http/errors';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { ModuleDeps } from '../../module-deps';
import { discrepancyAlertJob } from './discrepancy-alerts';
import { cellsOf, revenueRowsOf, UnreadableFile } from './revenue-file';
import { supportedImportOf } from './supported-imports';

type Row = typeof dpRevenueImports.$inferSelect;
type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'jobs' | 'mailer' | 'log'>;
const WHAT = 'Revenue import';

export const toRevenueImport = (row: Row): RevenueImport => ({
  id: row.id,
  demandPartnerId: row.demandPartnerId,
  supportedImportId: row.supportedImportId,
  fileName: row.fileName,
  status: row.status as RevenueImport['status'],
  failure: row.failure,
  rowCount: row.rows.length,
  errorCount: row.rows.filter((r) => r.messages.length > 0).length,
  createdOn: row.createdOn.toISOString(),
  appliedOn: row.appliedOn?.toISOString() ?? null,
});

export const toPreview = (row: Row): RevenueImportPreview => ({ ...toRevenueImport(row), rows: row.rows });

export const revenueImportsOf = async (db: Db, demandPartnerId: number) =>
  (
    await db
      .select()
      .from(dpRevenueImports)
      .where(eq(dpRevenueImports.demandPartnerId, demandPartnerId))
      .orderBy(desc(dpRevenueImports.id))
      .limit(100)
  ).map(toRevenueImport);

export async function revenueImportOf(db: Db, demandPartnerId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(dpRevenueImports)
    .where(and(eq(dpRevenueImports.id, id), eq(dpRevenueImports.demandPartnerId, demandPartnerId)));
  if (!row) throw notFound(WHAT);
  return row;
}

/** Rows naming a publisher outside the partner's network (or unknown) get a message of their own. */
async function checkPublishers(db: Db, demandPartnerId: number, rows: Row['rows']): Promise<void> {
  const ids = [...new Set(rows.flatMap((row) => (row.publisherId === null ? [] : [row.publisherId])))];
  if (ids.length === 0) return;
  const [partner] = await db
    .select({ networkId: demandPartners.networkId })
    .from(demandPartners)
    .where(eq(demandPartners.id, demandPartnerId));
  const known = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(
      and(
        inArray(publishers.id, ids),
        partner?.networkId == null
          ? undefined
          : or(eq(publishers.networkId, partner.networkId), isNull(publishers.networkId)),
      ),
    );
  const fits = new Set(known.map((row) => row.id));
  for (const row of rows) {
    if (row.publisherId !== null && !fits.has(row.publisherId))
      row.messages.push(M.badPublisher(String(row.publisherId)));
  }
}

/** Reads an uploaded file into preview rows (the background job's work). */
async function readRevenueImport(db: Db, id: number): Promise<void> {
  const [row] = await db.select().from(dpRevenueImports).where(eq(dpRevenueImports.id, id));
  if (row?.status !== 'READING' || row.fileBase64 === null) return;
  const format = await supportedImportOf(db, row.demandPartnerId, row.supportedImportId);
  let outcome: Partial<Row>;
  try {
    const rows = revenueRowsOf(await cellsOf(Buffer.from(row.fileBase64, 'base64')), format.columns);
    await checkPublishers(db, row.demandPartnerId, rows);
    outcome = { status: 'PREVIEW', rows };
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    outcome = { status: 'FAILED', failure: error.message };
  }
  await db
    .update(dpRevenueImports)
    .set({ ...outcome, fileBase64: null })
    .where(eq(dpRevenueImports.id, id));
}

export const revenueImportJob = (db: Db): JobDefinition<{ revenueImportId: number }> => ({
  name: 'dp-revenue-import',
  schema: z.object({ revenueImportId: z.number().int().positive() }),
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  run: ({ revenueImportId }) => readRevenueImport(db, revenueImportId),
});

/**
 * Takes the partner's file for reading in the background. The same file again (same bytes, same
 * partner) is the import already made: it answers that one and changes nothing.
 */
export async function startRevenueImport(
  deps: Deps,
  input: {
    demandPartnerId: number;
    supportedImportId: number;
    fileName: string;
    bytes: Buffer;
    userId: number;
  },
): Promise<{ created: boolean; revenueImport: RevenueImport }> {
  await supportedImportOf(deps.db, input.demandPartnerId, input.supportedImportId);
  const contentHash = createHash('sha256').update(input.bytes).digest('hex');
  const [row] = await deps.db
    .insert(dpRevenueImports)
    .values({
      demandPartnerId: input.demandPartnerId,
      supportedImportId: input.supportedImportId,
      fileName: input.fileName,
      contentHash,
      fileBase64: input.bytes.toString('base64'),
      createdBy: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const [same] = await deps.db
      .select()
      .from(dpRevenueImports)
      .where(
        and(
          eq(dpRevenueImports.demandPartnerId, input.demandPartnerId),
          eq(dpRevenueImports.contentHash, contentHash),
        ),
      );
    return { created: false, revenueImport: toRevenueImport(same as Row) };
  }
  await deps.jobs.send(revenueImportJob(deps.db), { revenueImportId: row.id });
  return { created: true, revenueImport: toRevenueImport(row) };
}

/**
 * Writes a previewed import's rows (every row must be clean, else nothing is written), then
 * queues the discrepancy check of its days. An import already applied answers as it is.
 */
export async function applyRevenueImport(deps: Deps, demandPartnerId: number, id: number) {
  const row = await revenueImportOf(deps.db, demandPartnerId, id);
  if (row.status === 'APPLIED') return toRevenueImport(row);
  if (row.status === 'READING') throw conflict(M.notReady);
  if (row.status === 'FAILED') throw ruleBroken(M.failed);
  const bad = row.rows.filter((r) => r.messages.length > 0).map((r) => r.line);
  if (bad.length > 0) throw ruleBroken(M.hasErrors(bad));
  const applied = await deps.db.transaction(async (tx) => {
    await upsertPartnerRevenue(
      tx,
      row.rows.map((r) => ({
        demandPartnerId,
        day: r.day as string,
        publisherId: r.publisherId ?? 0,
        impressions: r.impressions as number,
        revenueMicros: toMicros(r.revenue as number),
        importId: row.id,
      })),
    );
    const [done] = await tx
      .update(dpRevenueImports)
      .set({ status: 'APPLIED', appliedOn: new Date() })
      .where(and(eq(dpRevenueImports.id, id), eq(dpRevenueImports.status, 'PREVIEW')))
      .returning();
    return done;
  });
  if (!applied) return toRevenueImport(await revenueImportOf(deps.db, demandPartnerId, id));
  const days = row.rows.map((r) => r.day as string).sort();
  await deps.jobs.send(discrepancyAlertJob(deps), {
    demandPartnerId,
    dateFrom: days[0] as string,
    dateTo: days[days.length - 1] as string,
  });
  return toRevenueImport(applied);
}
