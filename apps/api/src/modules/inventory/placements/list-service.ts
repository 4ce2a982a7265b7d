import type { PlacementListFilter } from '@adcast/domain/inventory/placements';
import type { StatusCount } from '@adcast/domain/records';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage } from '../../../db/paging';
import { placements } from '../../../db/schema/inventory';
import { containsText } from '../../../db/search';
import { orderOf } from '../../../db/sorting';
import { countByStatus } from '../../../db/status-counts';
import type { AuthContext } from '../../../http/auth';
import { PLACEMENT_SORT_KEYS, placementsVisibleTo, selectPlacements, toPlacement } from './rows';

type Scope = Pick<PlacementListFilter, 'searchTerm' | 'networkIds' | 'publishersIds'>;

const scopeWhere = (auth: AuthContext, scope: Scope): SQL | undefined =>
  and(
    placementsVisibleTo(auth, scope.networkIds),
    scope.searchTerm ? containsText(placements.name, scope.searchTerm) : undefined,
    scope.publishersIds?.length ? inArray(placements.publisherId, scope.publishersIds) : undefined,
  );

/** The placements list and picker. */
export function listPlacements(db: Db, auth: AuthContext, filter: PlacementListFilter) {
  const where = and(
    scopeWhere(auth, filter),
    filter.status?.length ? inArray(placements.status, filter.status) : undefined,
    filter.ids?.length ? inArray(placements.id, filter.ids) : undefined,
  );
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: async () => (await db.select({ n: count() }).from(placements).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset, reversed }) =>
      (
        await selectPlacements(db)
          .where(where)
          .orderBy(...orderOf(PLACEMENT_SORT_KEYS, placements.id, filter, reversed))
          .limit(limit)
          .offset(offset)
      ).map(toPlacement),
  });
}

export const countPlacementsByStatus = (db: Db, auth: AuthContext, scope: Scope): Promise<StatusCount[]> =>
  countByStatus(db, placements, placements.status, scopeWhere(auth, scope));
