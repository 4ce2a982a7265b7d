import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { WEB_AREAS } from '../record-areas';

const staffPage = { getParentRoute: () => staffRoute } as const;
const { brands } = WEB_AREAS;

/** Audio to Video (part 1 §2 assets, brands, network-template): the A2V menu group's screens. */
export const a2vRoutes = [
  createRoute({
    ...staffPage,
    path: 'assets',
    ...needs('ASSETS_READ'),
    component: lazyRouteComponent(() => import('./assets-page'), 'AssetsPage'),
  }),
  createRoute({ ...staffPage, ...areaRoutes.list(brands) }),
  createRoute({ ...staffPage, ...areaRoutes.create(brands) }),
  createRoute({ ...staffPage, params: idParams('id'), ...areaRoutes.record(brands) }),
  createRoute({
    ...staffPage,
    path: 'network-template',
    ...needs('BRANDS_READ'),
    component: lazyRouteComponent(() => import('./network-template-page'), 'NetworkTemplatePage'),
  }),
];
