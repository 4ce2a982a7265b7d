import { type User, type UserCountFilter, userSeenByTenant } from '@adcast/domain/users/users';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { containsText } from '../../db/search';
import { linkedTo } from '../../db/users';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { networkScope, ownContentOwnerIds, ownPublisherIds } from '../../http/scope';

/**
 * The users a caller may see. With users-read: every user, a network user only its network's.
 * Without it, a publisher sees the users of its publishers and a content owner those of its
 * content owners; anyone else none (403).
 */
export function usersVisibleTo(auth: AuthContext): SQL | undefined {
  if (auth.permissions.has('USERS_READ')) {
    const scope = networkScope(auth);
    return scope === null ? undefined : eq(users.networkId, scope);
  }
  if (auth.mask.role === 'PUBLISHER') return linkedTo('publishers', ownPublisherIds(auth));
  if (auth.mask.role === 'CONTENT_OWNER') return linkedTo('content_owners', ownContentOwnerIds(auth));
  throw forbidden();
}

/** A publisher or content owner asked about must be one of the caller's own when it reads as one. */
function checkOwnParent(auth: AuthContext, filter: UserCountFilter): void {
  if (auth.permissions.has('USERS_READ')) return;
  if (filter.publisherId !== undefined && !ownPublisherIds(auth).includes(filter.publisherId))
    throw forbidden();
  if (filter.contentOwnerId !== undefined && !ownContentOwnerIds(auth).includes(filter.contentOwnerId))
    throw forbidden();
}

/** Name or e-mail contains the text, in any letter case. */
const searchWhere = (text: string) => or(containsText(users.name, text), containsText(users.email, text));

/** Visibility, then the filters the list and its tiles share. */
export function userScopeWhere(auth: AuthContext, filter: UserCountFilter): SQL | undefined {
  checkOwnParent(auth, filter);
  return and(
    usersVisibleTo(auth),
    filter.networkId !== undefined ? eq(users.networkId, filter.networkId) : undefined,
    filter.publisherId !== undefined ? linkedTo('publishers', [filter.publisherId]) : undefined,
    filter.contentOwnerId !== undefined ? linkedTo('content_owners', [filter.contentOwnerId]) : undefined,
    filter.search ? searchWhere(filter.search) : undefined,
  );
}

/** A user as the caller may see it: whole with users-read, else only what concerns the caller's own tenancy. */
export function userAsSeenBy(auth: AuthContext, user: User): User {
  if (auth.permissions.has('USERS_READ')) return user;
  return auth.mask.role === 'CONTENT_OWNER'
    ? userSeenByTenant(user, { role: 'CONTENT_OWNER', ids: ownContentOwnerIds(auth) })
    : userSeenByTenant(user, { role: 'PUBLISHER', ids: ownPublisherIds(auth) });
}
