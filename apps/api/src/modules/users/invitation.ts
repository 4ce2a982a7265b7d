import type { Db } from '../../db/client';
import type { BackgroundWork } from '../../http/background';
import type { Mailer } from '../../mail/mailer';
import { issueRecoveryToken, recoveryLink } from '../auth/recovery-service';

export type InvitationDeps = {
  db: Db;
  mailer: Mailer;
  background: BackgroundWork;
  config: { publicUrl: string };
};

/** A new user has a few days to open the link, longer than a reset's hour. */
const INVITATION_TTL_MS = 3 * 24 * 60 * 60_000;

/** Mails a new user without a password the link to set one (the password recovery page). */
export function sendSetPasswordLink(deps: InvitationDeps, user: { id: number; email: string; name: string }) {
  deps.background.run(async () => {
    const token = await issueRecoveryToken(deps.db, user.id, INVITATION_TTL_MS);
    await deps.mailer.send({
      to: user.email,
      subject: 'Set your Adcast password',
      text: `Hello ${user.name},\n\nAn account has been made for you on Adcast. Open this link within three days to choose your password:\n${recoveryLink(deps.config.publicUrl, token)}\n\nYou sign in with this e-mail address.`,
    });
  });
}
