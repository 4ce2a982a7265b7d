import { type ClickHouseClient, createClient } from '@clickhouse/client';
import { CLICKHOUSE } from './dialect';
import {
  type FactRow,
  type FactRows,
  type FactStore,
  plainValue,
  statementOf,
  type WriteStep,
} from './fact-store';
import { prepareFactTables } from './prepare-tables';

/** The ClickHouse SQL over HTTP, for users who outgrow one machine (CLICKHOUSE_URL). */
export class ClickHouseFactStore implements FactStore {
  readonly dialect = CLICKHOUSE;

  private constructor(private readonly client: ClickHouseClient) {}

  static async open(url: string): Promise<ClickHouseFactStore> {
    const store = ClickHouseFactStore.connect(url);
    await prepareFactTables(store);
    return store;
  }

  /** The HTTP transport alone, without the fact tables (a server too old for their DDL is smoke-tested so). */
  static connect(url: string): ClickHouseFactStore {
    return new ClickHouseFactStore(
      createClient({ url, clickhouse_settings: { output_format_json_quote_64bit_integers: 0 } }),
    );
  }

  async execute(sql: string): Promise<void> {
    await this.client.command({ query: sql });
  }

  async select(sql: string): Promise<FactRow[]> {
    const result = await this.client.query({ query: sql, format: 'JSONEachRow' });
    const rows = await result.json<Record<string, unknown>>();
    return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plainValue(v)])));
  }

  async atomically(steps: readonly WriteStep[], undo: readonly string[]): Promise<void> {
    await runUndoingOnFailure(this, steps, undo, async (table, chunks) => {
      for (const rows of chunks)
        if (rows.length > 0) await this.client.insert({ table, values: [...rows], format: 'JSONEachRow' });
    });
  }

  /** The server keeps its own memory: nothing is held in this process. */
  async releaseMemory(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** ClickHouse has no multi-statement transactions: on failure the undo statements remove what landed. */
export async function runUndoingOnFailure(
  store: Pick<FactStore, 'execute'>,
  steps: readonly WriteStep[],
  undo: readonly string[],
  insert: (table: string, chunks: Iterable<FactRows>) => Promise<void>,
): Promise<void> {
  try {
    for (const step of steps) {
      if (typeof step === 'object') await insert(step.table, step.chunks);
      else await store.execute(statementOf(step));
    }
  } catch (error) {
    for (const statement of undo) await store.execute(statement);
    throw error;
  }
}
