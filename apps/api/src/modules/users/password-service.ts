import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { ruleBroken } from '../../http/errors';
import type { IdentityStore } from '../auth/identity';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { recordChange } from '../changelog/record';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/**
 * Changes the signed-in user's password. Every existing token ends; the answer carries a new one
 * so that the session that made the change goes on.
 */
export async function changeOwnPassword(
  deps: { db: Db; tokens: TokenService; identities: IdentityStore },
  userId: number,
  input: { currentPassword: string; newPassword: string },
): Promise<{ accessToken: string }> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw ruleBroken(CURRENT_PASSWORD_WRONG);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    await recordChange(tx, { entityType: 'USER', entityId: userId, action: 'PASSWORD_CHANGE', userId });
    return updated!.tokenVersion;
  });
  deps.identities.forget(userId);
  return { accessToken: await deps.tokens.sign({ userId, tokenVersion }) };
}
