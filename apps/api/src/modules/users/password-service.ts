import type { Db } from '../../db/client';
import { replacePassword } from '../../db/users';
import type { RateLimits } from '../../http/attempt-limiter';
import type { IdentityStore } from '../../identity/identity-store';
import { hashPassword } from '../../identity/passwords';
import type { TokenService } from '../../identity/tokens';
import { recordChange } from '../../records/changelog-entry';
import { checkCurrentPassword } from '../auth/current-password';

export type PasswordChangeDeps = {
  db: Db;
  tokens: TokenService;
  identities: IdentityStore;
  limits: RateLimits;
};

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
