import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { needs } from '../../routing/require-permission';
import { listSearchValidator } from '../../ui/list-search';
import { WEB_AREAS } from '../record-areas';
import { exchangeAppListSearch } from './exchange/exchange-apps-api';

const staffPage = <P extends string>(path: P) => ({ getParentRoute: () => staffRoute, path }) as const;

/** The placements, targeting sets, apps and domains lists and editors (part 1 §2, part 2 §6 Inventory). */
export const inventoryRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.list(WEB_AREAS.placements),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    ...areaRoutes.create(WEB_AREAS.placements),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.placements),
  }),
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.list(WEB_AREAS.targeting) }),
  createRoute({ getParentRoute: () => staffRoute, ...areaRoutes.create(WEB_AREAS.targeting) }),
  createRoute({
    getParentRoute: () => staffRoute,
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.targeting),
  }),
  createRoute({ ...staffPage('apps'), ...areaRoutes.list(WEB_AREAS.apps) }),
  createRoute({ ...staffPage('apps/create'), ...areaRoutes.create(WEB_AREAS.apps) }),
  createRoute({
    ...staffPage('apps/edit/$id'),
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.apps),
  }),
  createRoute({ ...staffPage('apps/domains'), ...areaRoutes.list(WEB_AREAS.domains) }),
  createRoute({ ...staffPage('apps/domains/create'), ...areaRoutes.create(WEB_AREAS.domains) }),
  createRoute({
    ...staffPage('apps/domains/edit/$id'),
    params: idParams('id'),
    ...areaRoutes.record(WEB_AREAS.domains),
  }),
  createRoute({
    ...staffPage('apps/exchange'),
    ...needs('APPS_READ'),
    validateSearch: listSearchValidator(exchangeAppListSearch),
    component: lazyRouteComponent(() => import('./exchange/exchange-apps-page'), 'ExchangeAppsPage'),
  }),
] as const;
