import type { Delivered } from '@adcast/domain/campaigns/pacing';
import type { FactStore } from './fact-store';
import { MONTHLY } from './tables';

/**
 * Impressions and spend (gross revenue, USD) to date of each line item asked for, from the monthly
 * rollup (every dimension, the fewest rows). A line item without facts has delivered nothing.
 */
export async function deliveredByLineItem(
  store: FactStore,
  lineItemIds: readonly number[],
): Promise<Map<number, Delivered>> {
  const delivered = new Map<number, Delivered>(lineItemIds.map((id) => [id, { impressions: 0, spend: 0 }]));
  if (lineItemIds.length === 0) return delivered;
  const { dialect } = store;
  const rows = await store.select(
    `SELECT line_item_id, ${dialect.double('sum(ad_impressions)')} AS impressions, ${dialect.double('sum(revenue)')} AS spend
     FROM ${MONTHLY.name}
     WHERE line_item_id IN (${lineItemIds.map((id) => Math.trunc(id)).join(', ')})
     GROUP BY line_item_id`,
  );
  for (const row of rows)
    delivered.set(Number(row.line_item_id), {
      impressions: Number(row.impressions),
      spend: Number(row.spend),
    });
  return delivered;
}
