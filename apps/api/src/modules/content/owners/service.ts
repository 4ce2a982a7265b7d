import type { ContentOwner, ContentOwnerListFilter } from '@adcast/domain/content/owners';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { contentOwners } from '../../../db/schema/tenancy';
import { containsText } from '../../../db/search';
import { orderOf } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { networkScope } from '../../../http/scope';

/** Part 1 §7: without content-owner read the list is filtered to the user's own ids. */
function visibleTo(auth: AuthContext): SQL | undefined {
  const network = networkScope(auth);
  const own = auth.user.contentOwnerIds;
  return and(
    network === null ? undefined : eq(contentOwners.networkId, network),
    auth.permissions.has('CONTENT_OWNERS_READ')
      ? undefined
      : inArray(contentOwners.id, own.length ? own : [0]),
  );
}

const BY_NAME = { sortProperty: 'name', sortDirection: 'asc' } as const;

export function listContentOwners(db: Db, auth: AuthContext, filter: ContentOwnerListFilter) {
  const where = and(
    visibleTo(auth),
    filter.coIds?.length ? inArray(contentOwners.id, filter.coIds) : undefined,
    filter.name ? containsText(contentOwners.name, filter.name) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => (await db.select({ n: count() }).from(contentOwners).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset, reversed }) => {
      const rows = await db
        .select({ id: contentOwners.id, name: contentOwners.name, status: contentOwners.status })
        .from(contentOwners)
        .where(where)
        .orderBy(...orderOf({ name: contentOwners.name }, contentOwners.id, BY_NAME, reversed))
        .limit(limit)
        .offset(offset);
      return rows.map((row): ContentOwner => ({ ...row, status: row.status as ContentOwner['status'] }));
    },
  });
}
