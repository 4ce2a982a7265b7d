import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordListRoute } from '../../resource/list-route';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { placementResource } from './placements/placement-resource';

const placementForms = () => import('./placements/placement-form-pages');

/** The placements list and editor (part 1 §2). */
export const inventoryRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'placements',
    ...recordListRoute(placementResource),
    component: lazyRouteComponent(() => import('./placements/placements-page'), 'PlacementsPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'placements/create',
    ...needs(placementResource.permissions.create),
    component: lazyRouteComponent(placementForms, 'PlacementCreatePage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'placements/edit/$id',
    params: idParams('id'),
    component: lazyRouteComponent(placementForms, 'PlacementEditPage'),
  }),
] as const;
