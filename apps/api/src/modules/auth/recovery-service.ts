import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, SERVER_MESSAGES } from '@adcast/domain/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordRecoveryTokens, users } from '../../db/schema/identity';
import { replacePassword } from '../../db/users';
import { minutesOf, type RateLimits, refuseWhileWaiting } from '../../http/attempt-limiter';
import type { BackgroundWork } from '../../http/background';
import { ruleBroken } from '../../http/errors';
import type { IdentityStore } from '../../identity/identity-store';
import { hashPassword } from '../../identity/passwords';
import type { Mailer } from '../../mail/mailer';
import { recordChange } from '../../records/changelog-entry';

export type RecoveryDeps = {
  db: Db;
  mailer: Mailer;
  background: BackgroundWork;
  identities: IdentityStore;
  limits: RateLimits;
  config: { publicUrl: string };
};

const TOKEN_TTL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const recoveryLink = (publicUrl: string, token: string) => `${publicUrl}/#/password-recovery/${token}`;

/** A new single-use token that lets the user set a password within `ttlMs`; only its hash is kept. */
export async function issueRecoveryToken(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordRecoveryTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

async function checkLimits(limits: RateLimits, accountKey: string, clientKey: string): Promise<void> {
  for (const [limiter, key] of [
    [limits.recoveryPerClient, clientKey],
    [limits.recoveryPerAccount, accountKey],
  ] as const) {
    await refuseWhileWaiting(limiter, key, (ms) => SERVER_MESSAGES.tooManyResetRequests(minutesOf(ms)));
  }
  await limits.recoveryPerClient.hit(clientKey);
  await limits.recoveryPerAccount.hit(accountKey);
}

/** Answers the same for known and unknown addresses; the mail goes out in the background. */
export async function requestRecovery(deps: RecoveryDeps, email: string, clientKey: string): Promise<string> {
  const accountKey = email.trim().toLowerCase();
  await checkLimits(deps.limits, accountKey, clientKey);
  deps.background.run(async () => {
    const [user] = await deps.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, accountKey), eq(users.enabled, true)));
    if (!user) return;
    const token = await issueRecoveryToken(deps.db, user.id, TOKEN_TTL_MS);
    const link = recoveryLink(deps.config.publicUrl, token);
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Adcast password',
      text: `Hello ${user.name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
  });
  return SERVER_MESSAGES.recoveryRequested;
}

async function activeToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: passwordRecoveryTokens.id, userId: passwordRecoveryTokens.userId })
    .from(passwordRecoveryTokens)
    .where(
      and(
        eq(passwordRecoveryTokens.tokenHash, hashToken(token)),
        isNull(passwordRecoveryTokens.usedAt),
        gt(passwordRecoveryTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function validateRecoveryToken(db: Db, token: string): Promise<void> {
  if (!(await activeToken(db, token))) throw ruleBroken(MESSAGES.tokenExpired);
}

/** Sets the new password, uses up every open token of the user and ends the user's sessions. */
export async function resetPassword(deps: RecoveryDeps, token: string, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await deps.db.transaction(async (tx) => {
    const row = await activeToken(tx, token);
    if (!row) throw ruleBroken(MESSAGES.tokenExpired);
    await tx
      .update(passwordRecoveryTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordRecoveryTokens.userId, row.userId), isNull(passwordRecoveryTokens.usedAt)));
    await replacePassword(tx, row.userId, passwordHash);
    await recordChange(tx, {
      entityType: 'USER',
      entityId: row.userId,
      action: 'PASSWORD_RESET',
      userId: row.userId,
    });
    return row.userId;
  });
  deps.identities.forget(userId);
  return SERVER_MESSAGES.passwordResetDone;
}
