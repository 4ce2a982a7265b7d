import { ERROR_CODES } from '@adcast/domain/errors';
import { MESSAGES, SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { minutesOf, refuseWhileWaiting, secondsOf } from '../../http/attempt-limiter';
import { AppError } from '../../http/errors';
import { toMe } from '../../identity/identity-store';
import { decoyPasswordHash, verifyPassword } from '../../identity/passwords';
import type { LoginDeps } from './login-deps';
import { secondStepOf } from './two-factor-login';

const invalidCredentials = () =>
  new AppError(401, ERROR_CODES.UNAUTHENTICATED, [MESSAGES.invalidCredentials]);

/**
 * Checks the credentials and answers a fresh access token, with what `me` would answer for it (so
 * the app need not ask before its first page); counts failures per account and client. A user with
 * a second factor, or whose network requires one, gets a challenge for the second step instead.
 */
export async function login(deps: LoginDeps, input: { email: string; password: string }, clientKey: string) {
  const limits = deps.limits;
  const accountKey = input.email.trim().toLowerCase();
  const accountAndClient = `${accountKey} ${clientKey}`;
  await refuseWhileWaiting(limits.loginAttemptsPerClient, clientKey, (ms) =>
    SERVER_MESSAGES.tooManySignInsFromClient(minutesOf(ms)),
  );
  await limits.loginAttemptsPerClient.hit(clientKey);
  await refuseWhileWaiting(limits.loginFailuresPerAccountAndClient, accountAndClient, (ms) =>
    SERVER_MESSAGES.tooManyFailedSignIns(minutesOf(ms)),
  );
  // Failures of many clients slow the account down instead of locking its owner out.
  if ((await limits.loginFailuresPerAccount.waitMs(accountKey)) > 0) {
    await refuseWhileWaiting(limits.loginAccountSpacing, accountKey, (ms) =>
      SERVER_MESSAGES.signInsSlowedDown(secondsOf(ms)),
    );
    await limits.loginAccountSpacing.hit(accountKey);
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
    await limits.loginFailuresPerAccountAndClient.hit(accountAndClient);
    await limits.loginFailuresPerAccount.hit(accountKey);
    throw invalidCredentials();
  }
  await limits.loginFailuresPerAccountAndClient.reset(accountAndClient);
  const secondStep = await secondStepOf(deps, user);
  if (secondStep) return secondStep;
  const [accessToken, identity] = await Promise.all([
    deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }),
    deps.identities.get(user.id),
  ]);
  return identity ? { accessToken, me: toMe(identity) } : { accessToken };
}
