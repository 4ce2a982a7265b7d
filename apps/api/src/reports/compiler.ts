import { addDays, daysIn } from '@adcast/domain/date-ranges';
import { dimensionOf, metricOf } from '@adcast/domain/reports/catalogue';
import type { Dimension, Metric, TimeGrain } from '@adcast/domain/reports/catalogue-types';
import { AD_FACT_MONEY } from '@adcast/domain/reports/facts';
import { countersOf, type Formula } from '@adcast/domain/reports/formula';
import type { ReportFilter } from '@adcast/domain/reports/report-query';
import type { Dialect } from './dialect';
import { type FactScope, scopeColumns, scopeCondition, scopedColumn } from './scope';
import {
  AD_FACT_TABLES,
  type FactColumn,
  type FactTable,
  isNumericColumn,
  TABLE_GRAINS,
  type TableGrain,
} from './tables';
import { isUtc, startOfDayIn, utcStamp } from './time-zone';

export type DateSpan = { dateFrom: string; dateTo: string };

export type AggregateSpec = {
  dimensions: readonly string[];
  metrics: readonly string[];
  range: DateSpan;
  /** Adds `<metric>__previous` per row, summed over this range. */
  compareRange?: DateSpan | null;
  timeZone: string;
  filters: readonly ReportFilter[];
  /** Rows whose column holds any of these values are left out (a targeting set's exclusions). */
  exclusions?: readonly ReportFilter[];
  /** By an output alias (dimensionAlias or metricAlias). */
  sort?: { alias: string; direction: 'asc' | 'desc' } | null;
  page?: { offset: number; limit: number } | null;
};

export type CompiledQuery = { sql: string; table: FactTable };

// Output names never equal a fact column (a metric 'revenue' over the column 'revenue'), which
// ClickHouse would otherwise read as the alias inside the other aggregates.
export const TOTAL_COUNT_FIELD = 'total_rows';
export const dimensionAlias = (field: string) => `d_${field}`;
export const metricAlias = (field: string) => `m_${field}`;
export const previousAlias = (field: string) => `p_${field}`;

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`Unknown ${what}`);
  return value;
};

const columnOf = (dimension: Dimension): FactColumn | null =>
  dimension.source.kind === 'column' ? dimension.source.column : null;
const grainOf = (dimension: Dimension): TimeGrain | null =>
  dimension.source.kind === 'time' ? dimension.source.grain : null;

/** The coarsest table holding every column asked for at a grain no coarser than `grain`. */
export function chooseTable(columns: readonly string[], grain: TableGrain): FactTable {
  const table = AD_FACT_TABLES.find(
    (candidate) =>
      TABLE_GRAINS.indexOf(candidate.grain) <= TABLE_GRAINS.indexOf(grain) &&
      columns.every((c) => (candidate.columns as readonly string[]).includes(c)),
  );
  return must(table, 'fact table');
}

/** Whole UTC months: from the first of a month to the last day of a month. */
const wholeMonths = (span: DateSpan) =>
  span.dateFrom.endsWith('-01') && addDays(span.dateTo, 1).endsWith('-01');

/**
 * The coarsest grain a report can be answered at: hours for an hour dimension or another time
 * zone (UTC days do not split at its midnight), months for whole UTC months bucketed no finer
 * than a month, else days.
 */
function grainNeeded(spec: AggregateSpec, timeGrains: readonly TimeGrain[]): TableGrain {
  if (timeGrains.includes('hour') || !isUtc(spec.timeZone)) return 'hour';
  const spans = [spec.range, ...(spec.compareRange ? [spec.compareRange] : [])];
  if (timeGrains.includes('day') || !spans.every(wholeMonths)) return 'day';
  return 'month';
}

function literal(dialect: Dialect, column: FactColumn, value: string | number): string {
  if (isNumericColumn(column)) {
    const number = Number(value);
    if (!Number.isInteger(number)) throw new Error(`Not an id: ${value}`);
    return String(number);
  }
  return dialect.string(String(value));
}

function rangeCondition(dialect: Dialect, table: FactTable, range: DateSpan, timeZone: string): string {
  if (table.grain !== 'hour') {
    return `${table.timeColumn} BETWEEN ${dialect.date(range.dateFrom)} AND ${dialect.date(range.dateTo)}`;
  }
  const from = utcStamp(startOfDayIn(range.dateFrom, timeZone));
  const to = utcStamp(startOfDayIn(addDays(range.dateTo, 1), timeZone));
  return `${table.timeColumn} >= ${dialect.timestamp(from)} AND ${table.timeColumn} < ${dialect.timestamp(to)}`;
}

type CounterColumn = (counter: string) => string;

const isMoney = (counter: string) => (AD_FACT_MONEY as readonly string[]).includes(counter);

/**
 * Money as exact sums: each stored value read as whole millionths (the facts' precision; a rollup's
 * stored sum carries binary noise far below that), summed and added as integers, and divided once,
 * so 21503.597847 × 2 + 21503.597848 is 64510.793542, not 64510.79354199999. Null when the formula
 * is not money sums, added or subtracted.
 */
function microsSql(
  dialect: Dialect,
  formula: Formula,
  when: string | null,
  column: CounterColumn,
): string | null {
  switch (formula.op) {
    case 'sum': {
      if (!isMoney(formula.counter)) return null;
      const micros = dialect.micros(column(formula.counter));
      return `coalesce(sum(${when ? `CASE WHEN ${when} THEN ${micros} ELSE 0 END` : micros}), 0)`;
    }
    case 'add':
    case 'sub': {
      const terms = formula.terms.map((t) => microsSql(dialect, t, when, column));
      if (terms.some((term) => term === null)) return null;
      return `(${terms.join(formula.op === 'add' ? ' + ' : ' - ')})`;
    }
    default:
      return null;
  }
}

/**
 * SQL of a formula: sums of counters (optionally only where `when` holds), ratios of those sums.
 * `column` names where each counter is read (a pre-aggregated query renames them).
 */
function formulaSql(dialect: Dialect, formula: Formula, when: string | null, column: CounterColumn): string {
  const micros = microsSql(dialect, formula, when, column);
  if (micros !== null) return `(${dialect.double(micros)} / 1000000)`;
  switch (formula.op) {
    case 'sum': {
      const name = column(formula.counter);
      const value = when ? `CASE WHEN ${when} THEN ${name} ELSE 0 END` : name;
      return `coalesce(${dialect.double(`sum(${value})`)}, 0)`;
    }
    case 'add':
    case 'sub':
      return `(${formula.terms.map((t) => formulaSql(dialect, t, when, column)).join(formula.op === 'add' ? ' + ' : ' - ')})`;
    case 'div': {
      const ratio = `${formulaSql(dialect, formula.numerator, when, column)} / ${dialect.nullIf(formulaSql(dialect, formula.denominator, when, column))}`;
      return formula.scale === 1 ? `(${ratio})` : `(${ratio} * ${formula.scale})`;
    }
  }
}

type Plan = {
  table: FactTable;
  /** `column`: the fact column a key reads (its expression may map it for the scope); null for a time bucket. */
  keys: { alias: string; expression: string; column: string | null }[];
  metrics: Metric[];
  current: string;
  compare: string | null;
  where: string[];
};

/** What every query over the facts shares: the table to read, the group keys and the conditions. */
function plan(spec: AggregateSpec, scope: FactScope, dialect: Dialect): Plan {
  const dimensions = spec.dimensions.map((key) => must(dimensionOf(key), `dimension ${key}`));
  const metrics = spec.metrics.map((key) => must(metricOf(key), `metric ${key}`));
  const filterColumnOf = (f: ReportFilter) =>
    must(columnOf(must(dimensionOf(f.dimension), 'filter')) ?? undefined, 'filter column');
  const filterColumns = spec.filters.map(filterColumnOf);
  const exclusions = spec.exclusions ?? [];
  const columns = [
    ...new Set([
      ...dimensions.flatMap((d) => columnOf(d) ?? []),
      ...filterColumns,
      ...exclusions.map(filterColumnOf),
      ...scopeColumns(scope),
    ]),
  ];
  const grains = dimensions.flatMap((d) => grainOf(d) ?? []);
  const table = chooseTable(columns, grainNeeded(spec, grains));
  const zone = isUtc(spec.timeZone) ? null : spec.timeZone;

  const keys = dimensions.map((d) => {
    const grain = grainOf(d);
    const column = grain ? null : must(columnOf(d) ?? undefined, 'column');
    const expression = column
      ? scopedColumn(scope, column)
      : dialect.bucket(grain as TimeGrain, table.timeColumn, zone);
    return { alias: dimensionAlias(d.field), expression, column };
  });

  const current = rangeCondition(dialect, table, spec.range, spec.timeZone);
  const compare = spec.compareRange ? rangeCondition(dialect, table, spec.compareRange, spec.timeZone) : null;
  const where = [
    compare ? `((${current}) OR (${compare}))` : current,
    ...spec.filters.map((f, i) => {
      const column = filterColumns[i] as FactColumn;
      return `${scopedColumn(scope, column)} IN (${f.values.map((v) => literal(dialect, column, v)).join(', ')})`;
    }),
    ...exclusions.map((f) => {
      const column = filterColumnOf(f);
      return `${column} NOT IN (${f.values.map((v) => literal(dialect, column, v)).join(', ')})`;
    }),
    scopeCondition(scope),
  ].filter((c): c is string => c !== null);
  return { table, keys, metrics, current, compare, where };
}

/** Most buckets a time grain can have over `days` days (a local day has up to 25 hours). */
const BUCKETS_IN: Record<TimeGrain, (days: number) => number> = {
  hour: (days) => days * 25,
  day: (days) => days,
  month: (days) => Math.floor(days / 28) + 2,
  year: (days) => Math.floor(days / 365) + 2,
};

/**
 * At most how many rows a report can answer: when it groups by time alone, one per bucket of its
 * range (and one row without dimensions); null when a dimension's values are not bounded so.
 */
function mostRows(spec: AggregateSpec): number | null {
  if (spec.compareRange) return null;
  const days = daysIn(spec.range);
  let most = 1;
  for (const key of spec.dimensions) {
    const grain = grainOf(must(dimensionOf(key), `dimension ${key}`));
    if (!grain) return null;
    most *= BUCKETS_IN[grain](days);
  }
  return most;
}

/**
 * Whether a page's rows need the window count of every row: not when the first page holds every
 * row the report can have (its total is then the rows it answers).
 */
const needsTotal = (spec: AggregateSpec, page: { offset: number; limit: number }) => {
  const most = mostRows(spec);
  return !(page.offset === 0 && most !== null && most <= page.limit);
};

/**
 * One compiler for every report: dimensions become GROUP BY keys, metrics ratios of sums, the
 * scope a condition that is always there; the coarsest rollup that can answer is read.
 */
export function compileAggregate(spec: AggregateSpec, scope: FactScope, dialect: Dialect): CompiledQuery {
  const { table, keys, metrics, current, compare, where } = plan(spec, scope, dialect);
  const formulas = metrics.map((m) => ({ field: m.field, formula: must(m.formula ?? undefined, 'formula') }));
  // A time bucket (text in the report's zone) costs a conversion per row: the rows are first summed
  // by the table's own time and keys, and only those sums are bucketed.
  const bucketed = keys.some((k) => k.column === null);
  const counterColumn: CounterColumn = bucketed ? (counter) => `c_${counter}` : (counter) => counter;
  const select = [
    ...keys.map((k) => `${k.expression} AS ${k.alias}`),
    ...formulas.map(
      (m) =>
        `${formulaSql(dialect, m.formula, compare ? `(${current})` : null, counterColumn)} AS ${metricAlias(m.field)}`,
    ),
    ...(compare
      ? formulas.map(
          (m) =>
            `${formulaSql(dialect, m.formula, `(${compare})`, counterColumn)} AS ${previousAlias(m.field)}`,
        )
      : []),
    ...(spec.page && needsTotal(spec, spec.page) ? [`${dialect.countOver()} AS ${TOTAL_COUNT_FIELD}`] : []),
  ];

  let from = table.name;
  let conditions = where;
  if (bucketed) {
    const groups = [...new Set([table.timeColumn, ...keys.flatMap((k) => k.column ?? [])])];
    const counters = [...new Set(formulas.flatMap((m) => countersOf(m.formula)))];
    const inner = [
      `SELECT ${[...groups, ...counters.map((c) => `sum(${c}) AS ${counterColumn(c)}`)].join(', ')}`,
      `FROM ${table.name}`,
      `WHERE ${where.join('\n  AND ')}`,
      `GROUP BY ${groups.join(', ')}`,
    ];
    from = `(\n${inner.join('\n')}\n) AS ${table.name}`;
    conditions = [];
  }

  const lines = [`SELECT ${select.join(',\n       ')}`, `FROM ${from}`];
  if (conditions.length > 0) lines.push(`WHERE ${conditions.join('\n  AND ')}`);
  if (keys.length > 0) lines.push(`GROUP BY ${keys.map((k) => k.alias).join(', ')}`);
  const order = [
    ...(spec.sort ? [`${spec.sort.alias} ${spec.sort.direction.toUpperCase()} NULLS LAST`] : []),
    ...keys.filter((k) => k.alias !== spec.sort?.alias).map((k) => `${k.alias} ASC`),
  ];
  if (order.length > 0) lines.push(`ORDER BY ${order.join(', ')}`);
  if (spec.page) lines.push(`LIMIT ${Math.trunc(spec.page.limit)} OFFSET ${Math.trunc(spec.page.offset)}`);
  return { sql: lines.join('\n'), table };
}

/**
 * How big a report is, before running it: `result_rows` (rows it answers) and `scanned_rows`
 * (rows of the chosen table it reads), in one pass that groups without computing any metric.
 */
export function compileSize(spec: AggregateSpec, scope: FactScope, dialect: Dialect): CompiledQuery {
  const { table, keys, where } = plan(spec, scope, dialect);
  const inner = [
    `SELECT ${[...keys.map((k) => `${k.expression} AS ${k.alias}`), 'count(*) AS n'].join(', ')}`,
    `FROM ${table.name}`,
    `WHERE ${where.join('\n  AND ')}`,
    ...(keys.length > 0 ? [`GROUP BY ${keys.map((k) => k.alias).join(', ')}`] : []),
  ];
  const sql = `SELECT count(*) AS result_rows, coalesce(sum(n), 0) AS scanned_rows\nFROM (\n${inner.join('\n')}\n) AS report_groups`;
  return { sql, table };
}
