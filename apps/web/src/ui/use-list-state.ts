import type { EntityStatus } from '@adcast/domain/enumerations';
import type { SortDirection } from '@adcast/domain/paging';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useRememberListHref } from './list-return';
import {
  type ListRoute,
  type ListSearchSchema,
  type ListState,
  toggleStatus,
  toSearchParams,
} from './list-search';
import { useUrlText } from './use-url-text';

export interface ListControls<P extends string, S extends string = EntityStatus> {
  state: ListState<P, S>;
  /** What the search box shows; the URL follows it 800 ms after the last keystroke. */
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: { sortProperty: string; sortDirection: SortDirection }) => void;
  toggleStatus: (status: S) => void;
  /** Sets filter chips' values by param (the URL's text of each); undefined clears one. */
  setFilters: (patch: Record<string, string | undefined>) => void;
  /** Sets the hidden columns (kept in the URL with the rest, so a shared link shows the same columns). */
  setHidden: (hidden: string[]) => void;
}

/**
 * A list's page, size, sort, search and statuses, kept in the URL's search params (replaced, not
 * pushed) so that a reload or a shared link shows the same page. Part 2 §4: any filter, sort or
 * search change goes back to page 0; paging keeps the filters.
 */
export function useListState<P extends string, S extends string = EntityStatus>(
  schema: ListSearchSchema<P, S>,
  route: ListRoute<P>,
): ListControls<P, S> {
  const search = route.useSearch();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed state changes only with the params' content
  const state: ListState<P, S> = useMemo(() => schema.parse(search), [searchKey, schema]);
  const navigate = useNavigate();
  useRememberListHref();

  const write = useCallback(
    (patch: Partial<ListState<string, S>>) => {
      void navigate({
        to: '.',
        replace: true,
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          // A cleared chip leaves the URL.
          ...Object.fromEntries(schema.filterParams.map((param) => [param, undefined])),
          ...toSearchParams({ ...schema.parse(previous ?? {}), page: 0, ...patch }),
        }),
      });
    },
    [navigate, schema],
  );

  const [searchText, setSearchText] = useUrlText(state.search, (search) => write({ search }));

  return {
    state,
    searchText,
    setSearchText,
    setPage: (page) => write({ page }),
    setSize: (size) => write({ size }),
    setSort: (sort) => write({ sortProperty: sort.sortProperty, sortDirection: sort.sortDirection }),
    toggleStatus: (status) => write({ status: toggleStatus(state.status, status, schema.statuses) }),
    setHidden: (hidden) => write({ hidden, page: state.page }),
    setFilters: (patch) => {
      const merged = { ...state.filters, ...patch };
      const filters = Object.fromEntries(
        Object.entries(merged).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      write({ filters });
    },
  };
}
