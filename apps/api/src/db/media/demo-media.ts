import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { collections } from '../schema/catalogue';

/** The demo loop's collection, if the demo media was made already. */
export async function demoCollection(db: Db, title: string): Promise<number | null> {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.title, title));
  return row?.id ?? null;
}

/** A collection of the product's own (VB) with the playlist feed categories given. */
export async function insertDemoCollection(
  db: Db,
  collection: { title: string; description: string; categories: number[] },
): Promise<number> {
  const [row] = await db.insert(collections).values(collection).returning({ id: collections.id });
  if (!row) throw new Error('collection not inserted');
  return row.id;
}
