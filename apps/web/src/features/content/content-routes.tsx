import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { shellRoute, staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { guardContentOwnerArea } from '../../session/guards';
import { tabSearchOf } from '../../ui/details-tabs';
import { WEB_AREAS } from '../record-areas';
import { validateUserSearch } from '../users/users-routes';

const ownerForms = () => import('./owners/content-owner-form-pages');
const owners = WEB_AREAS['content-owners'];

/** /co/{contentOwnerId}: the content owner's home under its own mask (part 1 §2, §6). */
export const contentOwnerHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'co/$contentOwnerId',
  beforeLoad: ({ context, params }) => ({ mask: guardContentOwnerArea(context.me, params.contentOwnerId) }),
  component: lazyRouteComponent(() => import('./owners/content-owner-home-page'), 'ContentOwnerHomePage'),
});

/**
 * The Content Owners menu for staff: the list and one owner's details. The details sit below the
 * list's path, as /co/{id} is the content owner's own home, which requires its mask (part 1 §6).
 */
export const contentOwnerStaffRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.list(owners),
  }),
  // Part 2 §6: content owner create goes to content-owner/create.
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.create(owners),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'content-owner/edit/$id',
    ...needs('CONTENT_OWNERS_READ'),
    params: idParams('id'),
    component: lazyRouteComponent(ownerForms, 'ContentOwnerEditPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    params: idParams('id'),
    ...areaRoutes.record(owners),
    validateSearch: (search: Record<string, unknown>) => ({
      ...validateUserSearch(search),
      ...tabSearchOf(search),
    }),
  }),
] as const;

const ooApps = WEB_AREAS['oo-apps'];

/** Content → O&O Apps: the list, a new app and one app's editor (with its Roku side). */
export const ooAppRoutes = [
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.list(ooApps) }),
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.create(ooApps) }),
  createRoute({ getParentRoute: () => staffRoute, params: idParams('id'), ...areaRoutes.record(ooApps) }),
] as const;
