import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactStore } from '../src/reports/fact-store';
import { deliveredByLineItem } from '../src/reports/line-item-delivery';
import { adFact, FACT_ENGINES, load } from './support/facts';

describe.each(FACT_ENGINES)("line items' delivery from the facts, on $name", ({ open }) => {
  let store: FactStore;
  beforeAll(async () => {
    store = await open();
    await load(store, [
      adFact({ hour: '2026-11-30T23:00:00Z', line_item_id: 41, ad_impressions: 1_000, revenue: 12.5 }),
      adFact({ hour: '2026-12-01T02:00:00Z', line_item_id: 41, ad_impressions: 3_000, revenue: 37.5 }),
      adFact({ hour: '2026-12-01T02:00:00Z', line_item_id: 42, ad_impressions: 500, revenue: 4 }),
      adFact({ hour: '2026-12-01T02:00:00Z', ad_impressions: 9_999, revenue: 99 }),
    ]);
  });
  afterAll(() => store.close());

  it('sums impressions and spend of each line item across months, and answers nothing delivered for one without facts', async () => {
    const delivered = await deliveredByLineItem(store, [41, 43]);
    expect(Object.fromEntries(delivered)).toEqual({
      41: { impressions: 4_000, spend: 50 },
      43: { impressions: 0, spend: 0 },
    });
  });
});
