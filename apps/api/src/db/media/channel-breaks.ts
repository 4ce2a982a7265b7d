import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { advertisers, creatives, lineItems } from '../schema/campaigns';
import { channelBreaks } from '../schema/media';

export type KeptBreak = typeof channelBreaks.$inferSelect;

export async function keptBreak(db: Db, channelId: number, breakStart: Date): Promise<KeptBreak | null> {
  const [row] = await db
    .select()
    .from(channelBreaks)
    .where(and(eq(channelBreaks.channelId, channelId), eq(channelBreaks.breakStart, breakStart)));
  return row ?? null;
}

/** Keeps a break's pod unless another process kept one first; the one kept either way. */
export async function keepBreak(db: Db, row: Omit<KeptBreak, 'createdOn'>): Promise<KeptBreak> {
  await db.insert(channelBreaks).values(row).onConflictDoNothing();
  const kept = await keptBreak(db, row.channelId, row.breakStart);
  if (!kept) throw new Error('channel break not kept');
  return kept;
}

/** What the pod shows of its line items and creatives: names, advertiser names and HLS. */
export async function podNamesOf(db: Db, lineItemIds: readonly number[], creativeIds: readonly number[]) {
  const [items, stitched] = await Promise.all([
    lineItemIds.length === 0
      ? []
      : db
          .select({ id: lineItems.id, name: lineItems.name })
          .from(lineItems)
          .where(inArray(lineItems.id, [...lineItemIds])),
    creativeIds.length === 0
      ? []
      : db
          .select({
            id: creatives.id,
            name: creatives.name,
            hlsPath: creatives.hlsPath,
            advertiserName: advertisers.name,
          })
          .from(creatives)
          .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
          .where(inArray(creatives.id, [...creativeIds])),
  ]);
  return {
    lineItems: new Map(items.map((row) => [row.id, row.name])),
    creatives: new Map(stitched.map((row) => [row.id, row])),
  };
}

export type PodNames = Awaited<ReturnType<typeof podNamesOf>>;
