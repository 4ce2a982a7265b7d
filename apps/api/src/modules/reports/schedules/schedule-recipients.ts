import type { Mask } from '@adcast/domain/masks';
import { permissionsOf } from '@adcast/domain/permissions';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { mayReceive, SCHEDULE_MESSAGES } from '@adcast/domain/reports/schedules';
import type { User } from '@adcast/domain/users/users';
import type { Db } from '../../../db/client';
import { usersByEmail } from '../../../db/users';
import { badRequest } from '../../../http/errors';

/** An admin working with every row may mail a report to any address it chooses (an address it allows). */
const mailsAnyone = (mask: Mask, scope: ReportScope) =>
  scope.kind === 'everything' && permissionsOf(mask.role).has('USERS_CREATE');

const asRecipient = (user: User) => ({
  enabled: user.status === 'ENABLED',
  roles: user.roles,
  networkId: user.network?.id ?? null,
  publisherIds: user.publisherIds,
  contentOwnerIds: user.contentOwnerIds,
});

/** The recipients that may not receive a report of this scope (none when its owner mails anyone). */
export async function recipientsOutside(
  db: Db,
  owner: { mask: Mask; scope: ReportScope },
  recipients: readonly string[],
): Promise<string[]> {
  if (mailsAnyone(owner.mask, owner.scope)) return [];
  const known = await usersByEmail(db, recipients);
  return recipients.filter((email) => {
    const user = known.get(email.trim().toLowerCase());
    return !user || !mayReceive(owner.scope, asRecipient(user));
  });
}

/** A schedule mails only users of its own scope: the others are refused with their addresses. */
export async function checkRecipients(
  db: Db,
  owner: { mask: Mask; scope: ReportScope },
  recipients: readonly string[],
): Promise<void> {
  const outside = await recipientsOutside(db, owner, recipients);
  if (outside.length > 0) throw badRequest(SCHEDULE_MESSAGES.recipientsOutsideScope(outside));
}
