import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { queryClient } from '../../api/query-client';
import { idParams } from '../../routing/id-param';
import { shellRoute, staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { guardPublisherArea, resolveOrSignOut } from '../../session/guards';
import { tabSearchOf } from '../../ui/details-tabs';
import { WEB_AREAS } from '../record-areas';
import { validateUserSearch } from '../users/users-routes';

/** A page with tabs whose users tab keeps the users list's state in the URL too. */
const validateTabbedUserSearch = (search: Record<string, unknown>) => ({
  ...validateUserSearch(search),
  ...tabSearchOf(search),
});

/** /p/{id}: the publisher's home under its own mask (part 1 §2, §6). */
export const publisherHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'p/$id',
  validateSearch: validateTabbedUserSearch,
  beforeLoad: ({ context, params }) => ({ mask: guardPublisherArea(context.me, params.id) }),
  loader: ({ params }) =>
    resolveOrSignOut(async () => {
      const { publisherQuery } = await import('./publisher-api');
      return queryClient.ensureQueryData(publisherQuery(Number(params.id)));
    }),
  component: lazyRouteComponent(() => import('./publisher-home-page'), 'PublisherHomePage'),
});

const publisherForms = () => import('./publisher-form-pages');

/** Publishers for staff: the list, the editor, its details with tabs, and its users on their own page. */
export const publisherStaffRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.list(WEB_AREAS.publishers),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.create(WEB_AREAS.publishers),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'publishers/edit/$id',
    ...needs('PUBLISHERS_READ'),
    params: idParams('id'),
    component: lazyRouteComponent(publisherForms, 'PublisherEditPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.publishers),
    validateSearch: validateTabbedUserSearch,
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'publishers/$id/users',
    ...needs('USERS_READ'),
    params: idParams('id'),
    validateSearch: validateUserSearch,
    component: lazyRouteComponent(() => import('./publisher-users-page'), 'PublisherUsersPage'),
  }),
] as const;
