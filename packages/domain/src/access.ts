import type { Mask } from './masks';
import { APP_AREAS, type AppArea, isMainRole } from './roles';

/** Part 1 §2: network users may open only top-level paths with these prefixes. */
export const NETWORK_USER_PATH_PREFIXES = [
  '/dashboard',
  '/publishers',
  '/reports',
  '/users',
  '/demand',
  '/placements',
  '/connections',
  '/targeting',
  '/changelog',
  '/ads-txt',
  '/orders',
  '/line-items',
  '/campaigns',
  '/apps',
  '/assets',
  '/brands',
  '/network-template',
] as const;

/** The separate publisher-apps guard allows only this prefix. */
export const PUBLISHER_APPS_PATH_PREFIX = '/publisher-apps';

const startsWithSegment = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

export const networkUserMayOpen = (path: string): boolean =>
  NETWORK_USER_PATH_PREFIXES.some((prefix) => startsWithSegment(path, prefix));

export const publisherAppsGuardAllows = (path: string): boolean =>
  startsWithSegment(path, PUBLISHER_APPS_PATH_PREFIX);

/** Part 1 §2 home paths: / for staff, /p/{id} for a publisher, /co/{id} for a content owner. */
export function homePath(mask: Mask | null): string {
  if (mask?.role === 'PUBLISHER' && mask.publisherId !== undefined) return `/p/${mask.publisherId}`;
  if (mask?.role === 'CONTENT_OWNER' && mask.contentOwnerId !== undefined)
    return `/co/${mask.contentOwnerId}`;
  return '/';
}

/** Part 1 §6: a main-role mask may enter any area; otherwise only the area of the mask's role. */
export const mayEnterArea = (mask: Mask, area: AppArea): boolean =>
  isMainRole(mask.role) || APP_AREAS[area] === mask.role;
