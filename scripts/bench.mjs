// `npm run bench`: every performance measurement; results land in .bench/*.json and are printed.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const steps = [
  ['web-size', ['bench/web-size.ts']],
  ['start-time', ['bench/start-time.ts']],
  ['idle-memory', ['bench/idle-memory.ts']],
  ['me-throughput', ['bench/me-throughput.ts']],
  ['demand-postgres', ['bench/demand.ts', '--engine', 'postgres']],
  ['demand-pglite', ['bench/demand.ts', '--engine', 'pglite']],
  ['catalogue-postgres', ['bench/catalogue.ts', '--engine', 'postgres']],
  ['catalogue-pglite', ['bench/catalogue.ts', '--engine', 'pglite']],
  ['organisation-postgres', ['bench/organisation.ts']],
  ['list-render', ['bench/list-render.ts']],
  ['page-load', ['bench/page-load.ts']],
  ['dashboard-paint', ['bench/dashboard-paint.ts']],
  ['reports-duckdb', ['bench/reports.ts', '--engine', 'duckdb']],
  ['reports-clickhouse', ['bench/reports.ts', '--engine', 'clickhouse']],
  ['forecast-duckdb', ['bench/forecast.ts']],
  ['media', ['bench/media.ts']],
  ['ads-txt-crawl', ['bench/ads-txt-crawl.ts']],
  ['decisioning', ['bench/decisioning.ts']],
  ['campaign-health', ['bench/campaign-health.ts']],
  ['alerts', ['bench/alerts.ts']],
].filter(([name]) => only.length === 0 || only.includes(name));

let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name}`);
  const run = spawnSync('npx', ['tsx', ...args], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
