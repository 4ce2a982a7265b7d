import type { Advertiser, SimilarAdvertiser } from '@adcast/domain/campaigns/advertisers';
import type { LineItem } from '@adcast/domain/campaigns/line-items';
import type { Order } from '@adcast/domain/campaigns/orders';

/** An advertiser as the API answers it; every field can be overridden. */
export const anAdvertiser = (id: number, overrides: Partial<Advertiser> = {}): Advertiser => ({
  id,
  name: `Advertiser ${id}`,
  status: 'ACTIVE',
  network: null,
  advertiserDomains: [],
  notes: null,
  createdOn: '2026-03-02T09:15:00.000Z',
  updatedOn: '2026-03-02T09:15:00.000Z',
  version: 1,
  ...overrides,
});

/** An advertiser as search/similar answers it. */
export const aSimilarAdvertiser = (id: number, name: string, similarity: number): SimilarAdvertiser => ({
  id,
  name,
  status: 'ACTIVE',
  network: null,
  similarity,
});

/** An order (campaign) as the API answers it: a December flight without bundle terms. */
export const anOrder = (id: number, overrides: Partial<Order> = {}): Order => ({
  id,
  name: `Campaign ${id}`,
  status: 'ACTIVE',
  network: null,
  advertiser: { id: 1, name: 'Advertiser 1' },
  ioNumber: null,
  budget: 10_000,
  currency: 'USD',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  bundleRevenueShare: null,
  bundleCpm: null,
  notes: null,
  createdOn: '2026-03-02T09:15:00.000Z',
  updatedOn: '2026-03-02T09:15:00.000Z',
  version: 1,
  ...overrides,
});

/** A line item as the API answers it: 100,000 impressions over the first half of December, evenly, no health checked yet. */
export const aLineItem = (id: number, overrides: Partial<LineItem> = {}): LineItem => ({
  id,
  name: `Line item ${id}`,
  status: 'ACTIVE',
  network: null,
  order: { id: 1, name: 'Campaign 1' },
  type: 'STANDARD',
  cpm: 12.5,
  currency: 'USD',
  goalType: 'IMPRESSIONS',
  goalAmount: 100_000,
  startDate: '2026-12-01',
  endDate: '2026-12-15',
  timeZone: 'America/New_York',
  pacing: 'EVEN',
  frequencyCap: null,
  frequencyPeriod: null,
  priority: 5,
  bundleRevenueShare: null,
  bundleCpm: null,
  bundleTerms: { bundleRevenueShare: null, bundleCpm: null },
  notes: null,
  health: null,
  createdOn: '2026-03-02T09:15:00.000Z',
  updatedOn: '2026-03-02T09:15:00.000Z',
  version: 1,
  ...overrides,
});
