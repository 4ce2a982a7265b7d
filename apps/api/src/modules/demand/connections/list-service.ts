import type { ConnectionQuery, ConnectionSortProperty } from '@adcast/domain/demand/connections';
import { type EntityStatus, EntityStatusSchema } from '@adcast/domain/enumerations';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ListDefinition, ListRequest } from '../../../db/list/definition';
import { readListPage, readStatusCounts } from '../../../db/list/read-list';
import { connections } from '../../../db/schema/demand';
import type { AuthContext } from '../../../http/auth';
import type { ReadMemo } from '../../../http/read-memo';
import { networkScope } from '../../../http/scope';
import { type CountScope, keptStatusCounts } from './counts';
import { connectionsVisibleTo, selectConnections, toConnection } from './rows';
import { CONNECTION_SORT_KEYS } from './sorting';

export const CONNECTION_LIST: ListDefinition<ConnectionSortProperty, EntityStatus> = {
  name: 'connections',
  table: connections,
  id: connections.id,
  status: connections.status,
  statuses: EntityStatusSchema.options,
  sortKeys: CONNECTION_SORT_KEYS,
  search: connections.name,
};

/** Which connections: the caller's, of one partner (the dp paths) or all, by name. */
type Scope = CountScope & { name?: string; ids?: number[] };

/** The scope of a list or count request, as the list reader takes it (status and search apart). */
function listScope(db: Db, scope: Scope): Pick<ListRequest, 'where' | 'scopeKey' | 'search' | 'keptCounts'> {
  const where: SQL | undefined = and(
    connectionsVisibleTo(scope.auth, scope.networkIds),
    scope.dpId === undefined ? undefined : eq(connections.demandPartnerId, scope.dpId),
    scope.ids?.length ? inArray(connections.id, scope.ids) : undefined,
  );
  return {
    where,
    scopeKey: JSON.stringify([
      networkScope(scope.auth),
      scope.dpId ?? null,
      scope.networkIds ?? null,
      scope.ids ?? null,
    ]),
    search: scope.name || undefined,
    // The triggers keep counts per partner and status; an id filter is not among them.
    keptCounts: scope.ids?.length ? undefined : async () => keptStatusCounts(db, scope),
  };
}

/** The list request a connections query makes (the bench explains its statements). */
export const connectionListRequest = (
  db: Db,
  auth: AuthContext,
  filter: ConnectionQuery,
  dpId?: number,
): ListRequest<ConnectionSortProperty> => ({
  ...listScope(db, { auth, dpId, name: filter.name, networkIds: filter.networkIds, ids: filter.ids }),
  statuses: filter.status,
  sort: filter,
  page: filter.page,
  size: filter.size,
});

const loadConnections = (db: Db) => async (ids: number[]) =>
  (await selectConnections(db).where(inArray(connections.id, ids))).map(toConnection);

export const listConnections = (
  db: Db,
  reads: ReadMemo,
  auth: AuthContext,
  filter: ConnectionQuery,
  dpId?: number,
) =>
  readListPage(
    db,
    reads,
    CONNECTION_LIST,
    connectionListRequest(db, auth, filter, dpId),
    loadConnections(db),
  );

/** The status boxes: every status with its count, honouring the name search. */
export const countConnectionsByStatus = (db: Db, reads: ReadMemo, scope: Scope) =>
  readStatusCounts(db, reads, CONNECTION_LIST, listScope(db, scope));
