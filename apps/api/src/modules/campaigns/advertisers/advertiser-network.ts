import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { and, eq } from 'drizzle-orm';
import { advertisers } from '../../../db/schema/campaigns';
import { badRequest } from '../../../http/errors';
import type { WriteContext } from '../../../records/writes';
import { ADVERTISER } from './advertiser-record';

/**
 * The network of what is filed under an advertiser (an order, a creative): its advertiser's, which
 * the caller must see (a network user only its own network's) and which must not be archived.
 */
export async function networkOfAdvertiser(ctx: WriteContext, advertiserId: number): Promise<number | null> {
  const [found] = await ctx.db
    .select({ networkId: advertisers.networkId, status: advertisers.status })
    .from(advertisers)
    .where(and(eq(advertisers.id, advertiserId), ADVERTISER.visibleTo(ctx.auth)));
  if (!found) throw badRequest(CAMPAIGN_MESSAGES.advertiserNotFound(advertiserId));
  if (found.status === 'ARCHIVED') throw badRequest(CAMPAIGN_MESSAGES.advertiserArchived);
  return found.networkId;
}
