import { Session } from 'chdb';
import { runUndoingOnFailure } from '../../src/reports/clickhouse-store';
import { CLICKHOUSE } from '../../src/reports/dialect';
import { type FactRow, type FactStore, plainValue, type WriteStep } from '../../src/reports/fact-store';
import { prepareFactTables } from '../../src/reports/prepare-tables';

/** The ClickHouse dialect on chDB (ClickHouse in-process): the report tests' second engine. */
export class ChdbFactStore implements FactStore {
  readonly dialect = CLICKHOUSE;
  private readonly session = new Session();

  static async open(): Promise<ChdbFactStore> {
    const store = new ChdbFactStore();
    await prepareFactTables(store);
    return store;
  }

  async execute(sql: string): Promise<void> {
    await this.session.queryAsync(sql);
  }

  async select(sql: string): Promise<FactRow[]> {
    const result = await this.session.queryAsync(
      `${sql}\nSETTINGS output_format_json_quote_64bit_integers = 0`,
      {
        format: 'JSONEachRow',
      },
    );
    const text = result.text().trim();
    if (text === '') return [];
    return text.split('\n').map((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plainValue(v)]));
    });
  }

  async atomically(steps: readonly WriteStep[], undo: readonly string[]): Promise<void> {
    await runUndoingOnFailure(this, steps, undo, async (table, chunks) => {
      for (const rows of chunks) if (rows.length > 0) await this.session.insert({ table, values: rows });
    });
  }

  /** ClickHouse's SQL is what is tested here, not chDB's memory. */
  async releaseMemory(): Promise<void> {}

  async close(): Promise<void> {
    this.session.close();
  }
}
