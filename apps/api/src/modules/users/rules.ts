import { ROLE_LABELS, type Role } from '@adcast/domain/roles';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import {
  grantableRoles,
  keepsContentOwners,
  keepsPublishers,
  mainRoleCount,
  ROLES_NOT_FOR_NETWORK,
} from '@adcast/domain/users/roles';
import type { User } from '@adcast/domain/users/users';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { contentOwners, networks, publishers } from '../../db/schema/tenancy';
import { enabledGlobalAdmins } from '../../db/users';
import type { AuthContext } from '../../http/auth';
import { badRequest, forbidden, notFound, ruleBroken } from '../../http/errors';
import { networkScope } from '../../http/scope';

/** The network a new user goes in: a network user's own (never another, never none), else the one chosen. */
export async function resolveUserNetwork(db: Db, auth: AuthContext, requested: number | null) {
  const scope = networkScope(auth);
  if (scope !== null) {
    if (requested !== null && requested !== scope) throw forbidden(USER_MESSAGES.ownNetworkOnly);
    return scope;
  }
  if (requested === null) return null;
  const [found] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, requested));
  if (!found) throw notFound('Network');
  return requested;
}

/** At most one main role; only roles the caller holds (an admin: any); none a network user may not have. */
export function checkRoles(auth: AuthContext, roles: readonly Role[], networkId: number | null): void {
  if (mainRoleCount(roles) > 1) throw badRequest(USER_MESSAGES.oneMainRole);
  const grantable = grantableRoles(auth.user);
  for (const role of roles) {
    if (networkId !== null && ROLES_NOT_FOR_NETWORK.includes(role))
      throw badRequest(USER_MESSAGES.roleNotForNetwork(ROLE_LABELS[role]));
    if (!grantable.includes(role)) throw forbidden(USER_MESSAGES.roleNotGrantable(ROLE_LABELS[role]));
  }
}

export type Links = { publisherIds: number[]; contentOwnerIds: number[] };

/** The links the roles keep, each once, in id order. */
export function keptLinks(roles: readonly Role[], requested: Links): Links {
  const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  return {
    publisherIds: keepsPublishers(roles) ? distinct(requested.publisherIds) : [],
    contentOwnerIds: keepsContentOwners(roles) ? distinct(requested.contentOwnerIds) : [],
  };
}

/**
 * Publisher ids kept only with the publisher or sales representative role, content owner ids only
 * with the content owner role; the publisher and content owner roles need at least one; each must
 * exist and, for a user in a network, belong to it.
 */
export async function checkLinks(
  db: Db,
  roles: readonly Role[],
  networkId: number | null,
  requested: Links,
): Promise<Links> {
  const { publisherIds, contentOwnerIds } = keptLinks(roles, requested);
  if (roles.includes('PUBLISHER') && publisherIds.length === 0)
    throw badRequest(USER_MESSAGES.publishersRequired);
  if (roles.includes('CONTENT_OWNER') && contentOwnerIds.length === 0)
    throw badRequest(USER_MESSAGES.contentOwnersRequired);
  for (const [table, ids, message] of [
    [publishers, publisherIds, USER_MESSAGES.publisherNotFound],
    [contentOwners, contentOwnerIds, USER_MESSAGES.contentOwnerNotFound],
  ] as const) {
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), networkId === null ? undefined : eq(table.networkId, networkId)));
    const known = new Set(found.map((row) => row.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(message(missing));
  }
  return { publisherIds, contentOwnerIds };
}

/** A caller manages only users whose every role it could give (a sales representative no admin). */
export function checkManageable(auth: AuthContext, target: User): void {
  const grantable = grantableRoles(auth.user);
  if (!target.roles.every((role) => grantable.includes(role))) throw forbidden(USER_MESSAGES.notManageable);
}

export function checkNotSelf(auth: AuthContext, target: User): void {
  if (auth.user.id === target.id) throw ruleBroken(USER_MESSAGES.notYourself);
}

const isGlobalAdmin = (user: Pick<User, 'roles' | 'network' | 'status'>) =>
  user.status === 'ENABLED' && user.network === null && user.roles.includes('ADMIN');

/**
 * Refuses a change that leaves no enabled admin outside a network. Every such admin's row is
 * locked (in id order, so two admins disabling each other at once wait rather than deadlock) and
 * the second change counts after the first.
 */
export async function checkNotLastAdmin(
  tx: Db,
  target: User,
  after: Pick<User, 'roles' | 'network' | 'status'> | null,
) {
  if (!isGlobalAdmin(target) || (after && isGlobalAdmin(after))) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(enabledGlobalAdmins)
    .orderBy(users.id)
    .for('update');
  if (!admins.some((admin) => admin.id !== target.id)) throw ruleBroken(USER_MESSAGES.lastAdmin);
}
