// The server the browser tests run against: a fresh PGlite database with the demo seed, the built
// web app, and sign-in limits raised (every test signs in from the same loopback address).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'adcast-e2e-'));
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The browser tests make their own media; the demo clips would only load the machine.
    DEMO_MEDIA: 'false',
    // What the browser tests upload is checked for playing, not for its size: the fastest encoding.
    HLS_X264_PRESET: 'ultrafast',
    // The feed tests serve their feeds from the test on loopback under this name (never allowed by default).
    FETCH_ALLOW_HOSTS: 'feeds.localhost',
    LOGIN_MAX_ATTEMPTS_PER_CLIENT: '100000',
    RECOVERY_MAX_PER_CLIENT: '100000',
    RECOVERY_MAX_PER_ACCOUNT: '100',
    // Low enough that a month by hour (report-files.spec) is a report file; the other report tests stay under it.
    REPORT_AT_ONCE_ROWS: '500',
    // Every list, count and /me answer the browser gets is also checked against its schema (a bench
    // timing the product as deployed turns it off).
    CHECK_ANSWERS: process.env.CHECK_ANSWERS ?? 'true',
  },
});
const stop = () => api.kill('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
api.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
