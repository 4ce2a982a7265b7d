import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentOwners } from '../../../db/schema/tenancy';
import { CONTENT_OWNER } from './content-owner-record';

/** The given content owners, by name: the signed-in user's own, whatever mask is at work. */
export async function contentOwnersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const rows = await CONTENT_OWNER.select(db)
    .where(inArray(contentOwners.id, [...ids]))
    .orderBy(asc(contentOwners.name), asc(contentOwners.id));
  return { content: rows.map(CONTENT_OWNER.toDto), totalElements: rows.length };
}
