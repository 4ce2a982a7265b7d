import { DEMAND_API } from '@adcast/domain/demand/paths';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { connectionResource } from '../features/demand/connections/connection-resource';
import { stubApi } from '../test/api-stub';
import { recordListRoute } from './list-route';
import { recordPageQuery } from './resource-api';

afterEach(() => queryClient.clear());

describe("a record list route asks for its page while the page's code loads", () => {
  it('calls the page and the counts of the URL state as the route loads, before the list renders', async () => {
    const api = stubApi({
      [DEMAND_API.connections]: () => ({ content: [], totalElements: 0 }),
      [DEMAND_API.connectionCounts]: () => [{ status: 'ACTIVE', count: 0 }],
    });
    const route = recordListRoute(connectionResource);
    const search = route.validateSearch({ page: 2, search: 'north' } as never);

    route.loader({ deps: route.loaderDeps({ search }) });

    const [page] = api.requestsTo(DEMAND_API.connections);
    expect(page?.url.searchParams.get('page')).toBe('2');
    expect(page?.url.searchParams.get('name')).toBe('north');
    expect(api.requestsTo(DEMAND_API.connectionCounts)).toHaveLength(1);
    // The list's own query is the one the loader filled: rendering it makes no second call.
    const state = connectionResource.listSearch.parse(search);
    await queryClient.fetchQuery(recordPageQuery(connectionResource, state));
    expect(api.requestsTo(DEMAND_API.connections)).toHaveLength(1);
  });
});
