// `npx tsx bench/list-render.ts`: the connections list's first table render after navigation, in the
// e2e browser, against the bench volume (200 partners, 100,000 connections, 300,000 placements).
import { chromium } from '@playwright/test';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/db/seed/demo';
import { BENCH_VOLUME, benchDatabaseName, dropDatabase, freshDatabase } from './database';
import { seedBenchVolume } from './demand-seed';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, saveResult, startUntil, stop } from './support';

const DATABASE = benchDatabaseName('adcast_bench_render');
const PORT = 8194;
const RUNS = 7;
const TARGET_MS = 1000;

async function seededDatabaseUrl(): Promise<string> {
  const url = await freshDatabase(DATABASE);
  const database = await openDatabase({ url, dataDir: null });
  await database.migrate();
  await seedDemo(database.db);
  await seedBenchVolume(database.db, BENCH_VOLUME);
  await database.close();
  return url;
}

const databaseUrl = await seededDatabaseUrl();
const server = await startUntil(
  process.execPath,
  ['scripts/e2e-server.mjs'],
  { E2E_PORT: String(PORT), DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
  'Adcast is ready',
  300_000,
);
const browser = await chromium.launch({
  executablePath: CHROMIUM_EXECUTABLE,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`http://127.0.0.1:${PORT}/#/login`);
  await page.getByLabel('Email').fill('admin@adcast.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/dashboard/);
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`http://127.0.0.1:${PORT}/#/dashboard`);
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await page.evaluate(() => {
      window.location.hash = '#/connections';
    });
    await page.locator('table tbody tr').first().waitFor({ state: 'visible' });
    timings.push(Date.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const result = {
    volume: 'bench seed on PostgreSQL',
    runs: timings,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
    firstRunMs: timings[0],
    targetMs: TARGET_MS,
  };
  saveResult('list-render', result);
  console.log(result);
} finally {
  await browser.close();
  await stop(server.child, PORT);
  await dropDatabase(DATABASE);
}
