import { z } from 'zod';
import { CompareTypeSchema, WireDateSchema } from '../date-ranges';
import { isTimeZone } from '../time-zones';
import { dimensionOf, OFFERED_DIMENSION_KEYS, OFFERED_METRIC_KEYS } from './catalogue';
import { AD_FACT_ID_COLUMNS } from './facts';

export const REPORT_MESSAGES = {
  filterIds: (label: string) => `${label} filters take ids (whole numbers), not names`,
  factNetwork: (row: number, publisherId: number, claimed: number, actual: number | null) =>
    `Row ${row}: network_id ${claimed} is not the network of publisher ${publisherId} (${actual ?? 'none: 0'})`,
  /** The rows of demand partners and connections a scope may not name (see `demand-names.ts`). */
  otherDemandPartners: 'Other demand partners',
  otherConnections: 'Other connections',
} as const;

export const REPORT_MAX_DIMENSIONS = 6;
export const REPORT_MAX_FILTER_VALUES = 1000;
export const REPORT_MAX_PAGE_SIZE = 1000;
/** A CSV export holds at most this many rows; a bigger report is narrowed by filters first. */
export const REPORT_EXPORT_MAX_ROWS = 100_000;

/** A report file: CSV, or an XLSX workbook of one sheet. */
export const REPORT_FILE_FORMATS = ['CSV', 'XLSX'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
export const REPORT_FILE_TYPES: Record<ReportFileFormat, { extension: string; contentType: string }> = {
  CSV: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  XLSX: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};
export const ReportExportOptionsSchema = z.object({ format: z.enum(REPORT_FILE_FORMATS).default('CSV') });
export const DEFAULT_REPORT_TIME_ZONE = 'UTC';

const offered = (keys: readonly string[], what: string) =>
  z
    .string()
    .refine((key) => keys.includes(key), { error: (issue) => `Unknown ${what}: ${String(issue.input)}` })
    // The OpenAPI document lists the keys, so a client (and the route fuzz) can send each.
    .meta({ examples: [...keys] });

/** Ids in the facts are 32-bit (0: none). */
const MAX_FACT_ID = 2_147_483_647;
const isFactId = (value: string | number) => {
  const number = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 0 && number <= MAX_FACT_ID;
};

/** A filter on a dimension read from an id column (a record or its name) takes ids, whatever it shows. */
const FilterSchema = z
  .object({
    dimension: offered(OFFERED_DIMENSION_KEYS, 'dimension').refine(
      (key) => dimensionOf(key)?.source.kind === 'column',
      {
        message: 'Time dimensions are filtered by the date range',
      },
    ),
    values: z
      .array(z.union([z.string().max(512), z.number().int()]))
      .min(1)
      .max(REPORT_MAX_FILTER_VALUES),
  })
  .superRefine((filter, ctx) => {
    const dimension = dimensionOf(filter.dimension);
    const source = dimension?.source;
    if (!dimension || source?.kind !== 'column' || !AD_FACT_ID_COLUMNS.includes(source.column)) return;
    if (!filter.values.every(isFactId))
      ctx.addIssue({ code: 'custom', path: ['values'], message: REPORT_MESSAGES.filterIds(dimension.label) });
  });
export type ReportFilter = z.infer<typeof FilterSchema>;

/** A report request: what the builder sends and the dashboards ask for. */
/** What a report is made of, apart from its dates (a scheduled report keeps these too). */
export const REPORT_CHOICE_FIELDS = {
  dimensions: z.array(offered(OFFERED_DIMENSION_KEYS, 'dimension')).max(REPORT_MAX_DIMENSIONS).default([]),
  metrics: z.array(offered(OFFERED_METRIC_KEYS, 'metric')).min(1, 'Choose at least one metric'),
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone').default(DEFAULT_REPORT_TIME_ZONE),
  filters: z.array(FilterSchema).max(20).default([]),
};

export const ReportQuerySchema = z
  .object({
    ...REPORT_CHOICE_FIELDS,
    dateFrom: WireDateSchema,
    dateTo: WireDateSchema,
    compare: z
      .object({ compareType: CompareTypeSchema, dateFrom: WireDateSchema, dateTo: WireDateSchema })
      .nullable()
      .default(null),
    sortProperty: z.string().optional(),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(100),
  })
  .refine((q) => q.dateFrom <= q.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  })
  .refine((q) => new Set(q.dimensions).size === q.dimensions.length, {
    message: 'A dimension is chosen twice',
    path: ['dimensions'],
  })
  .refine(
    (q) => !q.sortProperty || q.dimensions.includes(q.sortProperty) || q.metrics.includes(q.sortProperty),
    {
      message: 'Sort by a chosen dimension or metric',
      path: ['sortProperty'],
    },
  );
export type ReportQueryInput = z.input<typeof ReportQuerySchema>;
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export type ReportValue = string | number | null;
export type ReportRow = Record<string, ReportValue>;

export type ReportResult = {
  columns: { key: string; label: string; format: string; kind: 'dimension' | 'metric' }[];
  content: ReportRow[];
  totalElements: number;
  totals: Record<string, number | null>;
  /** Present when compare was asked: the totals of the comparison range, and each row's previous values. */
  compareTotals?: Record<string, number | null>;
};
