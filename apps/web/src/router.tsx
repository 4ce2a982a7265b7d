import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { buildAppRouteTree } from './app-routes';
import { notFoundPage } from './routing/not-found-page';
import type { RouterContext } from './routing/root-route';
import { searchParamsFormat } from './routing/search-params';
import { RoutePending } from './ui/route-pending';

/** The router of the whole route tree: every public and signed-in page, typed, so links to any page are checked. */
export const createAppRouter = (history: RouterHistory, signedInPages: RouterContext['signedInPages']) =>
  createRouter({
    routeTree: buildAppRouteTree(),
    context: { signedInPages },
    history,
    defaultPendingComponent: RoutePending,
    // A record id that is no id (`/placements/edit/abc`) is not found where the page would be.
    defaultNotFoundComponent: notFoundPage,
    ...searchParamsFormat,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
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
