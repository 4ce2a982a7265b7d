import { dateRangeParams, type ListFilter } from '@adcast/domain/contracts/list-filters';
import { type AnyColumn, and, gte, inArray, lt, type SQL } from 'drizzle-orm';

const listOf = (value: unknown): unknown[] | undefined =>
  Array.isArray(value) && value.length > 0 ? value : undefined;

const dayStart = (value: unknown, daysLater = 0): Date | undefined => {
  if (typeof value !== 'string' || value === '') return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysLater);
  return day;
};

/** One declared filter's condition on its column; nothing when the query leaves it unset. */
function filterWhere(filter: ListFilter, column: AnyColumn, query: Record<string, unknown>): SQL | undefined {
  if (filter.kind !== 'dateRange') {
    const values = listOf(query[filter.param]);
    return values ? inArray(column, values) : undefined;
  }
  const { from, to } = dateRangeParams(filter);
  const start = dayStart(query[from]);
  // The end date is the whole day: before the next day's start.
  const end = dayStart(query[to], 1);
  return and(start ? gte(column, start) : undefined, end ? lt(column, end) : undefined);
}

/**
 * The conditions of a list's declared filters (the contract's chips) that have a column: the list
 * schema has already checked each value, so only set filters add a condition.
 */
export function declaredFiltersWhere(
  filters: readonly ListFilter[] | undefined,
  columns: Record<string, AnyColumn> | undefined,
  query: Record<string, unknown>,
): SQL | undefined {
  if (!filters || !columns) return undefined;
  return and(
    ...filters.map((filter) => {
      const column = columns[filter.param];
      return column ? filterWhere(filter, column, query) : undefined;
    }),
  );
}
