import type { FactStore } from '../apps/api/src/reports/fact-store';
import { fillRollups } from '../apps/api/src/reports/fill-rollups';
import { AD_ROLLUPS } from '../apps/api/src/reports/tables';

/** The bench year: 2025 (8760 hours), generated inside the engine. */
export const YEAR_START = '2025-01-01 00:00:00';
const COUNTRIES = ['US', 'US', 'US', 'US', 'CA', 'GB', 'DE', 'FR', 'AU', 'BR'];
const PLATFORMS = ['CTV', 'CTV', 'APP', 'WEB'];

/**
 * `rows` hourly facts of a mid-size SSP: 2,000 placements of 200 publishers in 5 networks, 40
 * demand partners, 10 countries, 4 platforms; counters from a hash of the row number.
 */
export function generateSql(dialect: 'duckdb' | 'clickhouse', rows: number): string {
  const n = dialect === 'duckdb' ? 'i' : 'number';
  const h = (salt: number) =>
    dialect === 'duckdb'
      ? `CAST(hash(${n} * 31 + ${salt}) % 1000 AS BIGINT)`
      : `toInt64(cityHash64(${n} * 31 + ${salt}) % 1000)`;
  // Array literals and 1-based indexing read the same on both engines.
  const pick = (list: string[], salt: number) =>
    `[${list.map((v) => `'${v}'`).join(', ')}][1 + ${h(salt)} % ${list.length}]`;
  const text = (e: string) => (dialect === 'duckdb' ? `CAST(${e} AS VARCHAR)` : `toString(${e})`);
  const hour =
    dialect === 'duckdb'
      ? `TIMESTAMP '${YEAR_START}' + to_hours(CAST(${n} % 8760 AS INTEGER))`
      : `toDateTime('${YEAR_START}', 'UTC') + toIntervalHour(${n} % 8760)`;
  const placement = dialect === 'duckdb' ? `(1 + (${n} // 8760) % 2000)` : `(1 + intDiv(${n}, 8760) % 2000)`;
  const requests = `(50 + ${h(1)})`;
  const filled = `(${requests} * (20 + ${h(2)} % 50) / 100)`;
  const impressions = `(${filled} * 9 / 10)`;
  // Row i is the same fact whatever the order; rows are written hour by hour, as imports append them.
  const perHour = Math.ceil(rows / 8760);
  const source =
    dialect === 'duckdb'
      ? `(SELECT (j % ${perHour}) * 8760 + j // ${perHour} AS i FROM range(${perHour * 8760}) t(j)) WHERE i < ${rows}`
      : `(SELECT (number % ${perHour}) * 8760 + intDiv(number, ${perHour}) AS number FROM numbers(${perHour * 8760})) WHERE number < ${rows}`;
  const int = (e: string) => (dialect === 'duckdb' ? `CAST(${e} AS INTEGER)` : `toInt32(${e})`);
  const big = (e: string) => (dialect === 'duckdb' ? `CAST(${e} AS BIGINT)` : `toInt64(${e})`);
  return `INSERT INTO ad_facts_hourly (hour, placement_id, publisher_id, network_id, demand_partner_id, domain, country, platform, device_type,
  ad_requests, dp_ad_requests, filled_impressions, ad_impressions, bids, won_bids, lost_bids, revenue, pub_revenue, platform_cost, saas_fee)
SELECT ${hour}, ${int(placement)}, ${int(`1 + ${placement} % 200`)}, ${int(`1 + ${placement} % 5`)}, ${int(`1 + ${h(3)} % 40`)},
  concat('site', ${text(`${placement} % 500`)}, '.tv'), ${pick(COUNTRIES, 4)}, ${pick(PLATFORMS, 5)}, ${int(`1 + ${h(6)} % 8`)},
  ${big(requests)}, ${big(requests)}, ${big(filled)}, ${big(impressions)}, ${big(`${requests} * 7 / 10`)}, ${big(filled)}, ${big(`${requests} * 7 / 10 - ${filled}`)},
  ${impressions} * (5 + ${h(7)} % 20) / 1000.0, ${impressions} * (5 + ${h(7)} % 20) / 1000.0 * 0.6, ${requests} * 0.00002, 0
FROM ${source}`;
}

/** Fills the hourly table and its rollups; resolves to the seconds each took. */
export async function generate(store: FactStore, rows: number) {
  const started = performance.now();
  await store.execute(generateSql(store.dialect.name, rows));
  const generated = performance.now();
  await fillRollups(store, AD_ROLLUPS, (rollup, source, ms) =>
    console.log(`  ${rollup.name} from ${source.name}: ${(ms / 1000).toFixed(1)} s`),
  );
  return { generateS: (generated - started) / 1000, rollupS: (performance.now() - generated) / 1000 };
}
