// Report engine bench (issue 11): BENCH_REPORT_ROWS hourly facts (default 100,000,000: a year of a
// mid-size SSP) on DuckDB and ClickHouse (CLICKHOUSE_URL, else chDB in-process); p50/p95 of ten
// typical reports through the product's compiler, each also as a ratio to hand SQL on the same engine.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { ClickHouseFactStore } from '../apps/api/src/reports/clickhouse-store';
import { compileAggregate, dimensionAlias, metricAlias } from '../apps/api/src/reports/compiler';
import { DuckDbFactStore } from '../apps/api/src/reports/duckdb-store';
import type { FactStore } from '../apps/api/src/reports/fact-store';
import { countOf } from '../apps/api/src/reports/fill-rollups';
import { runReport } from '../apps/api/src/reports/run-report';
import { HOURLY } from '../apps/api/src/reports/tables';
import { ChdbFactStore } from '../apps/api/test/support/chdb-store';
import { CASES } from './reports-cases';
import { generate } from './reports-data';
import { root, saveResult } from './support';

const { values } = parseArgs({ options: { engine: { type: 'string', default: 'duckdb' } } });
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 100_000_000);
const RUNS = 9;

async function open(engine: string): Promise<{ store: FactStore; fresh: boolean; label: string }> {
  if (engine === 'duckdb') {
    mkdirSync(join(root, '.bench'), { recursive: true });
    // A kept file is measured again; one a run stopped while generating gets its missing months.
    const store = await DuckDbFactStore.open(join(root, '.bench', `reports-${ROWS}.duckdb`));
    return { store, fresh: (await countOf(store, HOURLY)) < ROWS, label: 'DuckDB' };
  }
  const url = process.env.CLICKHOUSE_URL;
  return url
    ? { store: await ClickHouseFactStore.open(url), fresh: true, label: 'ClickHouse (HTTP)' }
    : { store: await ChdbFactStore.open(), fresh: true, label: 'ClickHouse (chDB)' };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

/** A few-millisecond report is run for at least this long, so its p50 and p95 rest on enough runs. */
const MIN_TIMED_MS = 1_000;

async function time(run: () => Promise<unknown>) {
  await run();
  const ms: number[] = [];
  const until = performance.now() + MIN_TIMED_MS;
  while (ms.length < RUNS || performance.now() < until) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
}

const { store, fresh, label } = await open(values.engine ?? 'duckdb');
try {
  if (fresh) {
    console.log(`${label}: generating ${ROWS.toLocaleString('en')} hourly fact rows...`);
    const took = await generate(store, ROWS);
    console.log(`  ${took.months} months of facts and rollups generated in ${took.seconds.toFixed(1)} s`);
  }
  const results = [];
  for (const c of CASES) {
    const query = ReportQuerySchema.parse(c.query);
    const sort = query.sortProperty
      ? {
          alias: (query.dimensions.includes(query.sortProperty) ? dimensionAlias : metricAlias)(
            query.sortProperty,
          ),
          direction: query.sortDirection,
        }
      : null;
    const rowsSql = compileAggregate(
      { ...query, range: query, sort, page: { offset: 0, limit: query.size } },
      c.scope,
      store.dialect,
    ).sql;
    const product = await time(() => store.select(rowsSql));
    const whole = await time(() => runReport(store, query, c.scope));
    const hand = await time(() => store.select(c.hand(store.dialect)));
    const row = {
      report: c.name,
      p50ms: Math.round(product.p50),
      p95ms: Math.round(product.p95),
      withTotalsP95ms: Math.round(whole.p95),
      handP50ms: Math.round(hand.p50),
      ratio: Number((product.p50 / Math.max(hand.p50, 0.001)).toFixed(2)),
    };
    results.push(row);
    console.log(
      `  ${c.name.padEnd(40)} p50 ${String(row.p50ms).padStart(5)} ms  p95 ${String(row.p95ms).padStart(5)} ms  (with totals p95 ${row.withTotalsP95ms} ms)  hand p50 ${row.handP50ms} ms  ratio ${row.ratio}`,
    );
  }
  saveResult(`reports-${values.engine}`, {
    engine: label,
    rows: ROWS,
    minRuns: RUNS,
    minTimedMs: MIN_TIMED_MS,
    results,
  });
} finally {
  await store.close();
}
