import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { WEB_AREAS } from '../record-areas';

const packages = WEB_AREAS['supply-packages'];

/** The supply marketplace's packages, the marketplace between networks and its routing (part 1 §2). */
export const marketplaceRoutes = [
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.list(packages) }),
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.create(packages) }),
  createRoute({ getParentRoute: () => staffRoute, params: idParams('id'), ...areaRoutes.record(packages) }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'marketplace',
    ...needs('MARKETPLACE_READ'),
    component: lazyRouteComponent(() => import('./marketplace-page'), 'MarketplacePage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'marketplace-routing',
    ...needs('MARKETPLACE_ROUTING_READ'),
    component: lazyRouteComponent(() => import('./marketplace-routing-page'), 'MarketplaceRoutingPage'),
  }),
] as const;
