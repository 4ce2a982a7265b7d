import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import {
  benchPort,
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  freshDataDir,
  saveResult,
  startUntil,
  stop,
} from './support';

/** Gzipped bytes of every JavaScript file the page loads from now on, by URL. */
function recordScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    sizes.set(url, 0);
    sizes.set(url, gzipSync(await response.body()).length);
  });
  return sizes;
}

const kilobytes = (sizes: Map<string, number>, except = new Set<string>()) =>
  Math.round(
    ([...sizes].filter(([url]) => !except.has(url)).reduce((sum, [, n]) => sum + n, 0) / 1024) * 10,
  ) / 10;

/** The login route's initial JS, and what the shell (dashboard after sign-in) adds to it. */
export async function measureWebSize() {
  const port = benchPort(8195);
  const server = await startUntil(
    process.execPath,
    ['scripts/e2e-server.mjs'],
    { E2E_PORT: String(port), DATA_DIR: freshDataDir() },
    'Adcast is ready',
    300_000,
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const sizes = recordScripts(page);
    await page.goto(`http://127.0.0.1:${port}/#/login`, { waitUntil: 'networkidle' });
    const loginScripts = new Set(sizes.keys());
    const loginKb = kilobytes(sizes);
    await page.getByLabel('Email').fill('admin@adcast.test');
    await page.getByLabel('Password').fill('Demo-pass1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/dashboard/);
    await page.waitForLoadState('networkidle');
    const result = {
      loginRouteGzipKb: loginKb,
      loginRouteFiles: loginScripts.size,
      shellAddedGzipKb: kilobytes(sizes, loginScripts),
      loginPlusShellGzipKb: kilobytes(sizes),
    };
    saveResult('web-size', result);
    return result;
  } finally {
    await browser.close();
    await stop(server.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureWebSize());
