import type { Mask } from '@adcast/domain/masks';
import { mayUseReports } from '@adcast/domain/reports/access';
import type { AnyRoute } from '@tanstack/react-router';
// The router with every page's route (the router itself starts with the public pages only).
import { router } from '../app-routes';
import { maskCan } from '../session/can';

const routeAt = (path: string): AnyRoute | undefined =>
  Object.values<AnyRoute>(router.routesById).find((candidate) => candidate.fullPath === path);

/**
 * A menu path is available when a feature has registered a route for it; until then the menus
 * and dashboards hide it (the router serves it with the "not available yet" page).
 */
export function isAvailablePath(path: string): boolean {
  const route = routeAt(path);
  return route !== undefined && route.options.staticData?.unbuilt !== true;
}

/** Whether the mask passes the page's own guard (its permission or reporting access), so a menu may offer it. */
export function mayOpenPath(path: string, mask: Mask | null, hasNetwork: boolean): boolean {
  const needed = routeAt(path)?.options.staticData;
  if (needed?.permission && !maskCan(mask, needed.permission)) return false;
  return !needed?.reports || (mask !== null && mayUseReports(needed.reports, mask, hasNetwork));
}

/** Whether a path (with its ids filled in) opens the "not available yet" page of an unbuilt section. */
export function isUnbuiltPath(path: string): boolean {
  return router
    .matchRoutes(path)
    .some((match) => router.routesById[match.routeId]?.options.staticData?.unbuilt === true);
}
