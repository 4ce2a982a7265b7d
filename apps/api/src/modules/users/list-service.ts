import type { Page } from '@adcast/domain/paging';
import {
  USER_STATUSES,
  type User,
  type UserCountFilter,
  type UserListFilter,
  type UserStatus,
  type UserStatusCount,
} from '@adcast/domain/users/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COUNT_CAP, rememberedRowCount } from '../../db/list/capped-count';
import { fetchPage } from '../../db/paging';
import type { ReadMemo } from '../../db/read-memo';
import { users } from '../../db/schema/identity';
import { orderOf } from '../../db/sorting';
import { selectUsers, toUser, USER_SORT_KEYS } from '../../db/users';
import type { AuthContext } from '../../http/auth';
import { userAsSeenBy, userScopeWhere } from './scope';

const statusWhere = (statuses: UserStatus[] | undefined) =>
  statuses?.length === 1 ? eq(users.enabled, statuses[0] === 'ENABLED') : undefined;

/** One page of the users the caller may see, searched, filtered and sorted. */
export function listUsers(
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  query: UserListFilter,
): Promise<Page<User>> {
  const where = and(userScopeWhere(auth, query), statusWhere(query.status));
  return fetchPage({
    page: query.page,
    size: query.size,
    count: () => rememberedRowCount(db, reads, users, where),
    // The page's ids first (a subquery): the skipped rows of a deep page never build their publishers' lists.
    rows: async ({ limit, offset, reversed }) => {
      const order = orderOf(USER_SORT_KEYS, users.id, query, reversed);
      const ids = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return (
        await selectUsers(db)
          .where(inArray(users.id, ids))
          .orderBy(...order)
      ).map((row) => userAsSeenBy(auth, toUser(row)));
    },
  });
}

/**
 * The Enabled and Disabled tiles: how many of the listed users have each status, exact up to
 * 10,000 ('10,000+' beyond), so a hundred thousand users are not counted for each search.
 */
export function countUsersByStatus(
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  filter: UserCountFilter,
  cap = COUNT_CAP,
): Promise<UserStatusCount[]> {
  const scope = userScopeWhere(auth, filter);
  return Promise.all(
    USER_STATUSES.map(async (status) => ({
      status,
      ...(await rememberedRowCount(db, reads, users, and(scope, statusWhere([status])), cap)),
    })),
  );
}
