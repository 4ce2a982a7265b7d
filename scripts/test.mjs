// Runs every test runner of the project and ends with one line: `tests: N passed, M failed`.
// Api integration tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flakyPlaywrightTests } from './test-results.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
const vitest = (name, workspace, env = {}) => ({
  name,
  cwd: join(root, workspace),
  command: [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(out, `${name}.json`)}`,
  ],
  env,
  read: (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests || (json.success ? 0 : 1) }),
});

const suites = [
  vitest('domain', 'packages/domain'),
  vitest('api-pglite', 'apps/api', { ADCAST_TEST_ENGINE: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('api-postgres', 'apps/api', { ADCAST_TEST_ENGINE: 'postgres' })]
    : []),
  vitest('web', 'apps/web'),
  {
    name: 'e2e',
    cwd: join(root, 'apps/web'),
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json') },
    read: (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      flaky: flakyPlaywrightTests(json),
    }),
  },
].filter((suite) => only.length === 0 || only.includes(suite.name));

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the api tests run on PGlite only.');
}

let passed = 0;
let failed = 0;
const flaky = [];
const lines = [];
for (const suite of suites) {
  console.log(`\n=== ${suite.name}`);
  const [command, ...args] = suite.command;
  const run = spawnSync(command, args, {
    cwd: suite.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const file = join(out, `${suite.name}.json`);
  let counts = { passed: 0, failed: 1 };
  if (existsSync(file)) {
    try {
      counts = suite.read(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      console.error(`${suite.name}: could not read ${file}`);
    }
  } else {
    console.error(`${suite.name}: the runner wrote no results (exit ${run.status}); counted as one failure`);
  }
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  flaky.push(...(counts.flaky ?? []).map((name) => `${suite.name}: ${name}`));
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
}
console.log(`\n${lines.join('\n')}`);
// Passed only on a retry: counted as passed, but named so that nobody mistakes them for sound.
if (flaky.length > 0) {
  console.log(flaky.join('\n'));
  console.log(`flaky: ${flaky.length} (passed only on a retry)`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
