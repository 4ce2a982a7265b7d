import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishers } from '../../db/schema/tenancy';
import { PUBLISHER } from './publisher-record';

/** The given publishers, by name: the signed-in user's own, whatever mask is at work. */
export async function publishersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const rows = await PUBLISHER.select(db)
    .where(inArray(publishers.id, [...ids]))
    .orderBy(asc(publishers.name), asc(publishers.id));
  return { content: rows.map(PUBLISHER.toDto), totalElements: rows.length };
}
