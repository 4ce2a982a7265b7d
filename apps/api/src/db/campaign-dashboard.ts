import type { CreativeProcessing } from '@adcast/domain/campaigns/creatives';
import type { LineItemHealth } from '@adcast/domain/campaigns/pacing';
import { and, asc, count, desc, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  advertisers,
  creatives,
  lineItemHealth,
  lineItems,
  orderDiscussionReads,
  orderMessages,
  orders,
} from './schema/campaigns';

/** Active line items whose flight includes `today` (their own dates, whole days). */
const runningOn = (today: string) =>
  and(eq(lineItems.status, 'ACTIVE'), lte(lineItems.startDate, today), gte(lineItems.endDate, today));

/** Running line items by their stored health; null counts those not refreshed yet. */
export const runningHealthCounts = (db: Db, today: string, visible: SQL | undefined) =>
  db
    .select({ health: sql<LineItemHealth | null>`${lineItemHealth.health}`, n: count() })
    .from(lineItems)
    .leftJoin(lineItemHealth, eq(lineItemHealth.lineItemId, lineItems.id))
    .where(and(runningOn(today), visible))
    .groupBy(lineItemHealth.health);

/** Stored health, worst first; a line item not refreshed yet is read before the healthy ones. */
const severity = sql`case ${lineItemHealth.health}
  when 'NOT_DELIVERING' then 0 when 'AT_RISK' then 1 when 'BEHIND' then 2
  when 'ON_TRACK' then 4 else 3 end`;

/** The running line items most in need, by stored health then ending soonest, with what pacing reads. */
export const runningLineItemsMostInNeed = (db: Db, today: string, visible: SQL | undefined, limit: number) =>
  db
    .select({
      id: lineItems.id,
      name: lineItems.name,
      orderId: orders.id,
      orderName: orders.name,
      goalType: lineItems.goalType,
      goalAmount: lineItems.goalAmount,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
      timeZone: lineItems.timeZone,
      pacing: lineItems.pacing,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .leftJoin(lineItemHealth, eq(lineItemHealth.lineItemId, lineItems.id))
    .where(and(runningOn(today), visible))
    .orderBy(severity, asc(lineItems.endDate), asc(lineItems.id))
    .limit(limit);

/** Active line items whose start (or end) date falls within the week, soonest first. */
export const flightsEdgingIn = (
  db: Db,
  edge: 'startDate' | 'endDate',
  week: { from: string; to: string },
  visible: SQL | undefined,
  limit: number,
) =>
  db
    .select({
      id: lineItems.id,
      name: lineItems.name,
      orderId: orders.id,
      orderName: orders.name,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .where(
      and(
        eq(lineItems.status, 'ACTIVE'),
        gte(lineItems[edge], week.from),
        lte(lineItems[edge], week.to),
        visible,
      ),
    )
    .orderBy(asc(lineItems[edge]), asc(lineItems.id))
    .limit(limit);

/** The user's unread messages (others') per order of `visible`, most unread first. */
export const unreadByOrder = (db: Db, userId: number, visible: SQL | undefined) =>
  db
    .select({ orderId: orders.id, orderName: orders.name, unread: count() })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .leftJoin(
      orderDiscussionReads,
      and(eq(orderDiscussionReads.orderId, orderMessages.orderId), eq(orderDiscussionReads.userId, userId)),
    )
    .where(
      and(
        ne(orderMessages.authorId, userId),
        gt(orderMessages.id, sql`coalesce(${orderDiscussionReads.lastSeenId}, 0)`),
        visible,
      ),
    )
    .groupBy(orders.id, orders.name)
    .orderBy(desc(count()), asc(orders.id));

const notArchived = ne(creatives.status, 'ARCHIVED');

/** Video creatives not archived by processing state, and VAST ones (no processing: null). */
export const creativesByProcessing = (db: Db, visible: SQL | undefined) =>
  db
    .select({ processing: sql<CreativeProcessing | null>`${creatives.processing}`, n: count() })
    .from(creatives)
    .where(and(notArchived, visible))
    .groupBy(creatives.processing);

/** Video creatives not archived whose processing failed, latest first. */
export const failedCreatives = (db: Db, visible: SQL | undefined, limit: number) =>
  db
    .select({
      id: creatives.id,
      name: creatives.name,
      advertiserId: advertisers.id,
      advertiserName: advertisers.name,
      processingError: creatives.processingError,
      updatedOn: creatives.updatedOn,
    })
    .from(creatives)
    .innerJoin(advertisers, eq(advertisers.id, creatives.advertiserId))
    .where(and(notArchived, eq(creatives.processing, 'FAILED'), visible))
    .orderBy(desc(creatives.updatedOn), desc(creatives.id))
    .limit(limit);
