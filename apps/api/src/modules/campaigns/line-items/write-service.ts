import { LINE_ITEM_MESSAGES } from '@adcast/domain/campaigns/line-item-messages';
import {
  flightWithin,
  type LineItemExtendSchema,
  type LineItemInputSchema,
  type LineItemUpdateSchema,
} from '@adcast/domain/campaigns/line-items';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orders } from '../../../db/schema/campaigns';
import { badRequest } from '../../../http/errors';
import { loadRecord } from '../../../records/rows';
import { archiveRecord, createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { ORDER } from '../orders/order-record';
import { LINE_ITEM } from './line-item-record';

type LineItemInput = z.output<typeof LineItemInputSchema>;
type LineItemUpdate = z.output<typeof LineItemUpdateSchema>;
type LineItemExtend = z.output<typeof LineItemExtendSchema>;
type Flight = { startDate: string; endDate: string };

/**
 * The line item's network: its order's, which the caller must see (a network user only its own
 * network's) and which must not be archived; the flight must lie within the order's.
 */
async function networkOfOrder(ctx: WriteContext, orderId: number, flight: Flight): Promise<number | null> {
  const [found] = await ctx.db
    .select({
      networkId: orders.networkId,
      status: orders.status,
      startDate: orders.startDate,
      endDate: orders.endDate,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), ORDER.visibleTo(ctx.auth)));
  if (!found) throw badRequest(LINE_ITEM_MESSAGES.orderNotFound(orderId));
  if (found.status === 'ARCHIVED') throw badRequest(LINE_ITEM_MESSAGES.orderArchived);
  if (!flightWithin(found, flight)) throw badRequest(LINE_ITEM_MESSAGES.flightOutsideOrder(found));
  return found.networkId;
}

export async function createLineItem(ctx: WriteContext, input: LineItemInput) {
  const networkId = await networkOfOrder(ctx, input.orderId, input);
  return createRecord(ctx, LINE_ITEM, { ...input, networkId });
}

export async function updateLineItem(ctx: WriteContext, input: LineItemUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await networkOfOrder(ctx, fields.orderId, fields);
  return updateRecord(ctx, LINE_ITEM, { id, version }, { ...fields, networkId });
}

/** Moves the flight's end later, still within the order's flight. */
export async function extendLineItem(ctx: WriteContext, id: number, input: LineItemExtend) {
  const item = await loadRecord(ctx.db, ctx.auth, LINE_ITEM, id);
  if (input.endDate <= item.endDate) throw badRequest(LINE_ITEM_MESSAGES.extendNotLater(item.endDate));
  await networkOfOrder(ctx, item.order.id, { startDate: item.startDate, endDate: input.endDate });
  await updateRecord(
    ctx,
    LINE_ITEM,
    { id, version: input.version ?? item.version },
    { endDate: input.endDate },
  );
  return loadRecord(ctx.db, ctx.auth, LINE_ITEM, id);
}

/**
 * The status-name call: ARCHIVED archives, ACTIVE from ARCHIVED unarchives, the rest is an edit of
 * the status; each goes through the record's transitions.
 */
export async function changeLineItemStatus(ctx: WriteContext, id: number, status: EntityStatus) {
  const item = await loadRecord(ctx.db, ctx.auth, LINE_ITEM, id);
  if (status === 'ARCHIVED' || (item.status === 'ARCHIVED' && status === 'ACTIVE'))
    await archiveRecord(ctx, LINE_ITEM, { id, version: item.version, archive: status === 'ARCHIVED' });
  else await updateRecord(ctx, LINE_ITEM, { id, version: item.version }, { status });
  return loadRecord(ctx.db, ctx.auth, LINE_ITEM, id);
}
