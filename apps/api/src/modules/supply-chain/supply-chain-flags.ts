import type { SupplyChainFlags, SupplyChainSubjectKind } from '@adcast/domain/supply-chain/supply-chain';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chainPartners } from '../../db/supply-chain';
import type { AuthContext } from '../../http/auth';
import { PARTNER } from '../demand/partners/partner-record';
import { PUBLISHER } from '../publishers/publisher-record';
import { partnerSide, supplyChainRows } from './supply-chain-rows';

/** The ids named that the caller may see (others are left out, as a list leaves them out). */
async function visibleIds(db: Db, auth: AuthContext, kind: SupplyChainSubjectKind, ids: readonly number[]) {
  const { table, visibleTo } = kind === 'PARTNER' ? PARTNER : PUBLISHER;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), visibleTo(auth)));
  return rows.map((row) => row.id as number);
}

/**
 * How many mismatches each partner or publisher of a list page has: a partner its own sellers.json
 * ones once plus each publisher's, a publisher those of every partner that carries it.
 */
export async function mismatchFlags(
  db: Db,
  publicUrl: string,
  auth: AuthContext,
  kind: SupplyChainSubjectKind,
  ids: readonly number[],
): Promise<SupplyChainFlags['flags']> {
  const visible = await visibleIds(db, auth, kind, ids);
  const counts = await mismatchCounts(db, publicUrl, auth, kind, visible);
  return visible.map((id) => ({ id, mismatches: counts.get(id) ?? 0 }));
}

/** The mismatch count of each partner or publisher named, the pairs within `reach`. */
export async function mismatchCounts(
  db: Db,
  publicUrl: string,
  reach: AuthContext | 'everyNetwork',
  kind: SupplyChainSubjectKind,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  if (kind === 'PARTNER') {
    for (const partner of await chainPartners(db, ids))
      counts.set(partner.id, partnerSide(partner).mismatches.length);
    const { rows, pairCounts } = await supplyChainRows(db, publicUrl, reach, { partnerIds: ids });
    rows.forEach((row, at) => {
      counts.set(row.partner.id, (counts.get(row.partner.id) ?? 0) + (pairCounts[at] ?? 0));
    });
  } else {
    const { rows } = await supplyChainRows(db, publicUrl, reach, { publisherIds: ids });
    for (const row of rows)
      counts.set(row.publisher.id, (counts.get(row.publisher.id) ?? 0) + row.mismatches.length);
  }
  return counts;
}
