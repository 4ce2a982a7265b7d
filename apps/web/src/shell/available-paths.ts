import type { AnyRoute } from '@tanstack/react-router';
import { router } from '../router';

/**
 * A menu path is available when a feature has registered a route for it; until then the menus
 * and dashboards hide it (the router serves it with the "not available yet" page).
 */
export function isAvailablePath(path: string): boolean {
  const route: AnyRoute | undefined = Object.values<AnyRoute>(router.routesById).find(
    (candidate) => candidate.fullPath === path,
  );
  return route !== undefined && route.options.staticData?.unbuilt !== true;
}

/** Whether a path (with its ids filled in) opens the "not available yet" page of an unbuilt section. */
export function isUnbuiltPath(path: string): boolean {
  return router
    .matchRoutes(path)
    .some((match) => router.routesById[match.routeId]?.options.staticData?.unbuilt === true);
}
