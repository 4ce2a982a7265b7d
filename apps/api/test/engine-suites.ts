/**
 * Which api test files `npm test` runs on PGlite when it runs them on PostgreSQL as well
 * (TEST_DATABASE_URL set; scripts/test.mjs sets ADCAST_TEST_PGLITE_SHARE). PGlite is PostgreSQL compiled to WASM: the same parser, planner and
 * SQL, with pg_trgm loaded. What differs is around the SQL: one connection instead of a pool, no
 * other process, the data dir on local disk, and the speed of each query. So every file runs on
 * PostgreSQL, the engine a deployment shares between servers, and on PGlite, the engine of a fresh
 * checkout, run again only the files whose behaviour depends on those differences: connections and
 * their loss, transactions meeting each other, the job queue, what servers share through the
 * database, the list and report SQL whose plans and speed differ, and the demo a first start makes.
 * Without TEST_DATABASE_URL, and in a run of named files, PGlite runs every file it is given.
 */
export const PGLITE_TOO = [
  'database-outage',
  'multi-process',
  'jobs-queue',
  'media-transcode-recovery',
  'ads-txt-crawl-jobs',
  'report-jobs',
  'rate-limits',
  'sign-in',
  'session-and-masks',
  'tokens',
  'read-memo',
  'shared-caches',
  'list-reader',
  'list-cache-keys',
  'kept-sort-keys',
  'paging',
  'plain-lists',
  'sql-snapshots',
  'changelog-list-reader',
  'changelog-deep-pages',
  'copied-columns-consistency',
  'status-transitions',
  'tenancy',
  'demand-connections-list',
  'demand-connections-sorting',
  'users-list',
  'placements-list',
  'catalogue-videos-list',
  'reports-engine',
  'reports-sql',
  'reports-parity',
  'reports-rollups',
  'reports-simulator',
  'media-demo',
  'vast-tag',
  'beacons',
  'permission-matrix',
].map((name) => `test/${name}.test.ts`);
