import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import {
  type Discussion,
  type DiscussionMessage,
  maySeeOrder,
  mentionsIn,
} from '@adcast/domain/campaigns/discussions';
import type { Role } from '@adcast/domain/roles';
import { enabledUsersByEmail, messagesOf, unreadCounts } from '../../../db/order-discussions';
import { orderMessages } from '../../../db/schema/campaigns';
import type { AuthContext } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { ORDER } from '../orders/order-record';

type Deps = Pick<ModuleDeps, 'db' | 'mailer' | 'background' | 'config'>;
type Row = Awaited<ReturnType<typeof messagesOf>>[number];

const messageOf = (row: Row): DiscussionMessage => ({
  id: row.id,
  author: { id: row.authorId, name: row.authorName, email: row.authorEmail },
  body: row.body,
  mentions: row.mentions,
  createdOn: row.createdOn.toISOString(),
});

/** The order's discussion, for a caller who may see the order (else 404). */
export async function discussionOf(deps: Deps, auth: AuthContext, orderId: number): Promise<Discussion> {
  await loadRecord(deps.db, auth, ORDER, orderId);
  const rows = await messagesOf(deps.db, orderId);
  const [counted] = await unreadCounts(deps.db, auth.user.id, [orderId]);
  return { orderId, messages: rows.map(messageOf), unread: counted?.unread ?? 0 };
}

/** The mentioned addresses that are no enabled user who may see the order. */
async function refusedMentions(deps: Deps, mentions: string[], order: { networkId: number | null }) {
  const found = await enabledUsersByEmail(deps.db, mentions);
  const allowed = new Set(
    found
      .filter((user) => maySeeOrder({ roles: user.roles as Role[], networkId: user.networkId }, order))
      .map((user) => user.email),
  );
  return mentions.filter((email) => !allowed.has(email));
}

/** Posts a message; each user it mentions is mailed, and a mention of anyone else refuses it whole. */
export async function postMessage(deps: Deps, auth: AuthContext, orderId: number, body: string) {
  const order = await loadRecord(deps.db, auth, ORDER, orderId);
  const mentions = mentionsIn(body);
  const refused = await refusedMentions(deps, mentions, { networkId: order.network?.id ?? null });
  if (refused.length > 0) throw badRequest(CAMPAIGN_MESSAGES.mentionNotAllowed(refused));
  const [row] = await deps.db
    .insert(orderMessages)
    .values({ orderId, authorId: auth.user.id, body, mentions })
    .returning();
  const link = `${deps.config.publicUrl}/#/orders/edit/${orderId}`;
  deps.background.run(async () => {
    for (const to of mentions) {
      await deps.mailer.send({
        to,
        subject: CAMPAIGN_MESSAGES.mentionSubject(order.name),
        text: `${auth.user.name} mentioned you in the discussion of campaign ${order.name}:\n\n${body}\n\nOpen it: ${link}`,
      });
    }
  });
  return messageOf({
    ...row!,
    authorId: auth.user.id,
    authorName: auth.user.name,
    authorEmail: auth.user.email,
  });
}
