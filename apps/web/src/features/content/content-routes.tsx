import { homePath } from '@adcast/domain/access';
import type { Mask } from '@adcast/domain/masks';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { shellRoute, staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { guardContentOwnerArea, guardPublisherArea, requirePermission } from '../../session/guards';
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

const ownOoAppPages = () => import('./oo-apps/own-oo-app-page');

/** An app page opens under the working mask's own home only; another id in the URL goes to that home. */
function underOwnHome(mask: Mask, path: string): { mask: Mask } {
  const home = homePath(mask);
  if (!path.startsWith(`${home}/`)) throw redirect({ href: home });
  return { mask };
}

/** A new app's page, for a mask that may create apps (Forbidden otherwise). */
function creatingUnderOwnHome(mask: Mask, path: string): { mask: Mask } {
  requirePermission(mask, 'OO_APPS_CREATE');
  return underOwnHome(mask, path);
}

/**
 * A publisher's and a content owner's own O&O apps, opened from their homes under their own mask:
 * part 2 §6 gives the publisher menu no O&O Apps entry and names no content owner menu, so the
 * homes list the apps and these pages sit below them, guarded as the homes are.
 */
export const ownOoAppRoutes = [
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'p/$id/oo-apps/create',
    params: idParams('id'),
    beforeLoad: ({ context, params }) =>
      creatingUnderOwnHome(guardPublisherArea(context.me, String(params.id)), `/p/${params.id}/oo-apps`),
    component: lazyRouteComponent(ownOoAppPages, 'PublisherOoAppCreatePage'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'co/$contentOwnerId/oo-apps/create',
    params: idParams('contentOwnerId'),
    beforeLoad: ({ context, params }) =>
      creatingUnderOwnHome(
        guardContentOwnerArea(context.me, String(params.contentOwnerId)),
        `/co/${params.contentOwnerId}/oo-apps`,
      ),
    component: lazyRouteComponent(ownOoAppPages, 'ContentOwnerOoAppCreatePage'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'p/$id/oo-apps/$appId',
    params: idParams('id', 'appId'),
    beforeLoad: ({ context, params }) =>
      underOwnHome(guardPublisherArea(context.me, String(params.id)), `/p/${params.id}/oo-apps`),
    component: lazyRouteComponent(ownOoAppPages, 'PublisherOoAppPage'),
  }),
  createRoute({
    getParentRoute: () => shellRoute,
    path: 'co/$contentOwnerId/oo-apps/$appId',
    params: idParams('contentOwnerId', 'appId'),
    beforeLoad: ({ context, params }) =>
      underOwnHome(
        guardContentOwnerArea(context.me, String(params.contentOwnerId)),
        `/co/${params.contentOwnerId}/oo-apps`,
      ),
    component: lazyRouteComponent(ownOoAppPages, 'ContentOwnerOoAppPage'),
  }),
] as const;

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
