import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI || process.env.E2E_RETRIES === '1' ? 1 : 0,
  // Generous: on a busy 2-core machine a long walk through several pages takes a minute; none waits on time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2526}` },
  },
});
