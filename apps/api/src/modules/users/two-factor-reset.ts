import { TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { removeTwoFactor, twoFactorOf } from '../../db/two-factor';
import { forbidden, ruleBroken } from '../../http/errors';
import { recordSecurityChange, TURNED_OFF } from '../../records/security-changes';
import { checkManageable } from './rules';
import { loadVisibleUser, type UserWriteContext } from './write-service';

/**
 * An admin turns off another user's second factor (the device is lost): a staff admin any user's,
 * a network's admin its network's users' (the users it sees and manages), working as ADMIN; never
 * its own (that takes the password, from its account). Recorded in the changelog; the user signs
 * in with the password alone, or enrols again at the next sign-in if the network requires it.
 */
export async function resetTwoFactor(ctx: UserWriteContext, username: string): Promise<void> {
  const { deps, auth } = ctx;
  if (auth.mask.role !== 'ADMIN' || !auth.user.roles.includes('ADMIN'))
    throw forbidden(TWO_FACTOR_MESSAGES.resetOnlyByAdmin);
  await deps.db.transaction(async (tx) => {
    const target = await loadVisibleUser(tx, auth, eq(users.email, username.trim().toLowerCase()));
    checkManageable(auth, target);
    if (target.id === auth.user.id) throw ruleBroken(TWO_FACTOR_MESSAGES.resetNotYourself);
    if (!(await twoFactorOf(tx, target.id))?.confirmedAt) throw ruleBroken(TWO_FACTOR_MESSAGES.notOn);
    await removeTwoFactor(tx, target.id);
    await recordSecurityChange(tx, {
      userId: target.id,
      by: auth.user.id,
      action: 'TWO_FACTOR_RESET',
      ...TURNED_OFF,
    });
  });
}
