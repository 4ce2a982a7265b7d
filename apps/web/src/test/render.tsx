import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { searchParamsFormat } from '../routing/search-params';
import type { ListRoute, ListSearchParams } from '../ui/list-search';

/** Renders a component inside a router (for its links) and a fresh query client. */
export function renderInApp(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...searchParamsFormat,
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * The route of a list rendered by `renderInApp`: the URL's search through the list route's own
 * `validateSearch` (the resource's), as the app's router would give it.
 */
export function testListRoute<P extends string>(
  validateSearch: (search: Record<string, unknown>) => ListSearchParams<P>,
): ListRoute<P> {
  return { useSearch: () => validateSearch(useLocation({ select: (location) => location.search })) };
}
