import {
  type CompareRange,
  type DateRange,
  DateRangeTypeSchema,
  defaultRange,
  isWireDate,
  previousRange,
  rangeFor,
} from '@adcast/domain/date-ranges';
import { PAGE_SIZE_OPTIONS } from '@adcast/domain/paging';
import { dimensionOf, OFFERED_DIMENSION_KEYS, OFFERED_METRIC_KEYS } from '@adcast/domain/reports/catalogue';
import {
  DEFAULT_REPORT_TIME_ZONE,
  REPORT_MAX_DIMENSIONS,
  type ReportFilter,
  type ReportQueryInput,
} from '@adcast/domain/reports/report-query';
import { z } from 'zod';

export const DEFAULT_DIMENSIONS = ['day'];
export const DEFAULT_METRICS = ['adRequests', 'adImpressions', 'revenue'];
export const DEFAULT_REPORT_PAGE_SIZE = 25;

const offeredList = (keys: readonly string[], fallback: string[], max = Number.POSITIVE_INFINITY) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z
        .array(z.string())
        .transform((list) => [...new Set(list.filter((key) => keys.includes(key)))].slice(0, max)),
    )
    .catch(fallback);

const wireDate = z.string().refine(isWireDate).optional().catch(undefined);

const filterSchema = z.object({
  dimension: z.string().refine((key) => dimensionOf(key)?.source.kind === 'column'),
  values: z.array(z.union([z.string(), z.number()])).min(1),
});

/**
 * The builder's state in the URL, so a reload or a shared link shows the same report. A preset
 * (`range`) is kept by name, so the link means "the last 7 days" whenever it is opened.
 */
export const reportSearchSchema = z.object({
  dimensions: offeredList(OFFERED_DIMENSION_KEYS, DEFAULT_DIMENSIONS, REPORT_MAX_DIMENSIONS),
  metrics: offeredList(OFFERED_METRIC_KEYS, DEFAULT_METRICS)
    .refine((list) => list.length > 0)
    .catch(DEFAULT_METRICS),
  range: DateRangeTypeSchema.optional().catch(undefined),
  dateFrom: wireDate,
  dateTo: wireDate,
  compare: z.boolean().catch(false).default(false),
  /** A custom comparison range (compareType CUSTOM); without it compare means the previous period. */
  compareFrom: wireDate,
  compareTo: wireDate,
  weekly: z.boolean().catch(false).default(false),
  timeZone: z.string().catch(DEFAULT_REPORT_TIME_ZONE).default(DEFAULT_REPORT_TIME_ZONE),
  filters: z
    .array(z.unknown())
    .transform((list) =>
      list.flatMap((item) => {
        const parsed = filterSchema.safeParse(item);
        return parsed.success ? [parsed.data as ReportFilter] : [];
      }),
    )
    .catch([])
    .default([]),
  sortProperty: z.string().optional().catch(undefined),
  sortDirection: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(0).catch(0).default(0),
  size: z.coerce
    .number()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .catch(DEFAULT_REPORT_PAGE_SIZE)
    .default(DEFAULT_REPORT_PAGE_SIZE),
});
export type ReportSearch = z.infer<typeof reportSearchSchema>;
export type ReportSearchInput = Partial<z.input<typeof reportSearchSchema>>;

export const parseReportSearch = (search: unknown): ReportSearch => reportSearchSchema.parse(search ?? {});

/** The range the state stands for: a preset counted from today, else the given dates, else the last 7 days. */
export function rangeOf(search: Pick<ReportSearch, 'range' | 'dateFrom' | 'dateTo'>, now: Date): DateRange {
  if (search.range) return rangeFor(search.range, now);
  if (search.dateFrom && search.dateTo && search.dateFrom <= search.dateTo)
    return { dateFrom: search.dateFrom, dateTo: search.dateTo, type: null };
  return defaultRange(now);
}

/** The range as URL state: a preset by its name, a custom range by its dates. */
export const rangeToSearch = (range: DateRange) =>
  range.type
    ? { range: range.type, dateFrom: undefined, dateTo: undefined }
    : { range: undefined, dateFrom: range.dateFrom, dateTo: range.dateTo };

/** The custom comparison range of the state, when it holds a valid one. */
export function customCompareOf(
  search: Pick<ReportSearch, 'compareFrom' | 'compareTo'>,
): CompareRange | null {
  const { compareFrom, compareTo } = search;
  return compareFrom && compareTo && compareFrom <= compareTo
    ? { compareType: 'CUSTOM', dateFrom: compareFrom, dateTo: compareTo }
    : null;
}

/** The sort only when it names a chosen column (a removed column's sort is dropped). */
const sortOf = (search: ReportSearch) =>
  search.sortProperty &&
  (search.dimensions.includes(search.sortProperty) || search.metrics.includes(search.sortProperty))
    ? { sortProperty: search.sortProperty, sortDirection: search.sortDirection }
    : {};

/** What the builder asks the server for. */
export function reportQueryOf(
  search: ReportSearch,
  now: Date,
): ReportQueryInput & { compare: CompareRange | null } {
  const range = rangeOf(search, now);
  return {
    dimensions: search.dimensions,
    metrics: search.metrics,
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    timeZone: search.timeZone,
    filters: search.filters,
    compare: search.compare ? (customCompareOf(search) ?? previousRange(range)) : null,
    ...sortOf(search),
    page: search.page,
    size: search.size,
  };
}

export type ChartPlan =
  | { kind: 'line'; dimension: string; metrics: string[] }
  | { kind: 'bar'; dimension: string; metrics: string[] }
  | null;

export const CHART_MAX_METRICS = 2;
export const CHART_MAX_BARS = 10;

/**
 * The chart the dimensions call for: a time dimension gives a time series, else the first
 * dimension's top entries as bars; no dimension, no chart (the totals say it all).
 */
export function chartPlanOf(search: Pick<ReportSearch, 'dimensions' | 'metrics'>): ChartPlan {
  const metrics = search.metrics.slice(0, CHART_MAX_METRICS);
  const time = search.dimensions.find((key) => dimensionOf(key)?.source.kind === 'time');
  if (time) return { kind: 'line', dimension: time, metrics };
  const first = search.dimensions[0];
  return first ? { kind: 'bar', dimension: first, metrics } : null;
}
