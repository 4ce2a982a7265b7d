import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import type { User, UserInput, UserUpdate } from '@adcast/domain/users/users';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userContentOwners, userPublishers, users } from '../../db/schema/identity';
import { isUniqueViolation } from '../../db/unique-violation';
import { loadUserWhere, plusOne } from '../../db/users';
import type { AuthContext } from '../../http/auth';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { IdentityStore } from '../../identity/identity-store';
import { hashPassword } from '../../identity/passwords';
import { recordChange } from '../../records/changelog-entry';
import type { NoteWritten } from '../../records/write-followers';
import { type InvitationDeps, sendSetPasswordLink } from './invitation';
import {
  checkLinks,
  checkManageable,
  checkNotLastAdmin,
  checkRoles,
  keptLinks,
  type Links,
  resolveUserNetwork,
} from './rules';
import { usersVisibleTo } from './scope';

export type UserWriteDeps = InvitationDeps & { identities: IdentityStore };
/** `written`: as a record write's (a revert of a record's change goes through it). */
export type UserWriteContext = { deps: UserWriteDeps; auth: AuthContext; written?: NoteWritten };

/** Stored instead of a hash until the user sets a password: no password verifies against it. */
const NO_PASSWORD = '!unset';

/** The user as the caller may see it, or 404. */
export async function loadVisibleUser(
  db: Db,
  auth: AuthContext,
  where: ReturnType<typeof eq>,
): Promise<User> {
  const user = await loadUserWhere(db, and(where, usersVisibleTo(auth)) ?? where);
  if (!user) throw notFound('User');
  return user;
}

async function writeLinks(tx: Db, userId: number, links: Links, replace: boolean) {
  if (replace) {
    await tx.delete(userPublishers).where(eq(userPublishers.userId, userId));
    await tx.delete(userContentOwners).where(eq(userContentOwners.userId, userId));
  }
  if (links.publisherIds.length > 0)
    await tx
      .insert(userPublishers)
      .values(links.publisherIds.map((publisherId) => ({ userId, publisherId })));
  if (links.contentOwnerIds.length > 0)
    await tx
      .insert(userContentOwners)
      .values(links.contentOwnerIds.map((contentOwnerId) => ({ userId, contentOwnerId })));
}

const emailTaken = <T>(write: Promise<T>) =>
  write.catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(USER_MESSAGES.emailTaken);
    throw error;
  });

/** Creates a user (in the caller's network for a network user); without a password, mails a link to set one. */
export async function createUser(ctx: UserWriteContext, input: UserInput): Promise<User> {
  const { deps, auth } = ctx;
  const networkId = await resolveUserNetwork(deps.db, auth, input.networkId ?? null);
  checkRoles(auth, input.roles, networkId);
  const links = await checkLinks(deps.db, input.roles, networkId, input);
  const passwordHash = input.password ? await hashPassword(input.password) : NO_PASSWORD;
  const created = await emailTaken(
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          name: input.name,
          passwordHash,
          roles: input.roles,
          networkId,
        })
        .returning({ id: users.id });
      await writeLinks(tx, row!.id, links, false);
      const after = await loadVisibleUser(tx, auth, eq(users.id, row!.id));
      await recordChange(tx, {
        entityType: 'USER',
        entityId: after.id,
        action: 'CREATE',
        userId: auth.user.id,
        networkId,
        after,
      });
      return after;
    }),
  );
  if (!input.password) sendSetPasswordLink(deps, created);
  return created;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Edits name, roles and links at the version the caller saw; the e-mail stays, a user's own access too. */
export async function updateUser(ctx: UserWriteContext, input: UserUpdate): Promise<User> {
  const { deps, auth } = ctx;
  const updated = await deps.db.transaction(async (tx) => {
    const before = await loadVisibleUser(tx, auth, eq(users.id, input.id));
    if (input.email !== undefined && input.email.toLowerCase() !== before.email)
      throw badRequest(USER_MESSAGES.emailLocked);
    if (before.version !== input.version) throw conflict(SERVER_MESSAGES.staleVersion);
    checkManageable(auth, before);
    const requested = keptLinks(input.roles, input);
    const accessChanged =
      !sameItems([...before.roles].sort(), [...input.roles].sort()) ||
      !sameItems(before.publisherIds, requested.publisherIds) ||
      !sameItems(before.contentOwnerIds, requested.contentOwnerIds);
    if (accessChanged && before.id === auth.user.id) throw forbidden(USER_MESSAGES.ownRoles);
    const networkId = before.network?.id ?? null;
    checkRoles(auth, input.roles, networkId);
    const links = await checkLinks(tx, input.roles, networkId, input);
    await checkNotLastAdmin(tx, before, { ...before, roles: input.roles });
    const written = await tx
      .update(users)
      .set({
        name: input.name,
        roles: input.roles,
        version: plusOne(users.version),
        updatedOn: new Date(),
      })
      .where(and(eq(users.id, before.id), eq(users.version, before.version)))
      .returning({ id: users.id });
    if (written.length === 0) throw conflict(SERVER_MESSAGES.staleVersion);
    await writeLinks(tx, before.id, links, true);
    const after = await loadVisibleUser(tx, auth, eq(users.id, before.id));
    await recordChange(tx, {
      entityType: 'USER',
      entityId: before.id,
      action: 'UPDATE',
      userId: auth.user.id,
      networkId,
      before,
      after,
    });
    return after;
  });
  deps.identities.forget(updated.id);
  return updated;
}
