import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB } from './dialect';
import {
  type FactRow,
  type FactRows,
  type FactStore,
  plainValue,
  statementOf,
  type WriteStep,
} from './fact-store';
import { prepareFactTables } from './prepare-tables';

export type DuckDbLimits = { memoryLimit?: string; threads?: number };

export class DuckDbFactStore implements FactStore {
  readonly dialect = DUCKDB;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly reader: DuckDBConnection,
    private readonly limits: DuckDbLimits,
  ) {}

  /**
   * `:memory:` or a file path (created with its folder). The memory limit bounds DuckDB's buffer
   * pool (beyond it, big queries spill to disk); freed memory goes back to the system at once
   * instead of staying in DuckDB's allocator for the next query.
   */
  static async open(path: string, limits: DuckDbLimits = {}): Promise<DuckDbFactStore> {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const instance = await DuckDBInstance.create(path, {
      ...(limits.memoryLimit && { memory_limit: limits.memoryLimit }),
      ...(limits.threads && { threads: String(limits.threads) }),
      allocator_flush_threshold: '16MB',
    });
    const store = new DuckDbFactStore(instance, await instance.connect(), limits);
    // Every report orders its rows; big INSERT ... SELECTs (rollup fills) need far less memory unordered.
    await store.execute('SET preserve_insertion_order = false');
    await prepareFactTables(store);
    return store;
  }

  async execute(sql: string): Promise<void> {
    await this.reader.run(sql);
  }

  async select(sql: string): Promise<FactRow[]> {
    const reader = await this.reader.runAndReadAll(sql);
    return reader.getRowObjects().map((row) => {
      const plain: FactRow = {};
      for (const [key, value] of Object.entries(row)) plain[key] = plainValue(value);
      return plain;
    });
  }

  async atomically(steps: readonly WriteStep[]): Promise<void> {
    // Its own connection, so the transaction does not take in the readers' statements.
    const connection = await this.instance.connect();
    const files: string[] = [];
    try {
      await connection.run('BEGIN TRANSACTION');
      try {
        for (const step of steps) {
          if (typeof step !== 'object') {
            await connection.run(statementOf(step));
            continue;
          }
          // Rows go through a newline-delimited JSON file: far faster for DuckDB than long VALUES lists.
          const file = join(tmpdir(), `adcast-facts-${randomUUID()}.ndjson`);
          files.push(file);
          await writeChunks(file, step.chunks);
          await connection.run(
            `INSERT INTO ${step.table} BY NAME SELECT * FROM read_json(${this.dialect.string(file)}, format = 'newline_delimited', sample_size = -1)`,
          );
        }
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK');
        throw error;
      }
    } finally {
      connection.closeSync();
      await Promise.all(files.map((file) => rm(file, { force: true })));
    }
  }

  /**
   * Writes what the last writes left in memory to the file (CHECKPOINT), then empties the buffer
   * pool by lowering its limit for a moment (DuckDB evicts cached blocks down to a new limit) and
   * putting the limit back: a burst of writes otherwise keeps its blocks cached up to the limit
   * for as long as the process runs.
   */
  async releaseMemory(): Promise<void> {
    await this.execute('CHECKPOINT');
    // The configured limit as given (DuckDB shows its own rounded to 0.1 MiB), else DuckDB's default.
    const limit = this.limits.memoryLimit ?? (await this.currentMemoryLimit());
    try {
      await this.execute(`SET memory_limit = '${RELEASED_MEMORY_LIMIT}'`);
    } catch {
      // Blocks in use by a query running now cannot be evicted: what could be was.
    } finally {
      await this.execute(`SET memory_limit = ${this.dialect.string(limit)}`);
    }
  }

  private async currentMemoryLimit(): Promise<string> {
    const [row] = await this.select("SELECT current_setting('memory_limit') AS memory_limit");
    return String(row?.memory_limit);
  }

  async close(): Promise<void> {
    this.reader.closeSync();
    this.instance.closeSync();
  }
}

/** Each chunk's rows as lines of JSON, appended as the chunk is made. */
async function writeChunks(file: string, chunks: Iterable<FactRows>): Promise<void> {
  const handle = await open(file, 'w');
  try {
    for (const rows of chunks) {
      if (rows.length > 0) await handle.write(`${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
    }
  } finally {
    await handle.close();
  }
}

/** The buffer pool's limit while DuckDB evicts its cache (releaseMemory). */
const RELEASED_MEMORY_LIMIT = '16MB';
