import type { AdvertiserInputSchema, AdvertiserUpdateSchema } from '@adcast/domain/campaigns/advertisers';
import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { orders } from '../../../db/schema/campaigns';
import { badRequest } from '../../../http/errors';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { ADVERTISER } from './advertiser-record';

type AdvertiserInput = z.output<typeof AdvertiserInputSchema>;
type AdvertiserUpdate = z.output<typeof AdvertiserUpdateSchema>;

export async function createAdvertiser(ctx: WriteContext, input: AdvertiserInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  return createRecord(ctx, ADVERTISER, { ...input, networkId });
}

/** An advertiser with campaigns keeps its network: its campaigns are filed under it. */
export async function updateAdvertiser(ctx: WriteContext, input: AdvertiserUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  return updateRecord(
    ctx,
    ADVERTISER,
    { id, version },
    { ...fields, networkId },
    {
      before: async (tx, before) => {
        if ((before.network?.id ?? null) === networkId) return;
        const [held] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.advertiserId, id))
          .limit(1);
        if (held) throw badRequest(CAMPAIGN_MESSAGES.advertiserKeepsNetwork);
      },
    },
  );
}
