import type { FactStore } from './fact-store';
import { AD_ROLLUPS, type FactTable, HOURLY, rollupStatement, TABLE_GRAINS } from './tables';

const grainIndex = (table: FactTable) => TABLE_GRAINS.indexOf(table.grain);
const holds = (source: FactTable, rollup: FactTable) =>
  grainIndex(source) <= grainIndex(rollup) && rollup.columns.every((c) => source.columns.includes(c));

/** Finest grain first, then more columns first: every rollup comes after the ones it can be summed from. */
const FILL_ORDER = [...AD_ROLLUPS].sort(
  (a, b) => grainIndex(a) - grainIndex(b) || b.columns.length - a.columns.length,
);

export const countOf = async (store: FactStore, table: FactTable) =>
  Number((await store.select(`SELECT count(*) AS n FROM ${table.name}`))[0]?.n ?? 0);

/** The first day of each UTC month the source's rows span, and the first day after the last. */
async function monthBounds(store: FactStore, source: FactTable): Promise<string[]> {
  const [row] = await store.select(
    `SELECT ${store.dialect.isoStamp(`min(${source.timeColumn})`)} AS first, ${store.dialect.isoStamp(`max(${source.timeColumn})`)} AS last FROM ${source.name}`,
  );
  const first = new Date(`${String(row?.first).slice(0, 7)}-01T00:00:00Z`);
  const last = new Date(String(row?.last));
  const bounds: string[] = [];
  for (
    let month = first;
    month <= last;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1))
  ) {
    bounds.push(month.toISOString().slice(0, 10));
  }
  bounds.push(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1)).toISOString().slice(0, 10));
  return bounds;
}

/**
 * Fills empty rollups from the facts already summed: each from the smallest complete table that
 * holds its columns at a fine enough grain (the daily rollup from the hourly facts, the daily
 * projections from the daily rollup, ...), a month at a time so the engine's hash tables stay
 * small. All of a rollup or none of it lands, so a fill cut short is redone on the next open.
 */
export async function fillRollups(
  store: FactStore,
  rollups: readonly FactTable[],
  onFilled?: (rollup: FactTable, source: FactTable, ms: number) => void,
): Promise<void> {
  const complete: { table: FactTable; rows: number }[] = [
    { table: HOURLY, rows: await countOf(store, HOURLY) },
  ];
  if (complete[0]?.rows === 0) return;
  for (const table of AD_ROLLUPS) {
    if (!rollups.includes(table)) complete.push({ table, rows: await countOf(store, table) });
  }
  for (const rollup of FILL_ORDER.filter((table) => rollups.includes(table))) {
    const source = complete
      .filter((candidate) => holds(candidate.table, rollup))
      .reduce((best, candidate) => (candidate.rows < best.rows ? candidate : best)).table;
    const started = performance.now();
    const bounds = await monthBounds(store, source);
    const { dialect } = store;
    const at = (day: string) =>
      source.grain === 'hour' ? dialect.timestamp(`${day} 00:00:00`) : dialect.date(day);
    const steps = bounds
      .slice(1)
      .map((end, i) =>
        rollupStatement(
          dialect.name,
          rollup,
          `${source.timeColumn} >= ${at(bounds[i] as string)} AND ${source.timeColumn} < ${at(end)}`,
          source,
        ),
      );
    await store.atomically(steps, [`DELETE FROM ${rollup.name} WHERE 1 = 1`]);
    complete.push({ table: rollup, rows: await countOf(store, rollup) });
    onFilled?.(rollup, source, performance.now() - started);
  }
}
