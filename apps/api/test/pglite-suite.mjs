// The API test files that run on PGlite as well as on PostgreSQL. Every file runs on PostgreSQL;
// PGlite (the embedded engine `npm start` uses) runs those whose outcome can depend on the engine or
// its driver: how values come back (ints, numerics, dates, arrays, JSON), error codes (unique
// violations), transactions and row locks on one connection, the pg_trgm search, the job queue,
// shutdown with the database in the process, and a write and a list of each kind of record.
// Validation, permissions, HTTP hardening, media and the report store (DuckDB) answer the same on
// both and run once.

/** Paths relative to apps/api. */
export const PGLITE_SUITE = [
  // the engine seam: queue, locks, limits kept in the database, shutdown, the demo seed
  'test/jobs-queue.test.ts',
  'test/ads-txt-crawl-jobs.test.ts',
  'test/report-jobs.test.ts',
  'test/http-sockets.test.ts',
  'test/rate-limits.test.ts',
  'test/read-memo.test.ts',
  'test/sql-snapshots.test.ts',
  'test/media-demo.test.ts',
  // sessions and identities read from the database
  'test/sign-in.test.ts',
  'test/session-and-masks.test.ts',
  'test/account-security.test.ts',
  'test/two-factor.test.ts',
  'test/api-tokens.test.ts',
  'test/tenancy.test.ts',
  // the list engine: keyset pages, counts, kept sort keys, searches
  'test/list-reader.test.ts',
  'test/plain-lists.test.ts',
  'test/kept-sort-keys.test.ts',
  'test/list-cache-keys.test.ts',
  'test/changelog-deep-pages.test.ts',
  'test/changelog-api.test.ts',
  // each kind of record written and read back (upserts, link tables, similar search, revert)
  'test/apps.test.ts',
  'test/domains.test.ts',
  'test/targeting.test.ts',
  'test/advertisers.test.ts',
  'test/orders.test.ts',
  'test/creatives.test.ts',
  'test/order-discussions.test.ts',
  'test/deals.test.ts',
  'test/placements-write.test.ts',
  'test/demand-partners-write.test.ts',
  'test/demand-connections-write.test.ts',
  'test/demand-connections-duplicate.test.ts',
  'test/publishers.test.ts',
  'test/content-owners-write.test.ts',
  'test/users-write.test.ts',
  'test/networks.test.ts',
  'test/catalogue-collections.test.ts',
  'test/catalogue-videos-write.test.ts',
  'test/media-channel-writes.test.ts',
  'test/media-feeds.test.ts',
  'test/report-schedules.test.ts',
  'test/saved-reports.test.ts',
  'test/copied-columns-consistency.test.ts',
];
