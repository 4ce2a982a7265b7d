import type { FactStore } from '../apps/api/src/reports/fact-store';
import { fillPlan, fillStatements } from '../apps/api/src/reports/fill-rollups';
import { AD_ROLLUPS, HOURLY } from '../apps/api/src/reports/tables';

/** The bench year: 2025 (8760 hours), generated inside the engine. */
export const YEAR_START = '2025-01-01 00:00:00';
const COUNTRIES = ['US', 'US', 'US', 'US', 'CA', 'GB', 'DE', 'FR', 'AU', 'BR'];
const PLATFORMS = ['CTV', 'CTV', 'APP', 'WEB'];

/**
 * The facts of hours [fromHour, toHour) of the year among `rows` hourly facts of a mid-size SSP:
 * 2,000 placements of 200 publishers in 5 networks, 40 demand partners, 10 countries, 4
 * platforms; counters from a hash of the row number.
 */
export function generateSql(
  dialect: 'duckdb' | 'clickhouse',
  rows: number,
  fromHour = 0,
  toHour = 8760,
): string {
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
  // Row i is the same fact whatever the order; rows are written hour by hour, as imports append
  // them: j counts through the hours, i = j's row within its hour * 8760 + the hour.
  const perHour = Math.ceil(rows / 8760);
  const [first, count] = [fromHour * perHour, (toHour - fromHour) * perHour];
  const source =
    dialect === 'duckdb'
      ? `(SELECT (j % ${perHour}) * 8760 + j // ${perHour} AS i FROM range(${first}, ${first + count}) t(j)) WHERE i < ${rows}`
      : `(SELECT (number % ${perHour}) * 8760 + intDiv(number, ${perHour}) AS number FROM numbers(${first}, ${count})) WHERE number < ${rows}`;
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

const HOUR_MS = 3_600_000;
const yearStart = Date.parse(`${YEAR_START.replace(' ', 'T')}Z`);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Fills the hourly table and its rollups a month at a time, each month in one transaction, so a
 * run stopped part way keeps whole months and the next run goes on from there; resolves to the
 * seconds it took and the months it made.
 */
export async function generate(store: FactStore, rows: number) {
  const started = performance.now();
  const plan = fillPlan(AD_ROLLUPS);
  let made = 0;
  for (let month = 0; month < 12; month++) {
    const from = Date.UTC(2025, month);
    const to = Date.UTC(2025, month + 1);
    const [fromHour, toHour] = [(from - yearStart) / HOUR_MS, (to - yearStart) / HOUR_MS];
    const [present] = await store.select(
      `SELECT count(*) AS n FROM ${HOURLY.name} WHERE hour >= ${store.dialect.timestamp(`${day(from)} 00:00:00`)} AND hour < ${store.dialect.timestamp(`${day(to)} 00:00:00`)}`,
    );
    if (Number(present?.n) > 0) continue;
    const monthStarted = performance.now();
    await store.atomically(
      [
        generateSql(store.dialect.name, rows, fromHour, toHour),
        ...fillStatements(store.dialect, plan, day(from), day(to)),
      ],
      [],
    );
    made += 1;
    console.log(
      `  ${day(from).slice(0, 7)}: facts and rollups in ${((performance.now() - monthStarted) / 1000).toFixed(1)} s`,
    );
  }
  return { seconds: (performance.now() - started) / 1000, months: made };
}
