import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import type { OrderInputSchema, OrderUpdateSchema } from '@adcast/domain/campaigns/orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { moveLineItemsWithOrder } from '../../../db/line-items';
import { advertisers } from '../../../db/schema/campaigns';
import { badRequest } from '../../../http/errors';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { ADVERTISER } from '../advertisers/advertiser-record';
import { ORDER } from './order-record';

type OrderInput = z.output<typeof OrderInputSchema>;
type OrderUpdate = z.output<typeof OrderUpdateSchema>;

/**
 * The order's network: its advertiser's, which the caller must see (a network user only its own
 * network's) and which must not be archived.
 */
async function networkOfAdvertiser(ctx: WriteContext, advertiserId: number): Promise<number | null> {
  const [found] = await ctx.db
    .select({ networkId: advertisers.networkId, status: advertisers.status })
    .from(advertisers)
    .where(and(eq(advertisers.id, advertiserId), ADVERTISER.visibleTo(ctx.auth)));
  if (!found) throw badRequest(CAMPAIGN_MESSAGES.advertiserNotFound(advertiserId));
  if (found.status === 'ARCHIVED') throw badRequest(CAMPAIGN_MESSAGES.advertiserArchived);
  return found.networkId;
}

export async function createOrder(ctx: WriteContext, input: OrderInput) {
  const networkId = await networkOfAdvertiser(ctx, input.advertiserId);
  return createRecord(ctx, ORDER, { ...input, networkId });
}

export async function updateOrder(ctx: WriteContext, input: OrderUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await networkOfAdvertiser(ctx, fields.advertiserId);
  return updateRecord(
    ctx,
    ORDER,
    { id, version },
    { ...fields, networkId },
    { after: (tx) => moveLineItemsWithOrder(tx, id, networkId) },
  );
}
