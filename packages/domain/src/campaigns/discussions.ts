import { z } from 'zod';
import { IdListSchema } from '../list-schemas';
import { roleHas } from '../permissions';
import type { Role } from '../roles';
import { CAMPAIGN_MESSAGES } from './campaign-messages';

export const DISCUSSION_MESSAGE_MAX = 4000;

/** A message posted to an order's discussion. */
export const DiscussionPostSchema = z.object({
  body: z
    .string({ error: CAMPAIGN_MESSAGES.messageBody })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.messageBody)
    .max(DISCUSSION_MESSAGE_MAX, CAMPAIGN_MESSAGES.messageBody),
});
export type DiscussionPost = z.input<typeof DiscussionPostSchema>;

export const DiscussionMessageSchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  body: z.string(),
  mentions: z.array(z.string()),
  createdOn: z.string(),
});
export type DiscussionMessage = z.infer<typeof DiscussionMessageSchema>;

/** An order's discussion as its reader gets it: the messages, oldest first, and how many are new to them. */
export const DiscussionSchema = z.object({
  orderId: z.number().int(),
  messages: z.array(DiscussionMessageSchema),
  unread: z.number().int().nonnegative(),
});
export type Discussion = z.infer<typeof DiscussionSchema>;

/** GET the caller's unread counts of these orders' discussions. */
export const UnreadQuerySchema = z.object({ ids: IdListSchema });
export const UnreadCountSchema = z.object({ orderId: z.number().int(), unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

const MENTION =
  /(?:^|[^A-Za-z0-9._%+'-])@([A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** The addresses a message mentions (`@someone@example.com`), lower-cased, each once, in order. */
export function mentionsIn(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION)].map((match) => match[1]!.toLowerCase()))];
}

/** Whether a user may see an order: a role that reads orders, and no network or the order's own. */
export const maySeeOrder = (
  user: { roles: readonly Role[]; networkId: number | null },
  order: { networkId: number | null },
): boolean =>
  user.roles.some((role) => roleHas(role, 'CAMPAIGNS_ORDERS_READ')) &&
  (user.networkId === null || user.networkId === order.networkId);
