import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker imports the app once for all its files instead of once per file (most of a file's
    // time); each file still builds its own app, database and deps, so no state is shared.
    isolate: false,
  },
});
