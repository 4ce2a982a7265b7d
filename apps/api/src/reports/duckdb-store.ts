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

type Opened = { instance: DuckDBInstance; reader: DuckDBConnection };

/**
 * `:memory:` or a file path (created with its folder). The memory limit bounds DuckDB's buffer pool
 * (beyond it, big queries spill to disk); freed memory goes back to the system at once instead of
 * staying in DuckDB's allocator for the next query.
 */
async function openDuckDb(path: string, limits: DuckDbLimits): Promise<Opened> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path, {
    ...(limits.memoryLimit && { memory_limit: limits.memoryLimit }),
    ...(limits.threads && { threads: String(limits.threads) }),
    allocator_flush_threshold: '16MB',
  });
  const reader = await instance.connect();
  // Every report orders its rows; big INSERT ... SELECTs (rollup fills) need far less memory unordered.
  await reader.run('SET preserve_insertion_order = false');
  return { instance, reader };
}

export class DuckDbFactStore implements FactStore {
  readonly dialect = DUCKDB;
  /** Set while the database is closed and opened again (releaseMemory): statements wait for it. */
  private reopening: Promise<void> | undefined;
  private running = 0;
  private drained: (() => void) | undefined;

  private constructor(
    private opened: Opened,
    private readonly path: string,
    private readonly limits: DuckDbLimits,
  ) {}

  static async open(path: string, limits: DuckDbLimits = {}): Promise<DuckDbFactStore> {
    const store = new DuckDbFactStore(await openDuckDb(path, limits), path, limits);
    await prepareFactTables(store);
    return store;
  }

  /** Runs a statement on the open database, never across a reopening. */
  private async using<T>(run: (opened: Opened) => Promise<T>): Promise<T> {
    while (this.reopening) await this.reopening;
    this.running++;
    try {
      return await run(this.opened);
    } finally {
      this.running--;
      if (this.running === 0) this.drained?.();
    }
  }

  async execute(sql: string): Promise<void> {
    await this.using(({ reader }) => reader.run(sql));
  }

  async select(sql: string): Promise<FactRow[]> {
    const reader = await this.using(({ reader }) => reader.runAndReadAll(sql));
    return reader.getRowObjects().map((row) => {
      const plain: FactRow = {};
      for (const [key, value] of Object.entries(row)) plain[key] = plainValue(value);
      return plain;
    });
  }

  async atomically(steps: readonly WriteStep[]): Promise<void> {
    await this.using(({ instance }) => this.inTransaction(instance, steps));
  }

  private async inTransaction(instance: DuckDBInstance, steps: readonly WriteStep[]): Promise<void> {
    // Its own connection, so the transaction does not take in the readers' statements.
    const connection = await instance.connect();
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
   * Gives back what a burst of writes left in memory. A database kept in a file is closed and opened
   * again, which returns all of it (its cache and its allocator's spare memory, tens of MB more than
   * emptying the cache does); statements sent meanwhile wait for it. One in memory only can't be
   * closed: its buffer pool is emptied by lowering its limit for a moment (DuckDB evicts cached
   * blocks down to a new limit) and putting the limit back.
   */
  async releaseMemory(): Promise<void> {
    if (this.path !== ':memory:') {
      this.reopening ??= this.reopen().finally(() => {
        this.reopening = undefined;
      });
      return this.reopening;
    }
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

  private async reopen(): Promise<void> {
    while (this.running > 0) await new Promise<void>((resolve) => (this.drained = resolve));
    this.drained = undefined;
    this.closeOpened();
    this.opened = await openDuckDb(this.path, this.limits);
  }

  private async currentMemoryLimit(): Promise<string> {
    const [row] = await this.select("SELECT current_setting('memory_limit') AS memory_limit");
    return String(row?.memory_limit);
  }

  private closeOpened(): void {
    this.opened.reader.closeSync();
    this.opened.instance.closeSync();
  }

  async close(): Promise<void> {
    while (this.reopening) await this.reopening;
    this.closeOpened();
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
