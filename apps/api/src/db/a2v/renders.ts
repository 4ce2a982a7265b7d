import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { a2vAssets, a2vBrands, a2vRenders } from '../schema/a2v';
import { creatives } from '../schema/campaigns';

export async function setRenderProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.update(a2vRenders).set({ progress }).where(eq(a2vRenders.id, id));
}

const selectRenders = (db: Db) =>
  db
    .select({
      id: a2vRenders.id,
      creativeId: creatives.id,
      creativeName: creatives.name,
      assetId: a2vAssets.id,
      assetName: a2vAssets.name,
      brandId: a2vBrands.id,
      brandName: a2vBrands.name,
      processing: creatives.processing,
      error: creatives.processingError,
      progress: a2vRenders.progress,
      createdOn: a2vRenders.createdOn,
    })
    .from(a2vRenders)
    .innerJoin(creatives, eq(creatives.id, a2vRenders.creativeId))
    .innerJoin(a2vAssets, eq(a2vAssets.id, a2vRenders.assetId))
    .innerJoin(a2vBrands, eq(a2vBrands.id, a2vRenders.brandId))
    .$dynamic();

export type RenderRow = Awaited<ReturnType<ReturnType<typeof selectRenders>['execute']>>[number];

/** A page of renders, newest first, within the caller's scope. */
export async function renderPage(db: Db, where: SQL | undefined, page: { page: number; size: number }) {
  const rows = await selectRenders(db)
    .where(where)
    .orderBy(desc(a2vRenders.createdOn), desc(a2vRenders.id))
    .limit(page.size)
    .offset(page.page * page.size);
  const [total] = await db.select({ value: count() }).from(a2vRenders).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function renderById(db: Db, id: number, scope: SQL | undefined): Promise<RenderRow | null> {
  const [row] = await selectRenders(db).where(and(eq(a2vRenders.id, id), scope));
  return row ?? null;
}
