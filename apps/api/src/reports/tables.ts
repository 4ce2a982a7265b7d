import {
  AD_FACT_COUNTERS,
  AD_FACT_DIMENSION_COLUMNS,
  AD_FACT_ID_COLUMNS,
  AD_FACT_MONEY,
  type AdFactCounter,
  type AdFactDimensionColumn,
  LATER_DIMENSION_COLUMNS,
  PROGRAMME_COLUMNS,
} from '@adcast/domain/reports/facts';
import type { DialectName } from './dialect';

/** Ownership columns every ad-fact table carries, so tenancy can always be applied. */
export const TENANCY_COLUMNS = ['network_id', 'publisher_id', 'content_owner_id'] as const;
export type FactColumn = AdFactDimensionColumn | (typeof TENANCY_COLUMNS)[number];

/** The grains fact tables are kept at, finest first. */
export const TABLE_GRAINS = ['hour', 'day', 'month'] as const;
export type TableGrain = (typeof TABLE_GRAINS)[number];

export type FactTable = {
  readonly name: string;
  readonly grain: TableGrain;
  /** Named after the grain: `month` holds the first day of the UTC month. */
  readonly timeColumn: TableGrain;
  readonly columns: readonly FactColumn[];
};

const ALL_COLUMNS: readonly FactColumn[] = [...AD_FACT_DIMENSION_COLUMNS, 'content_owner_id'];

/**
 * The programme an ad played in changes hour by hour, so a day of one placement holds many: the
 * daily and monthly rollups leave the programme out (they would grow by as many rows) and keep it
 * in a projection of its own (`DAILY_EPG`); a report by programme and placement reads the hours.
 */
const PROGRAMME: readonly FactColumn[] = PROGRAMME_COLUMNS;
const ROLLUP_COLUMNS = ALL_COLUMNS.filter((column) => !PROGRAMME.includes(column));

export const HOURLY: FactTable = {
  name: 'ad_facts_hourly',
  grain: 'hour',
  timeColumn: 'hour',
  columns: ALL_COLUMNS,
};
export const DAILY: FactTable = {
  name: 'ad_facts_daily',
  grain: 'day',
  timeColumn: 'day',
  columns: ROLLUP_COLUMNS,
};
/** A projection for the dashboards' dimension sets: few keys, so few rows. */
export const DAILY_CORE: FactTable = {
  name: 'ad_facts_daily_core',
  grain: 'day',
  timeColumn: 'day',
  columns: [...TENANCY_COLUMNS, 'placement_id', 'demand_partner_id', 'country', 'platform'],
};

/** Every dimension by UTC month: a year by month reads twelve rows per key instead of 365. */
export const MONTHLY: FactTable = {
  name: 'ad_facts_monthly',
  grain: 'month',
  timeColumn: 'month',
  columns: ROLLUP_COLUMNS,
};

/*
 * Projections for the most used dimension sets. Each keeps only the tenancy columns and a key or
 * two, so it holds a few thousand rows a day whatever the placements: a report over them reads
 * far fewer rows than over the rollups that keep every dimension (which barely shrink when
 * placements, partners, countries and devices combine freely).
 */
export const MONTHLY_COUNTRY: FactTable = {
  name: 'ad_facts_monthly_country',
  grain: 'month',
  timeColumn: 'month',
  columns: [...TENANCY_COLUMNS, 'country'],
};
export const DAILY_PARTNER: FactTable = {
  name: 'ad_facts_daily_partner',
  grain: 'day',
  timeColumn: 'day',
  columns: [...TENANCY_COLUMNS, 'demand_partner_id'],
};
export const DAILY_DEVICE: FactTable = {
  name: 'ad_facts_daily_device',
  grain: 'day',
  timeColumn: 'day',
  columns: [...TENANCY_COLUMNS, 'platform', 'device_type'],
};
/** Programmes by channel (issue 28): a few rows a day per channel. */
export const DAILY_EPG: FactTable = {
  name: 'ad_facts_daily_epg',
  grain: 'day',
  timeColumn: 'day',
  columns: [...TENANCY_COLUMNS, 'channel_id', ...PROGRAMME_COLUMNS],
};
/** Hours by owner only: hour-of-day reports and any time zone's days. */
export const HOURLY_TOTALS: FactTable = {
  name: 'ad_facts_hourly_totals',
  grain: 'hour',
  timeColumn: 'hour',
  columns: [...TENANCY_COLUMNS],
};

/** Smallest first: the compiler takes the first table that holds the columns at a fine enough grain. */
export const AD_FACT_TABLES: readonly FactTable[] = [
  MONTHLY_COUNTRY,
  DAILY_PARTNER,
  DAILY_DEVICE,
  DAILY_EPG,
  HOURLY_TOTALS,
  MONTHLY,
  DAILY_CORE,
  DAILY,
  HOURLY,
];
/** Every table kept from the hourly facts at import. */
export const AD_ROLLUPS: readonly FactTable[] = AD_FACT_TABLES.filter((table) => table !== HOURLY);

/** The rollup's time bucket of a source's time column (the column itself when the grains match). */
const TRUNCATE: Record<DialectName, Record<TableGrain, (column: string) => string>> = {
  duckdb: {
    hour: (column) => column,
    day: (column) => `CAST(${column} AS DATE)`,
    month: (column) => `CAST(date_trunc('month', ${column}) AS DATE)`,
  },
  clickhouse: {
    hour: (column) => column,
    day: (column) => `toDate(${column})`,
    month: (column) => `toStartOfMonth(${column})`,
  },
};

/**
 * Keeps a rollup up to date: the rows of `source` (a table at a grain no coarser than the rollup's,
 * holding its columns) where `condition` holds, summed to the rollup's keys.
 */
export function rollupStatement(
  dialect: DialectName,
  rollup: FactTable,
  condition: string,
  source: FactTable = HOURLY,
): string {
  const time =
    rollup.grain === source.grain ? source.timeColumn : TRUNCATE[dialect][rollup.grain](source.timeColumn);
  const keys = rollup.columns.join(', ');
  const sums = AD_FACT_COUNTERS.map((c) => `sum(${c})`).join(', ');
  return `INSERT INTO ${rollup.name} (${rollup.timeColumn}, ${keys}, ${AD_FACT_COUNTERS.join(', ')})\nSELECT ${time} AS ${rollup.timeColumn}, ${keys}, ${sums}\nFROM ${source.name} WHERE ${condition}\nGROUP BY ${time}, ${keys}`;
}

const isIdColumn = (column: FactColumn) =>
  column === 'content_owner_id' || (AD_FACT_ID_COLUMNS as readonly string[]).includes(column);
export const isNumericColumn = isIdColumn;

const TYPES: Record<
  DialectName,
  { id: string; text: string; count: string; money: string; hour: string; day: string; month: string }
> = {
  duckdb: {
    id: 'INTEGER',
    text: 'VARCHAR',
    count: 'BIGINT',
    money: 'DOUBLE',
    hour: 'TIMESTAMP',
    day: 'DATE',
    month: 'DATE',
  },
  clickhouse: {
    id: 'Int32',
    text: 'LowCardinality(String)',
    count: 'Int64',
    money: 'Float64',
    hour: "DateTime('UTC')",
    day: 'Date',
    month: 'Date',
  },
};

function columnDefinitions(table: FactTable, dialect: DialectName, extra: string[] = []): string[] {
  const types = TYPES[dialect];
  return [
    `${table.timeColumn} ${types[table.timeColumn]} NOT NULL`,
    ...table.columns.map(
      (c) => `${c} ${isIdColumn(c) ? types.id : types.text} NOT NULL DEFAULT ${isIdColumn(c) ? '0' : "''"}`,
    ),
    ...AD_FACT_COUNTERS.map(
      (c) => `${c} ${AD_FACT_MONEY.includes(c) ? types.money : types.count} NOT NULL DEFAULT 0`,
    ),
    ...extra,
  ];
}

/** DDL of the ad-fact tables, the content-viewing table and the import ledger. */
export function factSchema(dialect: DialectName): string[] {
  const types = TYPES[dialect];
  const create = (name: string, columns: string[], orderBy: string) =>
    dialect === 'duckdb'
      ? `CREATE TABLE IF NOT EXISTS ${name} (\n  ${columns.join(',\n  ')}\n)`
      : `CREATE TABLE IF NOT EXISTS ${name} (\n  ${columns.join(',\n  ')}\n) ENGINE = MergeTree ORDER BY (${orderBy})`;
  const batch = `batch_id ${types.text === 'VARCHAR' ? 'VARCHAR' : 'String'} NOT NULL DEFAULT ''`;
  return [
    create(HOURLY.name, columnDefinitions(HOURLY, dialect, [batch]), 'network_id, publisher_id, hour'),
    ...AD_ROLLUPS.map((rollup) =>
      create(
        rollup.name,
        columnDefinitions(rollup, dialect),
        `network_id, publisher_id, ${rollup.timeColumn}`,
      ),
    ),
    create(
      'view_facts_hourly',
      [
        `hour ${types.hour} NOT NULL`,
        ...['video_id', 'content_owner_id', 'publisher_id', 'network_id'].map(
          (c) => `${c} ${types.id} NOT NULL DEFAULT 0`,
        ),
        ...['country', 'platform', 'media_type'].map((c) => `${c} ${types.text} NOT NULL DEFAULT ''`),
        `plays ${types.count} NOT NULL DEFAULT 0`,
        `watch_seconds ${types.money} NOT NULL DEFAULT 0`,
        batch,
      ],
      'content_owner_id, publisher_id, hour',
    ),
    create(
      'fact_imports',
      [
        `batch_id ${dialect === 'duckdb' ? 'VARCHAR' : 'String'} NOT NULL`,
        `rows ${types.count} NOT NULL`,
        `imported_at ${types.hour} NOT NULL`,
      ],
      'batch_id',
    ),
  ];
}

const ADDED_COLUMNS: readonly FactColumn[] = LATER_DIMENSION_COLUMNS;

/** Counters the ad-fact tables gained later (issue 26: clicks; issue 28: EPG keywords and bundles). */
const ADDED_COUNTERS: readonly AdFactCounter[] = [
  'clicks',
  'epg_keyword_impressions',
  'bundle_revenue',
  'bundle_share_revenue',
  'bundle_impressions',
  'bundle_cpm_revenue',
];

export function addedColumnStatements(dialect: DialectName): string[] {
  const types = TYPES[dialect];
  const add = (table: FactTable, column: string, type: string, empty: string) =>
    `ALTER TABLE ${table.name} ADD COLUMN IF NOT EXISTS ${column} ${type} DEFAULT ${empty}`;
  return AD_FACT_TABLES.flatMap((table) => [
    ...ADDED_COLUMNS.filter((column) => table.columns.includes(column)).map((column) =>
      isIdColumn(column) ? add(table, column, types.id, '0') : add(table, column, types.text, "''"),
    ),
    ...ADDED_COUNTERS.map((counter) =>
      add(table, counter, AD_FACT_MONEY.includes(counter) ? types.money : types.count, '0'),
    ),
  ]);
}
