// `npx tsx bench/list-render.ts [--keep] [--reuse]`: the connections list's first table row in the e2e
// browser against the bench volume (200 partners, BENCH_CONNECTIONS connections, 3x placements) on
// PostgreSQL. Each first render starts from a reloaded app (an empty query cache): after in-app
// navigation with the default list state, after in-app navigation to a page never asked for before
// (nothing cached on either side), and after a full reload of the list. Renders the query cache
// answers (navigating back to a list already shown) are reported apart: no API call is made.
// --keep leaves the seeded database; --reuse renders against a kept one.
import { chromium, type Page } from '@playwright/test';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemo } from '../apps/api/src/seed/demo';
import {
  BENCH_VOLUME,
  benchDatabaseName,
  databaseExists,
  databaseUrl,
  dropDatabase,
  freshDatabase,
} from './database';
import { seedBenchVolume } from './demand-seed';
import { benchPort, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, saveResult, startUntil, stop } from './support';

const DATABASE = benchDatabaseName('adcast_bench_render');
const PORT = benchPort(8194);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 7;
const TARGETS = { firstRowAfterNavigationMs: 300, firstRowAfterReloadMs: 1000 };
const keep = process.argv.includes('--keep');
const reuse = process.argv.includes('--reuse');

async function seededDatabaseUrl(): Promise<string> {
  if (reuse && (await databaseExists(DATABASE))) return databaseUrl(DATABASE);
  const url = await freshDatabase(DATABASE);
  const database = await openDatabase({ url, dataDir: null });
  await database.migrate();
  await seedDemo(database.db);
  await seedBenchVolume(database.db, BENCH_VOLUME);
  await database.close();
  return url;
}

/** The list calls' own time (request start to last byte), from the browser's resource timing. */
const listCallsMs = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/dpconnection'))
      .map((entry) => Math.round((entry as PerformanceResourceTiming).responseEnd - entry.startTime)),
  );

const firstRow = (page: Page) => page.locator('table tbody tr td').first().waitFor({ state: 'visible' });

/** Time from the action to the first table row, and the API calls it made. */
async function toFirstRow(page: Page, action: () => Promise<unknown>) {
  await page.evaluate(() => performance.clearResourceTimings());
  const started = Date.now();
  await action();
  await firstRow(page);
  const ms = Date.now() - started;
  return { ms, apiCallsMs: await listCallsMs(page) };
}

/** The dashboard, loaded afresh: the app starts with an empty query cache. */
async function freshDashboard(page: Page) {
  await page.goto(`${BASE}/#/dashboard`);
  await page.reload();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

const navigate = (page: Page, hash: string) =>
  page.evaluate((target) => {
    window.location.hash = target;
  }, hash);

const summary = (runs: { ms: number; apiCallsMs: number[] }[]) => {
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
    runsMs: runs.map((run) => run.ms),
    apiCallsMs: runs.map((run) => run.apiCallsMs),
  };
};

const databaseUrlForRun = await seededDatabaseUrl();
const server = await startUntil(
  process.execPath,
  ['scripts/e2e-server.mjs'],
  {
    E2E_PORT: String(PORT),
    DATABASE_URL: databaseUrlForRun,
    SEED_DEMO: 'false',
    // The product as deployed: no simulated traffic's backfill sharing the API's thread with the
    // renders timed, and answers not checked against their schemas (tests only).
    DEMO_TRAFFIC: 'false',
    CHECK_ANSWERS: 'false',
  },
  'Adcast is ready',
  300_000,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${BASE}/#/login`);
  await page.getByLabel('Email').fill('admin@adcast.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/dashboard/);
  // Once, so that the list's scripts are in the HTTP cache as for anyone who opened it before.
  await navigate(page, '#/connections');
  await firstRow(page);

  const afterNavigation = [];
  const neverAskedPage = [];
  const cached = [];
  const afterReload = [];
  for (let run = 0; run < RUNS; run++) {
    await freshDashboard(page);
    afterNavigation.push(await toFirstRow(page, () => navigate(page, '#/connections')));
    await freshDashboard(page);
    // A page number no earlier run asked for, so neither the browser nor the server has it.
    const unseen = `#/connections?page=${101 + run * 37}`;
    neverAskedPage.push(await toFirstRow(page, () => navigate(page, unseen)));
    await navigate(page, '#/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    cached.push(await toFirstRow(page, () => navigate(page, unseen)));
    afterReload.push(await toFirstRow(page, () => page.reload()));
  }
  const result = {
    volume: `bench seed on PostgreSQL: ${BENCH_VOLUME.connections} connections`,
    targets: TARGETS,
    firstRowAfterNavigation: summary(afterNavigation),
    firstRowAfterNavigationToUnseenPage: summary(neverAskedPage),
    firstRowAfterReload: summary(afterReload),
    cachedRenderAfterNavigation: summary(cached),
  };
  saveResult('list-render', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  await stop(server.child, PORT);
  if (!keep) await dropDatabase(DATABASE);
}
