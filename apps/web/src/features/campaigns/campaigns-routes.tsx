import { createRoute } from '@tanstack/react-router';
import { idParams } from '../../routing/id-param';
import { staffRoute } from '../../routing/layout-routes';
import { areaRoutes } from '../../routing/record-area-routes';
import { WEB_AREAS } from '../record-areas';

const staffPage = { getParentRoute: () => staffRoute } as const;
const { advertisers, orders } = WEB_AREAS;

/** Advertisers under /campaigns and orders (campaigns) under /orders (part 1 §2 navigation). */
export const campaignRoutes = [
  createRoute({ ...staffPage, path: 'campaigns/advertisers', ...areaRoutes.list(advertisers) }),
  createRoute({ ...staffPage, path: 'campaigns/advertisers/create', ...areaRoutes.create(advertisers) }),
  createRoute({
    ...staffPage,
    path: 'campaigns/advertisers/edit/$id',
    params: idParams('id'),
    ...areaRoutes.record(advertisers),
  }),
  createRoute({ ...staffPage, path: 'orders', ...areaRoutes.list(orders) }),
  createRoute({ ...staffPage, path: 'orders/create', ...areaRoutes.create(orders) }),
  createRoute({
    ...staffPage,
    path: 'orders/edit/$id',
    params: idParams('id'),
    ...areaRoutes.record(orders),
  }),
];
