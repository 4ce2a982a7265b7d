import { createRoute } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { WEB_AREAS } from '../record-areas';

const staffPage = { getParentRoute: () => staffRoute } as const;
const {
  advertisers,
  orders,
  'line-items': lineItems,
  creatives,
  'display-creatives': displayCreatives,
} = WEB_AREAS;

/**
 * Advertisers and the creative library under /campaigns, orders (campaigns) under /orders and line
 * items under /line-items (part 1 §2 navigation).
 */
export const campaignRoutes = [
  createRoute({ ...staffPage, ...areaRoutes.list(advertisers) }),
  createRoute({ ...staffPage, ...areaRoutes.create(advertisers) }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(advertisers),
  }),
  createRoute({ ...staffPage, ...areaRoutes.list(orders) }),
  createRoute({ ...staffPage, ...areaRoutes.create(orders) }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(orders),
  }),
  createRoute({ ...staffPage, ...areaRoutes.list(lineItems) }),
  createRoute({ ...staffPage, ...areaRoutes.create(lineItems) }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(lineItems),
  }),
  createRoute({ ...staffPage, ...areaRoutes.list(creatives) }),
  createRoute({ ...staffPage, ...areaRoutes.create(creatives) }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(creatives),
  }),
  createRoute({ ...staffPage, ...areaRoutes.list(displayCreatives) }),
  createRoute({ ...staffPage, ...areaRoutes.create(displayCreatives) }),
  createRoute({
    ...staffPage,
    params: idParams('id'),
    ...areaRoutes.record(displayCreatives),
  }),
];
