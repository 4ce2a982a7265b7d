import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import { validateUserSearch } from '../users/users-routes';

const forms = () => import('./network-form-pages');
const staffPage = { getParentRoute: () => staffRoute } as const;

/** The Network menu (part 2 §6 Partners): list, create, details with users and publishers, edit. */
export const networkRoutes = [
  createRoute({
    ...staffPage,
    path: 'networks',
    ...needs('NETWORKS_READ'),
    component: lazyRouteComponent(() => import('./networks-page'), 'NetworksPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'networks/create',
    ...needs('NETWORKS_CREATE'),
    component: lazyRouteComponent(forms, 'NetworkCreatePage'),
  }),
  createRoute({
    ...staffPage,
    path: 'networks/$id',
    ...needs('NETWORKS_READ'),
    params: idParams('id'),
    validateSearch: validateUserSearch,
    component: lazyRouteComponent(() => import('./network-details-page'), 'NetworkDetailsPage'),
  }),
  createRoute({
    ...staffPage,
    path: 'networks/$id/edit',
    ...needs('NETWORKS_EDIT'),
    params: idParams('id'),
    component: lazyRouteComponent(forms, 'NetworkEditPage'),
  }),
] as const;
