import { DEFAULT_PAGE_SIZE, type Page } from '@adcast/domain/paging';
import { useState } from 'react';
import { loadFailureOf } from './load-failure';

/**
 * Paging kept in the component rather than the URL (a table inside a tab or a card), as the
 * DataTable's props: it starts at the default size (part 2 §9), one of the size options; a new
 * page size goes back to the first page.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    page,
    size,
    onPageChange: setPage,
    onSizeChange: (next: number) => {
      setSize(next);
      setPage(0);
    },
  };
}

/** What a table reads of a page query (TanStack Query's result). */
export type PageQuery<T> = {
  data?: Page<T>;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** A page query's rows, total (a capped one shown as '10,000+'), loading state and failure, as the DataTable's props. */
export const pageRows = <T>(query: PageQuery<T>) => ({
  rows: query.data?.content ?? [],
  total: query.data?.totalElements ?? 0,
  totalCapped: query.data?.totalCapped,
  loading: query.isFetching,
  failure: loadFailureOf(query),
});
