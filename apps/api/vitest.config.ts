import { defineConfig } from 'vitest/config';
import { PGLITE_TOO } from './test/engine-suites';

// `npm test` with TEST_DATABASE_URL runs every file on PostgreSQL, and on PGlite only these.
const pgliteShare = process.env.ADCAST_TEST_PGLITE_SHARE === 'true';

export default defineConfig({
  test: {
    include: pgliteShare ? PGLITE_TOO : ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Ceilings that only stop a hung test: no test asserts speed, and on a busy 2-core machine (three
    // suites at once) building an app inside a test can take half a minute.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // A poll waits on a background job: the same reasoning, for polls that name no timeout of their own.
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    // A worker imports the app once for all its files instead of once per file (most of a file's
    // time); each file still builds its own app, database and deps, so no state is shared.
    isolate: false,
  },
});
