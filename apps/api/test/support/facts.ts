import type { FactKind } from '@adcast/domain/reports/fact-import';
import { DuckDbFactStore } from '../../src/reports/duckdb-store';
import type { FactStore } from '../../src/reports/fact-store';
import { importBatch, validateRows } from '../../src/reports/importer';
import type { NamedDemand } from '../../src/reports/scope';
import { ChdbFactStore } from './chdb-store';

/** Both engines the report tests run on: DuckDB, and the ClickHouse SQL on chDB. */
export const FACT_ENGINES: { name: string; open: () => Promise<FactStore> }[] = [
  { name: 'DuckDB', open: () => DuckDbFactStore.open(':memory:') },
  { name: 'ClickHouse (chDB)', open: () => ChdbFactStore.open() },
];

/** A scope's demand when it owns no partner or connection: every one reads as the others' row. */
export const NAMES_NO_DEMAND: NamedDemand = { partnerIds: [], connectionIds: [] };

export type AdFactInput = { hour: string } & Record<string, string | number>;

/** An hourly ad fact with sensible ids; override what a test is about. */
export const adFact = (overrides: Partial<AdFactInput> & { hour: string }): AdFactInput => ({
  network_id: 1,
  publisher_id: 10,
  placement_id: 100,
  demand_partner_id: 7,
  country: 'US',
  platform: 'CTV',
  ad_requests: 100,
  filled_impressions: 50,
  ad_impressions: 40,
  revenue: 0.4,
  pub_revenue: 0.2,
  ...overrides,
});

let batches = 0;
/** Imports rows as one new batch through the same validation the API uses. */
export async function load(store: FactStore, rows: readonly AdFactInput[], kind: FactKind = 'ad') {
  batches += 1;
  return importBatch(store, kind, `test-${batches}`, validateRows(kind, rows));
}

/**
 * One ad fact a day (at noon UTC) for `days` days from `from`: requests follow a level, a trend
 * per day and a factor per weekday (Sunday first), impressions are `fill` of them.
 */
export function dailyFacts(
  from: string,
  days: number,
  shape: { level: number; slope?: number; weekly?: readonly number[]; fill?: number },
  fields: Partial<AdFactInput> = {},
): AdFactInput[] {
  return Array.from({ length: days }, (_, t) => {
    const day = new Date(Date.parse(`${from}T12:00:00Z`) + t * 86_400_000);
    const requests = Math.round(
      shape.level + (shape.slope ?? 0) * t + (shape.weekly?.[day.getUTCDay()] ?? 0),
    );
    return adFact({
      ad_requests: requests,
      ad_impressions: Math.round(requests * (shape.fill ?? 0.5)),
      filled_impressions: Math.round(requests * (shape.fill ?? 0.5)),
      ...fields,
      hour: day.toISOString().replace('.000Z', 'Z'),
    });
  });
}
