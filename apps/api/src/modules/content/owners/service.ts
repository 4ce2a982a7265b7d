import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentOwners } from '../../../db/schema/tenancy';
import type { AuthContext } from '../../../http/auth';
import { containsPattern } from '../../../http/like';
import { networkScope, ownContentOwnerIds } from '../../../http/scope';

export type ContentOwnerFilter = { coIds?: number[]; name?: string; page: number; size: number };

/** Part 1 §7: without content-owner read the list is filtered to the user's own ids. */
function visibleTo(auth: AuthContext): SQL | undefined {
  const network = networkScope(auth);
  const own = ownContentOwnerIds(auth);
  return and(
    network === null ? undefined : eq(contentOwners.networkId, network),
    auth.permissions.has('CONTENT_OWNERS_READ')
      ? undefined
      : inArray(contentOwners.id, own.length ? own : [0]),
  );
}

export async function listContentOwners(db: Db, auth: AuthContext, filter: ContentOwnerFilter) {
  const where = and(
    visibleTo(auth),
    filter.coIds?.length ? inArray(contentOwners.id, filter.coIds) : undefined,
    filter.name ? ilike(contentOwners.name, containsPattern(filter.name)) : undefined,
  );
  const [content, [total]] = await Promise.all([
    db
      .select({ id: contentOwners.id, name: contentOwners.name, status: contentOwners.status })
      .from(contentOwners)
      .where(where)
      .orderBy(asc(contentOwners.name), asc(contentOwners.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(contentOwners).where(where),
  ]);
  return { content, totalElements: total?.n ?? 0 };
}

/** The given content owners, by name: the signed-in user's own, whatever mask is at work. */
export async function contentOwnersOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { content: [], totalElements: 0 };
  const content = await db
    .select({ id: contentOwners.id, name: contentOwners.name, status: contentOwners.status })
    .from(contentOwners)
    .where(inArray(contentOwners.id, [...ids]))
    .orderBy(asc(contentOwners.name), asc(contentOwners.id));
  return { content, totalElements: content.length };
}
