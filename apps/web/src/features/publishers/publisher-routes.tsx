import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { queryClient } from '../../api/query-client';
import { shellRoute } from '../../routing/layout-routes';
import { guardPublisherArea, resolveOrSignOut } from '../../session/guards';

/** /p/{id}: the publisher's home under its own mask (part 1 §2, §6). */
export const publisherHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'p/$id',
  beforeLoad: ({ context, params }) => ({ mask: guardPublisherArea(context.me, params.id) }),
  loader: ({ params }) =>
    resolveOrSignOut(async () => {
      const { publisherQuery } = await import('./publisher-api');
      return queryClient.ensureQueryData(publisherQuery(Number(params.id)));
    }),
  component: lazyRouteComponent(() => import('./publisher-home-page'), 'PublisherHomePage'),
});
