import type { AdsTxtLine } from '@adcast/domain/ads-txt/ads-txt-file';
import { platformLine, platformSellerDomain } from '@adcast/domain/ads-txt/seller-lines';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { publishers } from '../../../db/schema/tenancy';

/**
 * The platform's lines each publisher's files need: its `/sellers.json` entry's seller id, DIRECT
 * unless the publisher sells as an intermediary only. A publisher without a seller id needs none.
 */
export async function neededLinesOf(
  db: Db,
  publicUrl: string,
  publisherIds: readonly number[],
): Promise<Map<number, AdsTxtLine[]>> {
  const needed = new Map<number, AdsTxtLine[]>();
  const ids = [...new Set(publisherIds)];
  const sellerDomain = platformSellerDomain(publicUrl);
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await db
      .select({ id: publishers.id, sellerId: publishers.sellerId, sellerType: publishers.sellerType })
      .from(publishers)
      .where(and(inArray(publishers.id, ids.slice(from, from + 1000)), isNotNull(publishers.sellerId)));
    for (const row of rows) {
      const relationship = row.sellerType === 'INTERMEDIARY' ? 'RESELLER' : 'DIRECT';
      needed.set(row.id, [platformLine(sellerDomain, row.sellerId as string, relationship)]);
    }
  }
  return needed;
}
