// Forecast bench (issue 28): the facts part of POST /api/forecast (the slice's daily history in one
// grouped statement, the scope's for the booked share, the model and its backtest) over BENCH_FORECAST
// placements (default 12,000) × 120 days, on DuckDB; p50/p95/p99 for slices of 10,000 placements.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays } from '@adcast/domain/date-ranges';
import { datesFrom } from '@adcast/domain/forecast/booked';
import { ForecastQuerySchema } from '@adcast/domain/forecast/forecast';
import { sliceConditions } from '@adcast/domain/forecast/slice';
import { forecastSupply } from '../apps/api/src/modules/forecast/forecast-service';
import { DuckDbFactStore } from '../apps/api/src/reports/duckdb-store';
import type { FactStore } from '../apps/api/src/reports/fact-store';
import { countOf, fillPlan, fillStatements } from '../apps/api/src/reports/fill-rollups';
import type { FactScope } from '../apps/api/src/reports/scope';
import { compileSliceHistory } from '../apps/api/src/reports/slice-history';
import { AD_ROLLUPS, HOURLY } from '../apps/api/src/reports/tables';
import { root, saveResult } from './support';

const PLACEMENTS = Number(process.env.BENCH_FORECAST ?? 12_000);
const DAYS = 120;
const FIRST_DAY = '2025-01-01';
const TODAY = addDays(FIRST_DAY, DAYS);
/** Facts per placement and day: country, platform and device vary among them. */
const PER_DAY = Number(process.env.BENCH_FORECAST_PER_DAY ?? 4);
const RUNS = 30;

/**
 * One fact per placement, day and variant at noon: requests with a weekly rhythm and a slow trend,
 * a fifth of them filled; placements 1..10,000 are network 1's, the rest network 2's.
 */
function generateSql(): string {
  const n = 'i';
  const h = (salt: number) => `CAST(hash(${n} * 31 + ${salt}) % 1000 AS BIGINT)`;
  const placement = `(1 + ${n} % ${PLACEMENTS})`;
  const day = `(${n} // ${PLACEMENTS * PER_DAY})`;
  const weekday = `((${day} + 3) % 7)`;
  const requests = `(40 + ${h(1)} % 60 + 15 * (CASE WHEN ${weekday} IN (0, 6) THEN -1 ELSE 1 END) + ${day} // 10)`;
  const pick = (list: string[], salt: number) =>
    `[${list.map((v) => `'${v}'`).join(', ')}][1 + ${h(salt)} % ${list.length}]`;
  return `INSERT INTO ad_facts_hourly (hour, placement_id, publisher_id, network_id, demand_partner_id, country, platform, device_type,
  ad_requests, dp_ad_requests, filled_impressions, ad_impressions, revenue, pub_revenue)
SELECT TIMESTAMP '${FIRST_DAY} 12:00:00' + to_days(CAST(${day} AS INTEGER)), CAST(${placement} AS INTEGER),
  CAST(1 + ${placement} % 400 AS INTEGER), CAST(CASE WHEN ${placement} <= 10000 THEN 1 ELSE 2 END AS INTEGER),
  CAST(1 + ${h(3)} % 40 AS INTEGER), ${pick(['US', 'US', 'CA', 'GB', 'DE'], 4)}, ${pick(['CTV', 'CTV', 'APP', 'WEB'], 5)},
  CAST(1 + ${h(6)} % 8 AS INTEGER), ${requests}, ${requests}, ${requests} / 5, ${requests} / 5, ${requests} * 0.002, ${requests} * 0.001
FROM range(0, ${PLACEMENTS * PER_DAY * DAYS}) t(${n})`;
}

async function open(): Promise<FactStore> {
  mkdirSync(join(root, '.bench'), { recursive: true });
  const store = await DuckDbFactStore.open(join(root, '.bench', `forecast-${PLACEMENTS}.duckdb`));
  if ((await countOf(store, HOURLY)) === 0) {
    const started = performance.now();
    await store.atomically([
      generateSql(),
      ...fillStatements(store.dialect, fillPlan(AD_ROLLUPS), FIRST_DAY, TODAY),
    ]);
    console.log(
      `  generated ${(PLACEMENTS * PER_DAY * DAYS).toLocaleString('en')} facts and their rollups in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return store;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => i + 1);
const networkScope: FactScope = {
  kind: 'network',
  networkId: 1,
  demand: { partnerIds: [], connectionIds: [] },
};
const CASES = [
  { name: '10,000 placements, network scope', scope: networkScope, query: { placementIds: TEN_THOUSAND } },
  {
    name: '10,000 placements + US/CA + CTV, network scope',
    scope: networkScope,
    query: { placementIds: TEN_THOUSAND, countries: ['US', 'CA'], platforms: ['CTV'] },
  },
  {
    name: '10,000 placements, staff scope',
    scope: { kind: 'everything' } as FactScope,
    query: { placementIds: TEN_THOUSAND },
  },
  { name: 'whole network (no slice)', scope: networkScope, query: {} },
];

const store = await open();
try {
  const flight = datesFrom(TODAY, addDays(TODAY, 27));
  const results = [];
  for (const c of CASES) {
    const query = ForecastQuerySchema.parse({ ...c.query, startDate: TODAY, endDate: addDays(TODAY, 27) });
    const slice = sliceConditions(query, null);
    const table = compileSliceHistory(store, { from: FIRST_DAY, to: TODAY, ...slice }, c.scope).table.name;
    const run = () => forecastSupply(store, c.scope, slice, TODAY, flight);
    const coldStarted = performance.now();
    const first = await run();
    const cold = performance.now() - coldStarted;
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const row = {
      slice: c.name,
      table,
      firstMs: Math.round(cold),
      p50ms: Math.round(percentile(ms, 0.5)),
      p95ms: Math.round(percentile(ms, 0.95)),
      p99ms: Math.round(percentile(ms, 0.99)),
      mapeImpressions: first.forecast?.backtest?.impressions.mape ?? null,
      coverageImpressions: first.forecast?.backtest?.impressions.coverage ?? null,
    };
    results.push(row);
    console.log(
      `  ${c.name.padEnd(48)} ${table.padEnd(20)} first ${row.firstMs} ms  p50 ${row.p50ms} ms  p95 ${row.p95ms} ms  p99 ${row.p99ms} ms  MAPE ${((row.mapeImpressions ?? 0) * 100).toFixed(1)} %  coverage ${((row.coverageImpressions ?? 0) * 100).toFixed(0)} %`,
    );
  }
  saveResult('forecast-duckdb', {
    placements: PLACEMENTS,
    days: DAYS,
    perDay: PER_DAY,
    runs: RUNS,
    cached: 'nothing in the app; DuckDB buffer pool warm after the first run',
    results,
  });
} finally {
  await store.close();
}
