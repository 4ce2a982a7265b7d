import type { Dialect } from './dialect';
import type { FactStore } from './fact-store';
import { AD_ROLLUPS, type FactTable, HOURLY, rollupStatement, TABLE_GRAINS } from './tables';

const grainIndex = (table: FactTable) => TABLE_GRAINS.indexOf(table.grain);
const holds = (source: FactTable, rollup: FactTable) =>
  grainIndex(source) <= grainIndex(rollup) && rollup.columns.every((c) => source.columns.includes(c));

/** Finest grain first, then more columns first: every rollup comes after the ones it can be summed from. */
const FILL_ORDER = [...AD_ROLLUPS].sort(
  (a, b) => grainIndex(a) - grainIndex(b) || b.columns.length - a.columns.length,
);

export type FillStep = { readonly rollup: FactTable; readonly source: FactTable };

/**
 * Each rollup to fill with the table it is summed from: of the complete tables (the hourly facts,
 * the rollups not being filled, the ones filled before it), the coarsest holding its columns, and
 * of those the one with the fewest columns. So the daily rollup is summed from the hourly facts,
 * the monthly one and the daily projections from the daily rollup, the partner projection from the
 * dashboards' one: each reads far fewer rows than the hourly facts.
 */
export function fillPlan(rollups: readonly FactTable[]): FillStep[] {
  const complete = [HOURLY, ...AD_ROLLUPS.filter((table) => !rollups.includes(table))];
  return FILL_ORDER.filter((table) => rollups.includes(table)).map((rollup) => {
    const source = complete
      .filter((candidate) => holds(candidate, rollup))
      .reduce((best, candidate) =>
        grainIndex(candidate) > grainIndex(best) ||
        (grainIndex(candidate) === grainIndex(best) && candidate.columns.length < best.columns.length)
          ? candidate
          : best,
      );
    complete.push(rollup);
    return { rollup, source };
  });
}

/** The statements filling the plan's rollups from the source rows of the UTC days [from, to) (YYYY-MM-DD). */
export function fillStatements(
  dialect: Dialect,
  plan: readonly FillStep[],
  from: string,
  to: string,
): string[] {
  return plan.map(({ rollup, source }) => {
    const at = (day: string) =>
      source.grain === 'hour' ? dialect.timestamp(`${day} 00:00:00`) : dialect.date(day);
    const window = `${source.timeColumn} >= ${at(from)} AND ${source.timeColumn} < ${at(to)}`;
    return rollupStatement(dialect.name, rollup, window, source);
  });
}

export const countOf = async (store: FactStore, table: FactTable) =>
  Number((await store.select(`SELECT count(*) AS n FROM ${table.name}`))[0]?.n ?? 0);

const firstOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month)).toISOString().slice(0, 10);

/** The first day of each UTC month the hourly facts span, and the first day after the last. */
async function monthBounds(store: FactStore): Promise<string[]> {
  const { dialect } = store;
  const [row] = await store.select(
    `SELECT ${dialect.isoStamp('min(hour)')} AS first, ${dialect.isoStamp('max(hour)')} AS last FROM ${HOURLY.name}`,
  );
  const first = new Date(String(row?.first));
  const last = new Date(String(row?.last));
  const bounds: string[] = [];
  for (let year = first.getUTCFullYear(), month = first.getUTCMonth(); ; month++) {
    bounds.push(firstOfMonth(year, month));
    if (new Date(Date.UTC(year, month)) > last) return bounds;
  }
}

/**
 * Fills empty rollups from the facts already summed (see `fillPlan`), a UTC month at a time so
 * the engine's hash tables stay small. All of a rollup or none of it lands, so a fill cut short
 * is redone on the next open.
 */
export async function fillRollups(
  store: FactStore,
  rollups: readonly FactTable[],
  onFilled?: (step: FillStep, ms: number) => void,
): Promise<void> {
  if ((await countOf(store, HOURLY)) === 0) return;
  const bounds = await monthBounds(store);
  for (const step of fillPlan(rollups)) {
    const started = performance.now();
    const statements = bounds
      .slice(1)
      .flatMap((end, i) => fillStatements(store.dialect, [step], bounds[i] as string, end));
    await store.atomically(statements, [`DELETE FROM ${step.rollup.name} WHERE 1 = 1`]);
    onFilled?.(step, performance.now() - started);
  }
}
