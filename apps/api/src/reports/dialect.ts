import type { TimeGrain } from '@adcast/domain/reports/catalogue-types';

export type DialectName = 'duckdb' | 'clickhouse';

/** What differs between the engines' SQL; the compiler writes everything else once. */
export type Dialect = {
  readonly name: DialectName;
  string(value: string): string;
  timestamp(utcStamp: string): string;
  date(wireDate: string): string;
  /** A time bucket as text in the report's zone: '2026-03-08 14:00', '2026-03-08', '2026-03', '2026'. */
  bucket(grain: TimeGrain, column: string, timeZone: string | null): string;
  double(expression: string): string;
  /** A money value as a whole number of millionths (the facts' precision), exact to sum. */
  micros(expression: string): string;
  nullIf(expression: string): string;
  countOver(): string;
  /** A timestamp column as ISO-8601 UTC text. */
  isoStamp(expression: string): string;
};

const PATTERNS: Record<TimeGrain, string> = {
  hour: '%Y-%m-%d %H:00',
  day: '%Y-%m-%d',
  month: '%Y-%m',
  year: '%Y',
};

export const DUCKDB: Dialect = {
  name: 'duckdb',
  string: (value) => `'${value.replaceAll("'", "''")}'`,
  timestamp: (stamp) => `TIMESTAMP '${stamp}'`,
  date: (date) => `DATE '${date}'`,
  bucket: (grain, column, timeZone) => {
    const local = timeZone ? `timezone(${DUCKDB.string(timeZone)}, ${column} AT TIME ZONE 'UTC')` : column;
    return `strftime(${local}, '${PATTERNS[grain]}')`;
  },
  double: (expression) => `CAST(${expression} AS DOUBLE)`,
  micros: (expression) => `CAST(round(${expression} * 1000000) AS BIGINT)`,
  nullIf: (expression) => `nullif(${expression}, 0)`,
  countOver: () => 'count(*) OVER ()',
  isoStamp: (expression) => `strftime(${expression}, '%Y-%m-%dT%H:%M:%SZ')`,
};

// ClickHouse reads backslash escapes inside string literals, so both quote and backslash are escaped.
const clickhouseString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

export const CLICKHOUSE: Dialect = {
  name: 'clickhouse',
  string: clickhouseString,
  timestamp: (stamp) => `toDateTime('${stamp}', 'UTC')`,
  date: (date) => `toDate('${date}')`,
  bucket: (grain, column, timeZone) => {
    const local = timeZone ? `toTimeZone(${column}, ${clickhouseString(timeZone)})` : column;
    return `formatDateTime(${local}, '${PATTERNS[grain]}')`;
  },
  double: (expression) => `toFloat64(${expression})`,
  micros: (expression) => `toInt64(round(${expression} * 1000000))`,
  nullIf: (expression) => `nullIf(${expression}, 0)`,
  countOver: () => 'toUInt32(count() OVER ())',
  isoStamp: (expression) => `formatDateTime(${expression}, '%Y-%m-%dT%H:%i:%SZ')`,
};
