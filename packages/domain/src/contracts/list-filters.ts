import { z } from 'zod';
import type { EnumOption } from '../enumerations';
import { IdTextSchema } from '../ids';
import { commaListSchema } from '../list-schemas';

/**
 * A filter a list offers beside its status tiles and search, declared once in the area's contract:
 * the list schema validates it, the API applies it, the web shows it as a chip kept in the URL.
 */
export type ListFilter =
  /** Rows of some records of another area, chosen with that area's picker: `publishersIds=3,7`. */
  | { kind: 'record'; param: string; label: string; area: string }
  /** Rows with one of some values of an enumeration: `integrationTypes=ORTB,VAST`. */
  | { kind: 'enum'; param: string; label: string; options: readonly EnumOption<string>[] }
  /** Rows whose date falls in a range, either end open: `createdFrom=2026-11-01&createdTo=2026-11-30`. */
  | { kind: 'dateRange'; param: string; label: string };

export const LIST_FILTER_MESSAGES = {
  enumValue: (label: string, options: readonly EnumOption<string>[]) =>
    `${label} must be one of ${options.map((option) => option.label).join(', ')}`,
  date: (label: string) => `${label} must be a date written yyyy-MM-dd`,
  dateOrder: (label: string) => `${label}: the start date must not be after the end date`,
};

/** A date range's two URL and query parameters. */
export const dateRangeParams = (filter: { param: string }) =>
  ({ from: `${filter.param}From`, to: `${filter.param}To` }) as const;

const dateSchema = (label: string) =>
  z
    .string({ error: LIST_FILTER_MESSAGES.date(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, LIST_FILTER_MESSAGES.date(label))
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), LIST_FILTER_MESSAGES.date(label))
    .optional();

/** Declares a list's filters, keeping their parameter names as types (the list schema's keys). */
export const listFilters = <const F extends readonly ListFilter[]>(filters: F): F => filters;

/** The query parameters of a filter: its own, or a date range's two. */
type ParamsOf<F extends ListFilter> = F extends { kind: 'dateRange' }
  ? `${F['param']}From` | `${F['param']}To`
  : F['param'];

/** The query parameters of the filters, each with a message a person can act on when its value is wrong. */
export function listFilterShape<const F extends readonly ListFilter[]>(
  filters: F,
): { [K in ParamsOf<F[number]>]: z.ZodType<unknown> } {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const filter of filters) {
    if (filter.kind === 'record') shape[filter.param] = commaListSchema(IdTextSchema);
    else if (filter.kind === 'enum') {
      const keys = filter.options.map((option) => option.key) as [string, ...string[]];
      shape[filter.param] = commaListSchema(
        z.enum(keys, { error: LIST_FILTER_MESSAGES.enumValue(filter.label, filter.options) }),
      );
    } else {
      const { from, to } = dateRangeParams(filter);
      shape[from] = dateSchema(filter.label);
      shape[to] = dateSchema(filter.label);
    }
  }
  return shape as { [K in ParamsOf<F[number]>]: z.ZodType<unknown> };
}

/** The URL and query parameters the filters use. */
export const listFilterParams = (filters: readonly ListFilter[]): string[] =>
  filters.flatMap((filter) => {
    if (filter.kind !== 'dateRange') return [filter.param];
    const { from, to } = dateRangeParams(filter);
    return [from, to];
  });

/** Whether any of the filters is set in this query. */
export const anyListFilterSet = (filters: readonly ListFilter[], query: Record<string, unknown>) =>
  listFilterParams(filters).some((param) => {
    const value = query[param];
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
