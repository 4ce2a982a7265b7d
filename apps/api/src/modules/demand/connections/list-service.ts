import type { ConnectionQuery } from '@adcast/domain/demand/connections';
import type { StatusCount } from '@adcast/domain/records';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fetchPage, type PageWindow } from '../../../db/paging';
import { connections } from '../../../db/schema/demand';
import { containsText } from '../../../db/search';
import { orderOf } from '../../../db/sorting';
import { everyStatus, statusCountQuery } from '../../../db/status-counts';
import type { AuthContext } from '../../../http/auth';
import type { ReadMemo } from '../../../http/read-memo';
import { networkScope } from '../../../http/scope';
import { type CountScope, keptStatusCounts, keptTotal } from './counts';
import { connectionsVisibleTo, selectConnections, toConnection } from './rows';
import { CONNECTION_SORT_KEYS } from './sorting';

/** Which connections: the caller's, of one partner (the dp paths) or all, by name. */
type Scope = CountScope & { name?: string };

function scopeWhere(scope: Scope): SQL | undefined {
  return and(
    connectionsVisibleTo(scope.auth, scope.networkIds),
    scope.dpId === undefined ? undefined : eq(connections.demandPartnerId, scope.dpId),
    scope.name ? containsText(connections.name, scope.name) : undefined,
  );
}

/** The two statements of a list page; the bench explains them as the service runs them. */
export function connectionListQueries(db: Db, auth: AuthContext, filter: ConnectionQuery, dpId?: number) {
  const where = and(
    scopeWhere({ auth, dpId, name: filter.name, networkIds: filter.networkIds }),
    filter.status?.length ? inArray(connections.status, filter.status) : undefined,
    filter.ids?.length ? inArray(connections.id, filter.ids) : undefined,
  );
  return {
    rows: ({ limit, offset, reversed }: PageWindow) =>
      selectConnections(db)
        .where(where)
        .orderBy(...orderOf(CONNECTION_SORT_KEYS, connections.id, filter, reversed))
        .limit(limit)
        .offset(offset),
    // Without a name or id filter the total comes from the kept counts, not from counting rows.
    count: () =>
      filter.name || filter.ids?.length
        ? db.select({ n: count() }).from(connections).where(where)
        : keptTotal(db, { auth, dpId, networkIds: filter.networkIds }, filter.status),
  };
}

/**
 * A name search's connections per status, one scan for the list's total and the status boxes
 * (and for paging through the results), kept in the memo until the next write.
 */
function searchedStatusCounts(db: Db, reads: ReadMemo, scope: Scope & { name: string }) {
  const key = JSON.stringify([
    'connections-by-status',
    networkScope(scope.auth),
    scope.dpId ?? null,
    scope.networkIds ?? null,
    scope.name.toLowerCase(),
  ]);
  return reads.get(key, async () =>
    everyStatus(await statusCountQuery(db, connections, connections.status, scopeWhere(scope))),
  );
}

export function listConnections(
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  filter: ConnectionQuery,
  dpId?: number,
) {
  const queries = connectionListQueries(db, auth, filter, dpId);
  const name = filter.name;
  const searchedTotal =
    name && !filter.ids?.length
      ? async () => {
          const counts = await searchedStatusCounts(db, reads, {
            auth,
            dpId,
            name,
            networkIds: filter.networkIds,
          });
          const wanted = filter.status?.length
            ? counts.filter((c) => filter.status?.includes(c.status))
            : counts;
          return wanted.reduce((sum, c) => sum + c.count, 0);
        }
      : undefined;
  return fetchPage({
    page: filter.page,
    size: filter.size,
    count: searchedTotal ?? (async () => (await queries.count())[0]?.n ?? 0),
    rows: async (window) => (await queries.rows(window)).map(toConnection),
  });
}

/** The statement behind the status boxes: the kept counts, or a count of the rows a name search finds. */
export const connectionStatusCountQuery = (db: Db, scope: Scope) =>
  scope.name
    ? statusCountQuery(db, connections, connections.status, scopeWhere(scope))
    : keptStatusCounts(db, scope);

/** The status boxes: every status with its count, honouring the name search. */
export async function countConnectionsByStatus(
  db: Db,
  reads: ReadMemo,
  scope: Scope,
): Promise<StatusCount[]> {
  const name = scope.name;
  if (name) return searchedStatusCounts(db, reads, { ...scope, name });
  return everyStatus(await keptStatusCounts(db, scope));
}
