import { USER_MESSAGES } from '@adcast/domain/users/messages';
import type { User } from '@adcast/domain/users/users';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { plusOne } from '../../db/users';
import { ruleBroken } from '../../http/errors';
import { recordChange } from '../../records/changelog-entry';
import { checkManageable, checkNotLastAdmin, checkNotSelf } from './rules';
import { loadVisibleUser, type UserWriteContext } from './write-service';

const byUsername = (username: string) => eq(users.email, username.trim().toLowerCase());

/**
 * Enables or disables a user the caller manages (never itself, never the last enabled admin).
 * Disabling bumps the token version: the user's open sessions end with their next call.
 */
export async function setUserEnabled(
  ctx: UserWriteContext,
  username: string,
  enabled: boolean,
): Promise<User> {
  const { deps, auth } = ctx;
  const after = await deps.db.transaction(async (tx) => {
    const before = await loadVisibleUser(tx, auth, byUsername(username));
    checkManageable(auth, before);
    checkNotSelf(auth, before);
    if ((before.status === 'ENABLED') === enabled)
      throw ruleBroken(enabled ? USER_MESSAGES.alreadyEnabled : USER_MESSAGES.alreadyDisabled);
    if (!enabled) await checkNotLastAdmin(tx, before, { ...before, status: 'DISABLED' });
    await tx
      .update(users)
      .set({
        enabled,
        version: plusOne(users.version),
        updatedOn: new Date(),
        ...(enabled ? {} : { tokenVersion: plusOne(users.tokenVersion) }),
      })
      .where(eq(users.id, before.id));
    const after = await loadVisibleUser(tx, auth, eq(users.id, before.id));
    await recordChange(tx, {
      entityType: 'USER',
      entityId: before.id,
      action: enabled ? 'ENABLE' : 'DISABLE',
      userId: auth.user.id,
      networkId: before.network?.id ?? null,
      before,
      after,
    });
    return after;
  });
  deps.identities.forget(after.id);
  return after;
}

/** Deletes a user the caller manages (never itself, never the last enabled admin); the changelog keeps it. */
export async function deleteUser(ctx: UserWriteContext, username: string): Promise<void> {
  const { deps, auth } = ctx;
  const id = await deps.db.transaction(async (tx) => {
    const before = await loadVisibleUser(tx, auth, byUsername(username));
    checkManageable(auth, before);
    checkNotSelf(auth, before);
    await checkNotLastAdmin(tx, before, null);
    await tx.delete(users).where(eq(users.id, before.id));
    await recordChange(tx, {
      entityType: 'USER',
      entityId: before.id,
      action: 'DELETE',
      userId: auth.user.id,
      networkId: before.network?.id ?? null,
      before,
    });
    return before.id;
  });
  deps.identities.forget(id);
}
