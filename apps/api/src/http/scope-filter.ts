import type { Permission } from '@adcast/domain/permissions';
import { type AnyColumn, and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from './auth';
import { networkScope, ownPublisherIds } from './scope';

/** Rows of the caller's network (network users), intersected with the networks a picker asks for. */
export function networkFilter(column: AnyColumn, auth: AuthContext, networkIds?: number[]): SQL | undefined {
  const scope = networkScope(auth);
  return and(
    scope === null ? undefined : eq(column, scope),
    networkIds?.length ? inArray(column, networkIds) : undefined,
  );
}

/**
 * Owners of a tenancy (publishers, content owners) the caller may see: a network user its
 * network's, and a caller without the owners' read permission only its own.
 */
export function ownersVisibleTo(
  table: { id: AnyColumn; networkId: AnyColumn },
  read: { permission: Permission; own: number[] },
  auth: AuthContext,
  networkIds?: number[],
): SQL | undefined {
  return and(
    networkFilter(table.networkId, auth, networkIds),
    auth.permissions.has(read.permission) ? undefined : inArray(table.id, read.own.length ? read.own : [0]),
  );
}

/**
 * Rows kept under a publisher (apps, domains) the caller may see: a network user its network's, and
 * a caller without publisher read (a publisher user) only its own publishers'.
 */
export function publisherRowsVisibleTo(
  table: { publisherId: AnyColumn; networkId: AnyColumn },
  auth: AuthContext,
  networkIds?: number[],
): SQL | undefined {
  const own = ownPublisherIds(auth);
  return and(
    networkFilter(table.networkId, auth, networkIds),
    auth.permissions.has('PUBLISHERS_READ') ? undefined : inArray(table.publisherId, own.length ? own : [0]),
  );
}
