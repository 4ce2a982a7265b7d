import { DEMAND_API } from '@adcast/domain/demand/paths';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { connectionResource } from '../features/demand/connections/connection-resource';
import { stubApi } from '../test/api-stub';
import { recordListRoute } from './list-route';
import { recordPageQuery } from './resource-api';

afterEach(() => queryClient.clear());

const location = { pathname: '/connections' };

/** The connections list's server with this many active and inactive connections. */
const connectionsServer = (active: number, inactive: number) =>
  stubApi({
    [DEMAND_API.connections]: () => ({ content: [], totalElements: active + inactive }),
    [DEMAND_API.connectionCounts]: () => [
      { status: 'ACTIVE', count: active },
      { status: 'INACTIVE', count: inactive },
      { status: 'ARCHIVED', count: 0 },
    ],
  });

describe("a record list route asks for its page while the page's code loads", () => {
  it('calls the page and the counts of the URL state as the route loads, before the list renders', async () => {
    const api = connectionsServer(40, 0);
    const route = recordListRoute(connectionResource);
    const search = route.validateSearch({ page: 2, search: 'north' } as never);

    await route.loader({ deps: route.loaderDeps({ search }), location });

    const [page] = api.requestsTo(DEMAND_API.connections);
    expect(page?.url.searchParams.get('page')).toBe('2');
    expect(page?.url.searchParams.get('name')).toBe('north');
    expect(api.requestsTo(DEMAND_API.connectionCounts)).toHaveLength(1);
    // The list's own query is the one the loader filled: rendering it makes no second call.
    const state = connectionResource.listSearch.parse(search);
    await queryClient.fetchQuery(recordPageQuery(connectionResource, state));
    expect(api.requestsTo(DEMAND_API.connections)).toHaveLength(1);
  });

  it('opens the last page of a link past the end, asking for the page once', async () => {
    const api = connectionsServer(25, 100);
    const route = recordListRoute(connectionResource);
    const search = route.validateSearch({ page: 9, status: 'ACTIVE' } as never);

    const opened = route.loader({ deps: route.loaderDeps({ search }), location });

    // 25 active connections, 10 a page: pages 0 to 2.
    await expect(opened).rejects.toMatchObject({
      options: { to: '/connections', search: { page: 2, status: 'ACTIVE' }, replace: true },
    });
    expect(api.requestsTo(DEMAND_API.connections)).toHaveLength(0);
    const lastPage = route.validateSearch({ page: 2, status: 'ACTIVE' } as never);
    await route.loader({ deps: route.loaderDeps({ search: lastPage }), location });
    const pages = api.requestsTo(DEMAND_API.connections);
    expect(pages.map((request) => request.url.searchParams.get('page'))).toEqual(['2']);
  });
});
