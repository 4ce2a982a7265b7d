import type { FactStore } from './fact-store';
import { countOf, fillRollups } from './fill-rollups';
import { AD_ROLLUPS, addedColumnStatements, factSchema, HOURLY } from './tables';

/**
 * Creates the fact tables a store lacks; a rollup added after its facts were imported (empty
 * beside hourly facts) is filled once from them, so reports read the same numbers from it.
 */
export async function prepareFactTables(store: FactStore): Promise<void> {
  for (const statement of factSchema(store.dialect.name)) await store.execute(statement);
  for (const statement of addedColumnStatements(store.dialect.name)) await store.execute(statement);
  if ((await countOf(store, HOURLY)) === 0) return;
  const empty = [];
  for (const rollup of AD_ROLLUPS) if ((await countOf(store, rollup)) === 0) empty.push(rollup);
  if (empty.length > 0) await fillRollups(store, empty);
}
