// `npx tsx bench/page-load.ts`: the main pages as a signed-in admin opens them (demo data, PGlite):
// a cold first load (empty browser cache) with its transfer size and request count, then the
// first table row after a reload (warm cache) and after navigating to the page inside the app.
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  benchPort,
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  freshDataDir,
  saveResult,
  startUntil,
  stop,
} from './support';

const PORT = benchPort(8196);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/connections', '/demand/list', '/placements'] as const;
const TARGETS = { coldFirstRowMs: 1000, warmFirstRowMs: 300 };

/** Bytes on the wire (headers and encoded bodies) and requests, from now until `stop()`. */
function recordTraffic(page: Page) {
  let requests = 0;
  const sizes: Promise<number>[] = [];
  const onDone = (request: import('@playwright/test').Request) => {
    requests++;
    sizes.push(
      request
        .sizes()
        .then((size) => size.responseBodySize + size.responseHeadersSize)
        .catch(() => 0),
    );
  };
  page.on('requestfinished', onDone);
  return async () => {
    page.off('requestfinished', onDone);
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
    return { requests, transferKb: Math.round(bytes / 102.4) / 10 };
  };
}

const firstRow = (page: Page) => page.locator('table tbody tr td').first().waitFor({ state: 'visible' });

async function timed(action: () => Promise<unknown>, page: Page): Promise<number> {
  const started = Date.now();
  await action();
  await firstRow(page);
  return Date.now() - started;
}

/** Where a reload's time went, from the navigation's start: the document, and when each API call began and ended. */
function warmStepsOf(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes('/api/'))
      .map(
        (entry) =>
          `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`,
      );
    return {
      domContentLoadedMs: Math.round(navigation?.domContentLoadedEventEnd ?? 0),
      loadMs: Math.round(navigation?.loadEventEnd ?? 0),
      calls,
    };
  });
}

async function measurePage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const traffic = recordTraffic(page);
  const coldFirstRowMs = await timed(() => page.goto(`${BASE}/#${path}`), page);
  await page.waitForLoadState('networkidle');
  const cold = await traffic();
  const warmFirstRowMs = await timed(() => page.reload(), page);
  const warmSteps = await warmStepsOf(page);
  await page.goto(`${BASE}/#/dashboard`);
  await page.waitForLoadState('networkidle');
  const navigationFirstRowMs = await timed(
    () => page.evaluate((hash) => (window.location.hash = hash), `#${path}`),
    page,
  );
  await page.close();
  return { path, ...cold, coldFirstRowMs, warmFirstRowMs, warmSteps, navigationFirstRowMs };
}

const server = await startUntil(
  process.execPath,
  ['scripts/e2e-server.mjs'],
  // No simulated traffic: its 90-day backfill at first start would share the API's thread with the pages timed.
  { E2E_PORT: String(PORT), DATA_DIR: freshDataDir(), DEMO_TRAFFIC: 'false' },
  'Adcast is ready',
  300_000,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
try {
  const signInPage = await browser.newPage();
  await signInPage.goto(`${BASE}/#/login`);
  await signInPage.getByLabel('Email').fill('admin@adcast.test');
  await signInPage.getByLabel('Password', { exact: true }).fill('Demo-pass1!');
  await signInPage.getByRole('button', { name: 'Sign in' }).click();
  await signInPage.waitForURL(/#\/dashboard/);
  const storageState = await signInPage.context().storageState();
  const pages = [];
  for (const path of PAGES) {
    // A fresh context per page: the sign-in carries over, the HTTP cache does not.
    const context = await browser.newContext({ storageState, viewport: { width: 1400, height: 900 } });
    pages.push(await measurePage(context, path));
    await context.close();
  }
  const result = { volume: 'demo seed on PGlite', targets: TARGETS, pages };
  saveResult('page-load', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  await stop(server.child, PORT);
}
