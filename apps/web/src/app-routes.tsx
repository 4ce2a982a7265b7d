import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { a2vRoutes } from './features/a2v/a2v-routes';
import { adsTxtRoutes } from './features/ads-txt/ads-txt-routes';
import { authRoutesUnder } from './features/auth/auth-routes';
import { campaignRoutes } from './features/campaigns/campaigns-routes';
import { catalogueRoutes } from './features/catalogue/catalogue-routes';
import { changelogRoutes } from './features/changelog/changelog-routes';
import { channelRoutes } from './features/channels/channel-routes';
import {
  contentOwnerHomeRoute,
  contentOwnerStaffRoutes,
  ooAppRoutes,
  ownOoAppRoutes,
} from './features/content/content-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { demandRoutes } from './features/demand/demand-routes';
import { forecastRoutes } from './features/forecast/forecast-routes';
import { inventoryRoutes } from './features/inventory/inventory-routes';
import { marketplaceRoutes } from './features/marketplace/marketplace-routes';
import { networkRoutes } from './features/networks/network-routes';
import { publisherHomeRoute, publisherStaffRoutes } from './features/publishers/publisher-routes';
import { reportsRoutes } from './features/reports/reports-routes';
import { taxonomyRoutes } from './features/taxonomy/taxonomy-routes';
import { usersRoutes } from './features/users/users-routes';
import { authenticatedRoute, rootRoute, shellRoute, staffRoute } from './routing/layout-routes';
import { unbuiltPaths } from './shell/unbuilt-pages';

/** The staff screens the features have built; each feature declares its own routes. */
const featureStaffRoutes = [
  ...dashboardRoutes.staff,
  ...demandRoutes,
  ...inventoryRoutes,
  ...adsTxtRoutes,
  ...usersRoutes,
  ...networkRoutes,
  ...publisherStaffRoutes,
  ...contentOwnerStaffRoutes,
  ...ooAppRoutes,
  ...changelogRoutes,
  ...reportsRoutes,
  ...taxonomyRoutes,
  ...catalogueRoutes,
  ...channelRoutes,
  ...campaignRoutes,
  ...marketplaceRoutes,
  ...forecastRoutes,
  ...a2vRoutes,
];

/** The full paths the feature routes serve (every staff route is a direct child of the staff route). */
const featurePaths = new Set(
  // A record area's path is its contract's screen ('/publishers'), a feature's own is relative ('ads-txt').
  featureStaffRoutes.map((route) =>
    'path' in route.options ? `/${String(route.options.path).replace(/^\//, '')}` : '',
  ),
);

const notAvailable = lazyRouteComponent(() => import('./shell/not-available-page'), 'NotAvailablePage');

/** Every shell section and menu path no feature serves yet, with everything below it. */
const unbuiltRoutes = unbuiltPaths((path) => featurePaths.has(path)).flatMap((path) => [
  createRoute({
    getParentRoute: () => staffRoute,
    path,
    component: notAvailable,
    staticData: { unbuilt: true },
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: `${path}/$`,
    component: notAvailable,
    staticData: { unbuilt: true },
  }),
]);

/** The whole route tree: the public pages and every signed-in page. */
export const buildAppRouteTree = () =>
  rootRoute.addChildren([
    ...authRoutesUnder(rootRoute),
    dashboardRoutes.forbidden,
    authenticatedRoute.addChildren([
      dashboardRoutes.select,
      dashboardRoutes.chooser,
      shellRoute.addChildren([
        staffRoute.addChildren([...featureStaffRoutes, ...unbuiltRoutes]),
        publisherHomeRoute,
        contentOwnerHomeRoute,
        ...ownOoAppRoutes,
      ]),
    ]),
  ]);
