import type { StatusCount } from '@adcast/domain/records';
import { redirect } from '@tanstack/react-router';
import { queryClient } from '../api/query-client';
import type { ListSearchParams, ListState } from '../ui/list-search';
import type { RecordResource, RecordRow } from './record-resource';
import { recordCountsQuery, recordPageQuery } from './resource-api';

/** The last page the state's statuses fill, by the tiles' counts; none when a count is only a lower bound. */
function lastPageOf(counts: readonly StatusCount[], state: ListState): number | undefined {
  const listed = counts.filter((count) => state.status.length === 0 || state.status.includes(count.status));
  if (listed.some((count) => count.capped)) return undefined;
  const total = listed.reduce((sum, count) => sum + count.count, 0);
  return Math.max(0, Math.ceil(total / state.size) - 1);
}

/**
 * The route options of a record type's own list page: its search params, and a loader that asks
 * for the page and the tiles' counts while the page's code is still loading, so the first row does
 * not wait for the code and then for the calls. The list reads the same queries from the cache. A
 * page past the end (an old link) waits for the counts and opens the last page instead, so the
 * page past the end is never asked for.
 */
export function recordListRoute<T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
) {
  return {
    validateSearch: resource.validateListSearch,
    loaderDeps: ({ search }: { search: ListSearchParams<P> }) => search,
    loader: async ({ deps, location }: { deps: ListSearchParams<P>; location: { pathname: string } }) => {
      const state = resource.listSearch.parse(deps);
      const counts = recordCountsQuery(resource, state.search, undefined, state.filters);
      void queryClient.prefetchQuery(counts);
      if (state.page > 0) {
        // A failed count shows its toast; the page is then asked for as the URL says.
        const known = await queryClient.fetchQuery(counts).catch(() => undefined);
        const lastPage = known && lastPageOf(known, state);
        if (lastPage !== undefined && state.page > lastPage) {
          throw redirect({ to: location.pathname, search: { ...deps, page: lastPage }, replace: true });
        }
      }
      void queryClient.prefetchQuery(recordPageQuery(resource, state));
    },
  };
}
