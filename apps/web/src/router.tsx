import { createHashHistory, createRouter } from '@tanstack/react-router';
import type { AppRouteTree } from './app-routes';
import { authRoutes } from './features/auth/auth-routes';
import { appRoutesLoader } from './routing/load-app-routes';
import { notFoundPage } from './routing/not-found-page';
import { rootRoute } from './routing/root-route';
import { searchParamsFormat } from './routing/search-params';
import { RoutePending } from './ui/route-pending';

/**
 * The router starts with the public pages; its context's `appRoutes` adds the signed-in pages (app-routes),
 * so the sign-in page's JavaScript holds none of their routes, search schemas or resources. Its
 * type is the whole tree's, so links to any page are checked.
 */
export const router = createRouter({
  routeTree: rootRoute.addChildren([...authRoutes]) as unknown as AppRouteTree,
  context: { appRoutes: appRoutesLoader() },
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
    /** The page brings its own styles and loads without MUI's theme (the sign-in page). */
    unthemed?: boolean;
    /** Served by the "not available yet" page until its feature lands. */
    unbuilt?: boolean;
    /** The permission the page needs (set by `needs`). */
    permission?: import('@adcast/domain/permissions').Permission;
    /** The reporting access the page needs (set by `needsReports`). */
    reports?: import('@adcast/domain/reports/access').ReportAccess;
  }
}
