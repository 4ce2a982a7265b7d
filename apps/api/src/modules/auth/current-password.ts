import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { minutesOf, type RateLimits, refuseWhileWaiting } from '../../http/attempt-limiter';
import { ruleBroken } from '../../http/errors';
import { verifyPassword } from '../../identity/passwords';

/** A stolen session must not become a password oracle: wrong current passwords are counted per user. */
export async function checkCurrentPassword(
  deps: { db: Db; limits: RateLimits },
  userId: number,
  password: string,
  wrong: string = SERVER_MESSAGES.currentPasswordWrong,
): Promise<void> {
  const limiter = deps.limits.passwordChecksPerUser;
  const key = String(userId);
  await refuseWhileWaiting(limiter, key, (ms) => SERVER_MESSAGES.tooManyPasswordGuesses(minutesOf(ms)));
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await limiter.hit(key);
    throw ruleBroken(wrong);
  }
  await limiter.reset(key);
}
