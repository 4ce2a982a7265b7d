import type {
  PublisherCostSchema,
  PublisherInputSchema,
  PublisherUpdateSchema,
} from '@adcast/domain/publishers/publishers';
import type { PublisherSellerInputSchema } from '@adcast/domain/publishers/seller-entry';
import type { z } from 'zod';
import { resolveNetwork } from '../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { PUBLISHER } from './publisher-record';

type PublisherInput = z.output<typeof PublisherInputSchema>;
type PublisherUpdate = z.output<typeof PublisherUpdateSchema>;

export async function createPublisher(ctx: WriteContext, input: PublisherInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId ?? null);
  return createRecord(ctx, PUBLISHER, { ...input, networkId });
}

export async function updatePublisher(ctx: WriteContext, input: PublisherUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId ?? null);
  return updateRecord(ctx, PUBLISHER, { id, version }, { ...fields, networkId, updatedOn: new Date() });
}

/** Part 2 §7 update-cost: what serving the publisher costs per thousand impressions. */
export const updatePublisherCost = (
  ctx: WriteContext,
  input: z.output<typeof PublisherCostSchema>,
  id: number,
) =>
  updateRecord(
    ctx,
    PUBLISHER,
    { id, version: input.version },
    { costCpm: input.costCpm, updatedOn: new Date() },
  );

/** The publisher's sellers.json entry; a seller id held by another publisher is a 409. */
export function updatePublisherSeller(
  ctx: WriteContext,
  input: z.output<typeof PublisherSellerInputSchema>,
  id: number,
) {
  const { version, ...seller } = input;
  return updateRecord(
    ctx,
    PUBLISHER,
    { id, version },
    {
      sellerId: seller.sellerId,
      sellerDomain: seller.domain,
      sellerType: seller.sellerType,
      sellerConfidential: seller.confidential,
      updatedOn: new Date(),
    },
  );
}
