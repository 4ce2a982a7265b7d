import { createHashHistory, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { configureApiClient } from './api/client';
import { authRoutes } from './features/auth/auth-routes';
import { catalogueRoutes } from './features/catalogue/catalogue-routes';
import { changelogRoutes } from './features/changelog/changelog-routes';
import { channelRoutes } from './features/channels/channel-routes';
import { contentOwnerHomeRoute, contentOwnerStaffRoutes } from './features/content/content-routes';
import { dashboardRoutes } from './features/dashboard/dashboard-routes';
import { demandRecordSearch } from './features/demand/demand-record-search';
import { demandRoutes } from './features/demand/demand-routes';
import { inventoryRecordSearch } from './features/inventory/inventory-record-search';
import { inventoryRoutes } from './features/inventory/inventory-routes';
import { networkRoutes } from './features/networks/network-routes';
import { publisherRecordSearch } from './features/publishers/publisher-record-search';
import { publisherHomeRoute, publisherStaffRoutes } from './features/publishers/publisher-routes';
import { reportsRoutes } from './features/reports/reports-routes';
import { usersRoutes } from './features/users/users-routes';
import { authenticatedRoute, notFoundPage, rootRoute, shellRoute, staffRoute } from './routing/layout-routes';
import { searchParamsFormat } from './routing/search-params';
import { signOut } from './session/sign-out';
import { registerRecordSearch } from './shell/command-palette/palette-sources';
import { unbuiltPaths } from './shell/unbuilt-pages';
import { RoutePending } from './ui/route-pending';

/** The staff screens the features have built; each feature declares its own routes. */
const featureStaffRoutes = [
  ...dashboardRoutes.staff,
  ...demandRoutes,
  ...inventoryRoutes,
  ...usersRoutes,
  ...networkRoutes,
  ...publisherStaffRoutes,
  ...contentOwnerStaffRoutes,
  ...changelogRoutes,
  ...reportsRoutes,
  ...catalogueRoutes,
  ...channelRoutes,
];

/** The full paths the feature routes serve (every staff route is a direct child of the staff route). */
const featurePaths = new Set(
  featureStaffRoutes.map((route) => ('path' in route.options ? `/${route.options.path}` : '')),
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

const routeTree = rootRoute.addChildren([
  ...authRoutes,
  dashboardRoutes.forbidden,
  authenticatedRoute.addChildren([
    dashboardRoutes.select,
    dashboardRoutes.chooser,
    shellRoute.addChildren([
      staffRoute.addChildren([...featureStaffRoutes, ...unbuiltRoutes]),
      publisherHomeRoute,
      contentOwnerHomeRoute,
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultPendingComponent: RoutePending,
  // A record id that is no id (`/placements/edit/abc`) is not found where the page would be.
  defaultNotFoundComponent: notFoundPage,
  ...searchParamsFormat,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** Served by the "not available yet" page until its feature lands. */
    unbuilt?: boolean;
    /** The permission the page needs (set by `needs`). */
    permission?: import('@adcast/domain/permissions').Permission;
    /** The reporting access the page needs (set by `needsReports`). */
    reports?: import('@adcast/domain/reports/access').ReportAccess;
  }
}

registerRecordSearch([...demandRecordSearch, ...inventoryRecordSearch, ...publisherRecordSearch]);

configureApiClient({
  currentPath: () => `${router.history.location.pathname}${router.history.location.search}`,
  signOut,
  goToLogin: (returnUrl, expired) => {
    router.navigate({ to: '/login', search: { returnUrl, expired: expired || undefined } });
  },
});
