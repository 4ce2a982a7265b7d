import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickHouseFactStore } from '../src/reports/clickhouse-store';

/**
 * The HTTP transport against a real ClickHouse server (CLICKHOUSE_SMOKE_URL, e.g. Debian's
 * clickhouse-server 18.16). That release predates the fact tables' DDL (NOT NULL columns, window
 * functions), so this checks what it allows: statements, JSONEachRow inserts and selects, the undo
 * of a failed batch. The report SQL itself runs on chDB in every test run.
 */
const url = process.env.CLICKHOUSE_SMOKE_URL;

describe.skipIf(!url)('ClickHouse over HTTP (smoke)', () => {
  let store: ClickHouseFactStore;
  const table = `smoke_${Date.now()}`;

  beforeAll(async () => {
    store = ClickHouseFactStore.connect(url as string);
    await store.execute(
      `CREATE TABLE ${table} (day Date, publisher_id Int32, ad_requests Int64, revenue Float64) ENGINE = MergeTree ORDER BY (publisher_id, day)`,
    );
  });
  afterAll(async () => {
    await store.execute(`DROP TABLE IF EXISTS ${table}`);
    await store.close();
  });

  it('inserts rows as JSONEachRow and reads sums back as plain numbers', async () => {
    await store.atomically(
      [
        {
          table,
          chunks: [
            [
              { day: '2026-11-01', publisher_id: 3, ad_requests: 40, revenue: 1.5 },
              { day: '2026-11-01', publisher_id: 3, ad_requests: 60, revenue: 0.25 },
            ],
            [{ day: '2026-11-02', publisher_id: 4, ad_requests: 7, revenue: 0 }],
          ],
        },
      ],
      [],
    );
    const rows = await store.select(
      `SELECT publisher_id, sum(ad_requests) AS requests, sum(revenue) AS revenue FROM ${table} GROUP BY publisher_id ORDER BY publisher_id`,
    );
    expect(rows).toEqual([
      { publisher_id: 3, requests: 100, revenue: 1.75 },
      { publisher_id: 4, requests: 7, revenue: 0 },
    ]);
  });

  it('a failing step runs the undo statements, so the batch leaves nothing behind', async () => {
    const batch = [
      { table, chunks: [[{ day: '2026-12-01', publisher_id: 9, ad_requests: 1, revenue: 1 }]] },
      'SELECT no_such_column FROM system.one',
    ];
    await expect(
      store.atomically(batch, [`ALTER TABLE ${table} DELETE WHERE publisher_id = 9`]),
    ).rejects.toThrow();
    await expect
      .poll(
        async () => (await store.select(`SELECT count() AS n FROM ${table} WHERE publisher_id = 9`))[0]?.n,
      )
      .toBe(0);
  });
});
