import type { EntityStatus } from '@adcast/domain/enumerations';
import type { SortDirection } from '@adcast/domain/paging';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRememberListHref } from './list-return';
import {
  type ListRoute,
  type ListSearchSchema,
  type ListState,
  toggleStatus,
  toSearchParams,
} from './list-search';
import { useDebouncedValue } from './use-debounced-value';

export interface ListControls<P extends string> {
  state: ListState<P>;
  /** What the search box shows; the URL follows it 800 ms after the last keystroke. */
  searchText: string;
  setSearchText: (text: string) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: { sortProperty: string; sortDirection: SortDirection }) => void;
  toggleStatus: (status: EntityStatus) => void;
}

/**
 * A list's page, size, sort, search and statuses, kept in the URL's search params (replaced, not
 * pushed) so that a reload or a shared link shows the same page. Part 2 §4: any filter, sort or
 * search change goes back to page 0; paging keeps the filters.
 */
export function useListState<P extends string>(
  schema: ListSearchSchema<P>,
  route: ListRoute<P>,
): ListControls<P> {
  const search = route.useSearch();
  const searchKey = JSON.stringify(search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed state changes only with the params' content
  const state: ListState<P> = useMemo(() => schema.parse(search), [searchKey, schema]);
  const navigate = useNavigate();
  useRememberListHref();

  const write = useCallback(
    (patch: Partial<ListState>) => {
      void navigate({
        to: '.',
        replace: true,
        search: (previous: Record<string, unknown>) => ({
          ...previous,
          ...toSearchParams({ ...schema.parse(previous ?? {}), page: 0, ...patch }),
        }),
      });
    },
    [navigate, schema],
  );

  const [searchText, setSearchText] = useState(state.search);
  const written = useRef(state.search);
  const debounced = useDebouncedValue(searchText);
  useEffect(() => {
    if (debounced === written.current) return;
    written.current = debounced;
    write({ search: debounced });
  }, [debounced, write]);
  // The URL changed from outside (back button, a link): the box shows it.
  useEffect(() => {
    if (state.search === written.current) return;
    written.current = state.search;
    setSearchText(state.search);
  }, [state.search]);

  return {
    state,
    searchText,
    setSearchText,
    setPage: (page) => write({ page }),
    setSize: (size) => write({ size }),
    setSort: (sort) => write({ sortProperty: sort.sortProperty, sortDirection: sort.sortDirection }),
    toggleStatus: (status) => write({ status: toggleStatus(state.status, status) }),
  };
}
