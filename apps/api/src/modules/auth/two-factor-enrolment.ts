import { type Enrolment, TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import type { Db } from '../../db/client';
import { confirmTwoFactor, removeTwoFactor, saveUnconfirmedSecret, twoFactorOf } from '../../db/two-factor';
import { minutesOf, type RateLimits, refuseWhileWaiting } from '../../http/attempt-limiter';
import { ruleBroken } from '../../http/errors';
import {
  enrolmentOf,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
} from '../../identity/totp';
import type { TwoFactorKeys } from '../../identity/two-factor-keys';
import { recordSecurityChange, TURNED_OFF, TURNED_ON } from '../../records/security-changes';
import { checkCurrentPassword } from './current-password';

export type TwoFactorDeps = { db: Db; limits: RateLimits; twoFactorKeys: TwoFactorKeys };

/** Wrong codes are counted per user, like wrong passwords: six digits are guessable otherwise. */
export async function refuseWhileGuessing(deps: TwoFactorDeps, userId: number): Promise<void> {
  await refuseWhileWaiting(deps.limits.twoFactorFailuresPerUser, String(userId), (ms) =>
    TWO_FACTOR_MESSAGES.tooManyCodes(minutesOf(ms)),
  );
}

export const countWrongCode = (deps: TwoFactorDeps, userId: number) =>
  deps.limits.twoFactorFailuresPerUser.hit(String(userId));

/** A new secret for the user's authenticator app; the secret is answered here and never again once confirmed. */
export async function startEnrolment(
  deps: TwoFactorDeps,
  user: { id: number; email: string },
): Promise<Enrolment> {
  if ((await twoFactorOf(deps.db, user.id))?.confirmedAt) throw ruleBroken(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await saveUnconfirmedSecret(deps.db, user.id, deps.twoFactorKeys.seal(secret));
  return enrolmentOf(user.email, secret);
}

/** Turns the second factor on with a first code; answers the recovery codes, this once. */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  userId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const current = await twoFactorOf(deps.db, userId);
  if (!current) throw ruleBroken(TWO_FACTOR_MESSAGES.notStarted);
  if (current.confirmedAt) throw ruleBroken(TWO_FACTOR_MESSAGES.alreadyOn);
  await refuseWhileGuessing(deps, userId);
  const timeStep = await matchTotp(deps.twoFactorKeys.unseal(current.secretSealed), code, null);
  if (timeStep === null) {
    await countWrongCode(deps, userId);
    throw ruleBroken(TWO_FACTOR_MESSAGES.codeWrong);
  }
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await confirmTwoFactor(tx, userId, timeStep, recoveryCodes.map(hashRecoveryCode));
    await recordSecurityChange(tx, { userId, by: userId, action: 'TWO_FACTOR_ON', ...TURNED_ON });
  });
  return { recoveryCodes };
}

export async function disableTwoFactor(deps: TwoFactorDeps, userId: number, password: string): Promise<void> {
  if (!(await twoFactorOf(deps.db, userId))?.confirmedAt) throw ruleBroken(TWO_FACTOR_MESSAGES.notOn);
  await checkCurrentPassword(deps, userId, password, TWO_FACTOR_MESSAGES.passwordWrong);
  await deps.db.transaction(async (tx) => {
    await removeTwoFactor(tx, userId);
    await recordSecurityChange(tx, { userId, by: userId, action: 'TWO_FACTOR_OFF', ...TURNED_OFF });
  });
}
