import { queryClient } from '../api/query-client';
import type { ListSearchParams } from '../ui/list-search';
import type { RecordResource, RecordRow } from './record-resource';
import { recordCountsQuery, recordPageQuery } from './resource-api';

/**
 * The route options of a record type's own list page: its search params, and a loader that asks
 * for the page and the tiles' counts while the page's code is still loading, so the first row does
 * not wait for the code and then for the calls. The list reads the same queries from the cache.
 */
export function recordListRoute<T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
) {
  return {
    validateSearch: resource.validateListSearch,
    loaderDeps: ({ search }: { search: ListSearchParams<P> }) => search,
    loader: ({ deps }: { deps: ListSearchParams<P> }) => {
      const state = resource.listSearch.parse(deps);
      void queryClient.prefetchQuery(recordPageQuery(resource, state));
      void queryClient.prefetchQuery(recordCountsQuery(resource, state.search));
    },
  };
}
