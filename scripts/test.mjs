// Runs every test runner of the project and ends with one line: `tests: N passed, M failed`.
// Api integration tests run on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn } from 'node:child_process';
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
  // With PostgreSQL as well, PGlite runs only the files whose behaviour differs between the engines
  // (apps/api/test/engine-suites.ts).
  vitest('api-pglite', 'apps/api', {
    ADCAST_TEST_ENGINE: 'pglite',
    ADCAST_TEST_PGLITE_SHARE: process.env.TEST_DATABASE_URL ? 'true' : 'false',
  }),
  ...(process.env.TEST_DATABASE_URL
    ? [vitest('api-postgres', 'apps/api', { ADCAST_TEST_ENGINE: 'postgres' })]
    : []),
  vitest('web', 'apps/web'),
  {
    name: 'e2e',
    cwd: join(root, 'apps/web'),
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    // Beside the other suites the machine is busy: a test that fails is tried once more, and named.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'e2e.json'), E2E_RETRIES: '1' },
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

// Three lanes run at once, a lane's suites one after another: each runner keeps about one core busy
// and the browser suite spends much of its time waiting on its pages, so on two cores the three
// together end well before the same suites one lane after another. The browser suite is the longest.
const LANES = [['api-postgres'], ['domain', 'api-pglite', 'web'], ['e2e']];
const byName = new Map(suites.map((suite) => [suite.name, suite]));
const lanes = LANES.map((names) => names.flatMap((name) => (byName.has(name) ? [byName.get(name)] : [])));
const concurrent = lanes.filter((lane) => lane.length > 0);
// With one lane running its output streams; beside another, each suite's output is printed whole
// when it ends so that two runners' lines never interleave.
const streamed = concurrent.length < 2;

function runSuite(suite, stream) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const [command, ...args] = suite.command;
    const child = spawn(command, args, {
      cwd: suite.cwd,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env },
    });
    const output = [];
    if (!stream) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    if (stream) console.log(`\n=== ${suite.name}`);
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!stream) process.stdout.write(`\n=== ${suite.name}\n${Buffer.concat(output).toString()}`);
      resolvePromise({ ...readCounts(suite, status), seconds });
    });
  });
}

function readCounts(suite, status) {
  const file = join(out, `${suite.name}.json`);
  let counts = { passed: 0, failed: 1 };
  if (existsSync(file)) {
    try {
      counts = suite.read(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      console.error(`${suite.name}: could not read ${file}`);
    }
  } else {
    console.error(`${suite.name}: the runner wrote no results (exit ${status}); counted as one failure`);
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const results = new Map();
const runLane = async (lane, stream) => {
  for (const suite of lane) results.set(suite.name, await runSuite(suite, stream));
};
await Promise.all(concurrent.map((lane) => runLane(lane, streamed)));

let passed = 0;
let failed = 0;
const flaky = [];
const lines = [];
for (const suite of suites) {
  const counts = results.get(suite.name);
  passed += counts.passed;
  failed += counts.failed;
  flaky.push(...(counts.flaky ?? []).map((name) => `${suite.name}: ${name}`));
  lines.push(`${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${counts.seconds} s)`);
}
console.log(`\n${lines.join('\n')}`);
// Passed only on a retry: counted as passed, but named so that nobody mistakes them for sound.
if (flaky.length > 0) {
  console.log(flaky.join('\n'));
  console.log(`flaky: ${flaky.length} (passed only on a retry)`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
