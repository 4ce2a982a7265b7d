import type { Mask } from '@adcast/domain/masks';
import { mayUseReports } from '@adcast/domain/reports/access';
import { maskCan } from '../session/can';
import { BUILT_SCREENS } from './screen-manifest';
import { unbuiltPaths } from './unbuilt-pages';

/**
 * A menu path is available when a feature serves it (the screen manifest says so); until then the
 * menus and dashboards hide it (the router serves it with the "not available yet" page).
 */
export const isAvailablePath = (path: string): boolean => path in BUILT_SCREENS;

/** Whether the mask passes the page's own guard (its permission or reporting access), so a menu may offer it. */
export function mayOpenPath(path: string, mask: Mask | null, hasNetwork: boolean): boolean {
  const needed = BUILT_SCREENS[path];
  if (needed?.permission && !maskCan(mask, needed.permission)) return false;
  return !needed?.reports || (mask !== null && mayUseReports(needed.reports, mask, hasNetwork));
}

const UNBUILT = unbuiltPaths(isAvailablePath);
const isAtOrBelow = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

/** Whether a path (with its ids filled in) opens the "not available yet" page: the nearest screen above it is unbuilt. */
export function isUnbuiltPath(path: string): boolean {
  const nearest = (paths: readonly string[]) =>
    Math.max(-1, ...paths.filter((screen) => isAtOrBelow(path, screen)).map((screen) => screen.length));
  return nearest(UNBUILT) > nearest(Object.keys(BUILT_SCREENS));
}
