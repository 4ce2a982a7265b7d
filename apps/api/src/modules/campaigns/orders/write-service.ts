import type { OrderInputSchema, OrderUpdateSchema } from '@adcast/domain/campaigns/orders';
import type { z } from 'zod';
import { moveLineItemsWithOrder } from '../../../db/line-items';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { networkOfAdvertiser } from '../advertisers/advertiser-network';
import { ORDER } from './order-record';

type OrderInput = z.output<typeof OrderInputSchema>;
type OrderUpdate = z.output<typeof OrderUpdateSchema>;

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
