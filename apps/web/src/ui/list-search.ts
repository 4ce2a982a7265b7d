import { type EntityStatus, EntityStatusSchema } from '@adcast/domain/enumerations';
import { SortDirectionSchema, searchTextOf } from '@adcast/domain/list-schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortDirection } from '@adcast/domain/paging';
import type { QueryObject } from '@adcast/domain/query';
import { z } from 'zod';

/** What a list keeps in the URL: page, size, sort, name search and the chosen statuses. */
export interface ListState<P extends string = string, S extends string = EntityStatus> {
  page: number;
  size: number;
  sortProperty: P;
  sortDirection: SortDirection;
  search: string;
  /** Empty: no status chosen, every status is listed. */
  status: S[];
  /** The filter chips' values as the URL holds them ('3,7', '2026-11-01'), by param; unset ones absent. */
  filters: Record<string, string>;
  /** The columns hidden (`hide=artist,createdOn`); undefined when the URL does not say (the user's remembered choice applies). */
  hidden?: string[];
}

export interface ListDefaults<P extends string, S extends string = EntityStatus> {
  sortProperty: P;
  sortDirection: SortDirection;
  status: readonly NoInfer<S>[];
  /** Every status the list's tiles offer, in their order (a record's ACTIVE, INACTIVE, ARCHIVED by default). */
  statuses?: readonly S[];
  /** The params of the list's filter chips (its contract's filters). */
  filterParams?: readonly string[];
}

const ALL_STATUSES: readonly string[] = EntityStatusSchema.options;

// The router parses `status=ACTIVE,INACTIVE` as a string and `search=123` as a number.
const textSchema = z.preprocess(
  (value) => (value === undefined || value === null ? '' : searchTextOf(value)),
  z.string(),
);

const statusListSchema = <S extends string>(all: readonly S[], fallback: readonly S[]) =>
  z
    .preprocess(
      (value) => {
        if (value === undefined) return [...fallback];
        const parts = Array.isArray(value) ? value.map(String) : String(value).split(',');
        return parts.filter((part) => part !== '');
      },
      z.array(z.custom<S>((value) => (all as readonly unknown[]).includes(value))),
    )
    .transform((statuses) => all.filter((status) => statuses.includes(status)))
    .catch([...fallback]);

// The router parses `orderIds=3` as a number and `orderIds=3,7` as a string: both are the chip's text.
const filterText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return text === '' ? undefined : text;
};

/** The chips' values the params hold; the server checks each (a wrong one is said, not dropped). */
const filtersSchema = (params: readonly string[]) =>
  z.record(z.string(), z.unknown()).transform((search) => {
    const filters: Record<string, string> = {};
    for (const param of params) {
      const text = filterText(search[param]);
      if (text !== undefined) filters[param] = text;
    }
    return filters;
  });

/** `hide`: absent says nothing; '' hides no column; 'a,b' hides those. */
const hiddenSchema = z
  .preprocess(
    (value) =>
      value === undefined || value === null
        ? undefined
        : (Array.isArray(value) ? value.map(String) : String(value).split(',')).filter((id) => id !== ''),
    z.array(z.string().max(100)).max(100).optional(),
  )
  .catch(undefined);

/**
 * Reads a list's URL search params; anything missing or unknown falls back to the defaults. The
 * schema carries the list's statuses, which the list call and the tiles need.
 */
export function listSearchSchema<P extends string, S extends string = EntityStatus>(
  properties: readonly [P, ...P[]],
  defaults: ListDefaults<P, S>,
) {
  const statuses = defaults.statuses ?? (ALL_STATUSES as readonly S[]);
  const schema = z.object({
    page: z.coerce.number().int().min(0).catch(0),
    size: z.coerce
      .number()
      .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
      .catch(DEFAULT_PAGE_SIZE),
    sortProperty: z
      .custom<P>((value) => (properties as readonly unknown[]).includes(value))
      .catch(defaults.sortProperty as Awaited<P>),
    sortDirection: SortDirectionSchema.catch(defaults.sortDirection),
    search: textSchema.catch(''),
    status: statusListSchema(statuses, defaults.status),
    hide: hiddenSchema,
  });
  const filterParams = defaults.filterParams ?? [];
  const withFilters = z.looseObject({}).transform((search) => {
    const { hide, ...state } = schema.parse(search);
    return { ...state, hidden: hide, filters: filtersSchema(filterParams).parse(search) };
  });
  return Object.assign(withFilters, { statuses, filterParams });
}

export type ListSearchSchema<P extends string, S extends string = EntityStatus> = ReturnType<
  typeof listSearchSchema<P, S>
>;

/** The URL form of a list state: no empty search; statuses comma-joined, '' when none is chosen. */
export const toSearchParams = <S extends string>(
  state: ListState<string, S>,
): Record<string, string | number | undefined> => ({
  page: state.page,
  size: state.size,
  sortProperty: state.sortProperty,
  sortDirection: state.sortDirection,
  search: state.search === '' ? undefined : state.search,
  status: state.status.join(','),
  hide: state.hidden?.join(','),
  ...state.filters,
});

/** The list call's query: the search under the endpoint's own name; no status chosen asks for all. */
export const toListQuery = <S extends string>(
  state: ListState<string, S>,
  searchKey: string,
  statuses: readonly string[] = ALL_STATUSES,
): QueryObject => ({
  page: state.page,
  size: state.size,
  sortProperty: state.sortProperty,
  sortDirection: state.sortDirection,
  [searchKey]: state.search,
  status: state.status.length > 0 ? state.status : [...statuses],
  ...state.filters,
});

/** Adds the status when it is not chosen, removes it when it is. */
export const toggleStatus = <S extends string>(
  chosen: readonly S[],
  status: S,
  statuses: readonly S[] = ALL_STATUSES as readonly S[],
): S[] =>
  chosen.includes(status)
    ? chosen.filter((item) => item !== status)
    : statuses.filter((item) => item === status || chosen.includes(item));

/** A list's URL search params as a link may give them: any of them, or none for the defaults. */
export interface ListSearchParams<P extends string> {
  page?: number;
  size?: number;
  sortProperty?: P;
  sortDirection?: SortDirection;
  search?: string;
  /** Comma-joined statuses; '' when none is chosen. */
  status?: string;
  /** Comma-joined ids of the hidden columns; '' when none is hidden. */
  hide?: string;
}

/**
 * The route a list lives on, as `getRouteApi(id)` gives it: its search is what the route's
 * `validateSearch` made of the URL, so the list reads typed params.
 */
export interface ListRoute<P extends string> {
  useSearch: () => ListSearchParams<P>;
}

/**
 * A list route's `validateSearch`: keeps the params the URL has, each checked (an unknown value
 * becomes its default); the list state fills in the rest, so links stay short. Old links that
 * carry the statuses as a JSON array (`status=["ACTIVE"]`) are read too.
 */
export const listSearchValidator =
  <P extends string, S extends string>(schema: ListSearchSchema<P, S>) =>
  (search: Record<string, unknown>): ListSearchParams<P> => {
    // The filter chips' params ('publishersIds=3,7') are kept beside the named ones.
    const state = schema.parse(search) as ListState<P, S>;
    const given = (key: keyof ListSearchParams<P>) => search[key] !== undefined;
    return {
      ...(given('page') && { page: state.page }),
      ...(given('size') && { size: state.size }),
      ...(given('sortProperty') && { sortProperty: state.sortProperty }),
      ...(given('sortDirection') && { sortDirection: state.sortDirection }),
      ...(given('search') && state.search !== '' && { search: state.search }),
      ...(given('status') && { status: state.status.join(',') }),
      ...(state.hidden !== undefined && { hide: state.hidden.join(',') }),
      ...state.filters,
    };
  };
