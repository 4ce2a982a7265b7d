import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from './client';
import { orderDiscussionReads, orderMessages } from './schema/campaigns';
import { users } from './schema/identity';

/** An order's messages, oldest first, with their authors. */
export const messagesOf = (db: Db, orderId: number) =>
  db
    .select({
      id: orderMessages.id,
      authorId: users.id,
      authorName: users.name,
      authorEmail: users.email,
      body: orderMessages.body,
      mentions: orderMessages.mentions,
      createdOn: orderMessages.createdOn,
    })
    .from(orderMessages)
    .innerJoin(users, eq(users.id, orderMessages.authorId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.id));

/** How many messages of each order's discussion the user has not seen, others' only; orders without any are left out. */
export async function unreadCounts(db: Db, userId: number, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderMessages.orderId, unread: count() })
    .from(orderMessages)
    .leftJoin(
      orderDiscussionReads,
      and(eq(orderDiscussionReads.orderId, orderMessages.orderId), eq(orderDiscussionReads.userId, userId)),
    )
    .where(
      and(
        inArray(orderMessages.orderId, [...orderIds]),
        ne(orderMessages.authorId, userId),
        gt(orderMessages.id, sql`coalesce(${orderDiscussionReads.lastSeenId}, 0)`),
      ),
    )
    .groupBy(orderMessages.orderId);
}

/** The user has seen every message of the order's discussion so far. */
export async function markSeen(db: Db, orderId: number, userId: number): Promise<void> {
  const [last] = await db
    .select({ id: sql<number | null>`max(${orderMessages.id})` })
    .from(orderMessages)
    .where(eq(orderMessages.orderId, orderId));
  if (last?.id == null) return;
  await db
    .insert(orderDiscussionReads)
    .values({ orderId, userId, lastSeenId: Number(last.id) })
    .onConflictDoUpdate({
      target: [orderDiscussionReads.orderId, orderDiscussionReads.userId],
      set: { lastSeenId: sql`greatest(${orderDiscussionReads.lastSeenId}, excluded.last_seen_id)` },
    });
}

/** Enabled users with these addresses, with what decides whether they may see an order. */
export const enabledUsersByEmail = (db: Db, emails: readonly string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, roles: users.roles, networkId: users.networkId })
        .from(users)
        .where(and(inArray(users.email, [...emails]), eq(users.enabled, true)));
