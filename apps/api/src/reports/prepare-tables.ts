import type { FactStore } from './fact-store';
import { AD_ROLLUPS, factSchema, HOURLY, rollupStatement } from './tables';

const countOf = async (store: FactStore, table: string) =>
  Number((await store.select(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);

/**
 * Creates the fact tables a store lacks; a rollup added after its facts were imported (empty
 * beside hourly facts) is filled once from them, so reports read the same numbers from it.
 */
export async function prepareFactTables(store: FactStore): Promise<void> {
  for (const statement of factSchema(store.dialect.name)) await store.execute(statement);
  if ((await countOf(store, HOURLY.name)) === 0) return;
  for (const rollup of AD_ROLLUPS) {
    if ((await countOf(store, rollup.name)) === 0)
      await store.execute(rollupStatement(store.dialect.name, rollup, '1 = 1'));
  }
}
