import { SERVER_MESSAGES } from '@adcast/domain/messages';
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorLogin,
  type TwoFactorStep,
} from '@adcast/domain/users/two-factor';
import { takeRecoveryCode, takeTimeStep, twoFactorNeeds, twoFactorOf } from '../../db/two-factor';
import { minutesOf, refuseWhileWaiting } from '../../http/attempt-limiter';
import { ruleBroken, unauthenticated } from '../../http/errors';
import { toMe } from '../../identity/identity-store';
import { hashRecoveryCode, matchTotp } from '../../identity/totp';
import type { LoginDeps } from './login-deps';
import {
  confirmEnrolment,
  countWrongCode,
  refuseWhileGuessing,
  startEnrolment,
} from './two-factor-enrolment';

/** After a right password: the second step the user owes, if any, with the challenge that opens it. */
export async function secondStepOf(
  deps: LoginDeps,
  user: { id: number; tokenVersion: number },
): Promise<TwoFactorStep | null> {
  const { enabled, required } = await twoFactorNeeds(deps.db, user.id);
  if (!enabled && !required) return null;
  const challenge = await deps.twoFactorKeys.signChallenge({
    userId: user.id,
    tokenVersion: user.tokenVersion,
  });
  return { twoFactor: enabled ? 'CODE' : 'ENROL', challenge };
}

/** The challenge's user, still enabled and with the same token version; counted like sign-ins per client. */
async function challengedUser(deps: LoginDeps, challenge: string, clientKey: string) {
  await refuseWhileWaiting(deps.limits.loginAttemptsPerClient, clientKey, (ms) =>
    SERVER_MESSAGES.tooManySignInsFromClient(minutesOf(ms)),
  );
  await deps.limits.loginAttemptsPerClient.hit(clientKey);
  const claims = await deps.twoFactorKeys.verifyChallenge(challenge);
  const identity = claims && (await deps.identities.get(claims.userId));
  if (!claims || !identity?.enabled || identity.tokenVersion !== claims.tokenVersion) {
    throw unauthenticated(TWO_FACTOR_MESSAGES.challengeEnded);
  }
  return identity;
}

async function signedIn(deps: LoginDeps, identity: Awaited<ReturnType<typeof challengedUser>>) {
  const accessToken = await deps.tokens.sign({ userId: identity.id, tokenVersion: identity.tokenVersion });
  return { accessToken, me: toMe(identity) };
}

async function codeAccepted(deps: LoginDeps, userId: number, input: TwoFactorLogin): Promise<boolean> {
  if ('recoveryCode' in input) return takeRecoveryCode(deps.db, userId, hashRecoveryCode(input.recoveryCode));
  const current = await twoFactorOf(deps.db, userId);
  if (!current?.confirmedAt) return false;
  const secret = deps.twoFactorKeys.unseal(current.secretSealed);
  const timeStep = await matchTotp(secret, input.code, current.lastTimeStep);
  return timeStep !== null && (await takeTimeStep(deps.db, userId, timeStep));
}

/** The sign-in's second step: a TOTP code (each time step once) or an unused recovery code. */
export async function loginWithCode(deps: LoginDeps, input: TwoFactorLogin, clientKey: string) {
  const identity = await challengedUser(deps, input.challenge, clientKey);
  await refuseWhileGuessing(deps, identity.id);
  if (!(await codeAccepted(deps, identity.id, input))) {
    await countWrongCode(deps, identity.id);
    throw ruleBroken(
      'recoveryCode' in input ? TWO_FACTOR_MESSAGES.recoveryCodeWrong : TWO_FACTOR_MESSAGES.codeWrong,
    );
  }
  await deps.limits.twoFactorFailuresPerUser.reset(String(identity.id));
  return signedIn(deps, identity);
}

/** Enrolment at sign-in, for a user whose network requires a second factor. */
export async function startEnrolmentAtLogin(deps: LoginDeps, challenge: string, clientKey: string) {
  return startEnrolment(deps, await challengedUser(deps, challenge, clientKey));
}

export async function confirmEnrolmentAtLogin(
  deps: LoginDeps,
  input: { challenge: string; code: string },
  clientKey: string,
) {
  const identity = await challengedUser(deps, input.challenge, clientKey);
  const { recoveryCodes } = await confirmEnrolment(deps, identity.id, input.code);
  return { ...(await signedIn(deps, identity)), recoveryCodes };
}
