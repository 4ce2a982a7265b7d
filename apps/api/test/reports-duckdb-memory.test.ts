import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDbFactStore } from '../src/reports/duckdb-store';

const MB = 1024 * 1024;

describe('the embedded report store gives back what a burst of writes left in memory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adcast-duckdb-memory-'));
  let store: DuckDbFactStore;
  beforeAll(async () => {
    store = await DuckDbFactStore.open(join(dir, 'reports.duckdb'), { memoryLimit: '256MB' });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const held = async () =>
    Number((await store.select('SELECT sum(memory_usage_bytes) AS n FROM duckdb_memory()'))[0]?.n ?? 0);
  const setting = async () => (await store.select("SELECT current_setting('memory_limit') AS v"))[0]?.v;

  it('after releaseMemory its cache is (nearly) empty, its limit as it was and the data all there', async () => {
    // Writes DuckDB has not checkpointed yet are held in memory (as the simulator's backfill leaves them).
    await store.execute("SET checkpoint_threshold = '1GB'");
    await store.execute('CREATE TABLE burst (id BIGINT, text VARCHAR)');
    for (let part = 0; part < 3; part++)
      await store.execute(
        `INSERT INTO burst SELECT range AS id, md5(range::varchar) AS text FROM range(${part * 1000000}, ${(part + 1) * 1000000})`,
      );
    const before = await held();
    const limit = await setting();
    expect(before).toBeGreaterThan(32 * MB);

    await store.releaseMemory();

    expect(await held()).toBeLessThan(16 * MB);
    expect(await setting()).toBe(limit);
    expect(await store.select('SELECT count(*) AS n, max(id) AS top FROM burst')).toEqual([
      { n: 3000000, top: 2999999 },
    ]);
  });

  it('statements sent while it gives memory back (the database closed and opened again) all answer', async () => {
    const count = 'SELECT count(*) AS n FROM burst';
    const before = store.select(count);
    const release = store.releaseMemory();
    const during = store.select(count);
    await release;
    expect([await before, await during]).toEqual([[{ n: 3000000 }], [{ n: 3000000 }]]);
  });
});
