import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { replacePassword } from '../../db/users';
import { minutesOf, type RateLimits, refuseWhileWaiting } from '../../http/attempt-limiter';
import { ruleBroken } from '../../http/errors';
import type { IdentityStore } from '../../identity/identity-store';
import { hashPassword, verifyPassword } from '../../identity/passwords';
import type { TokenService } from '../../identity/tokens';
import { recordChange } from '../../records/changelog-entry';

export type PasswordChangeDeps = {
  db: Db;
  tokens: TokenService;
  identities: IdentityStore;
  limits: RateLimits;
};

/** A stolen session must not become a password oracle: wrong current passwords are counted per user. */
async function checkCurrentPassword(deps: PasswordChangeDeps, userId: number, password: string) {
  const limiter = deps.limits.passwordChecksPerUser;
  const key = String(userId);
  await refuseWhileWaiting(limiter, key, (ms) => SERVER_MESSAGES.tooManyPasswordGuesses(minutesOf(ms)));
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await limiter.hit(key);
    throw ruleBroken(SERVER_MESSAGES.currentPasswordWrong);
  }
  await limiter.reset(key);
}

/**
 * Changes the signed-in user's password. Every existing token ends; the answer carries a new one
 * so that the session that made the change goes on.
 */
export async function changeOwnPassword(
  deps: PasswordChangeDeps,
  userId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<{ accessToken: string }> {
  await checkCurrentPassword(deps, userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    const tokenVersion = await replacePassword(tx, userId, passwordHash);
    await recordChange(tx, { entityType: 'USER', entityId: userId, action: 'PASSWORD_CHANGE', userId });
    return tokenVersion;
  });
  deps.identities.forget(userId);
  return { accessToken: await deps.tokens.sign({ userId, tokenVersion }) };
}
