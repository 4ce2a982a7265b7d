import { ERROR_CODES } from '@adcast/domain/errors';
import { MESSAGES, SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import type { RateLimits } from '../../http/attempt-limiter';
import { AppError, tooManyRequests } from '../../http/errors';
import { type IdentityStore, toMe } from '../../identity/identity-store';
import { decoyPasswordHash, verifyPassword } from '../../identity/passwords';
import type { TokenService } from '../../identity/tokens';

export type LoginDeps = { db: Db; tokens: TokenService; limits: RateLimits; identities: IdentityStore };

const invalidCredentials = () =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, [MESSAGES.invalidCredentials]);

/**
 * Checks the credentials and answers a fresh access token, with what `me` would answer for it (so
 * the app need not ask before its first page); counts failures per account and client.
 */
export async function login(deps: LoginDeps, input: { email: string; password: string }, clientKey: string) {
  const { loginAttemptsPerClient: perClient, loginFailuresPerAccount: perAccount } = deps.limits;
  const accountKey = input.email.trim().toLowerCase();
  if (perClient.isBlocked(clientKey)) {
    throw tooManyRequests(SERVER_MESSAGES.tooManySignInsFromClient(perClient.minutesUntilFree(clientKey)));
  }
  perClient.hit(clientKey);
  if (perAccount.isBlocked(accountKey)) {
    throw tooManyRequests(SERVER_MESSAGES.tooManyFailedSignIns(perAccount.minutesUntilFree(accountKey)));
  }
  const [user] = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      enabled: users.enabled,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.email, accountKey));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.enabled) {
    perAccount.hit(accountKey);
    throw invalidCredentials();
  }
  perAccount.reset(accountKey);
  const [accessToken, identity] = await Promise.all([
    deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    deps.identities.get(user.id),
  ]);
  return identity ? { accessToken, me: toMe(identity) } : { accessToken };
}
