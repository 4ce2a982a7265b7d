import { isSafeReturnUrl } from '@adcast/domain/dashboards';

/** Part 1 §7: the path to come back to after signing in again; login and the root never are. */
export function returnUrlFor(path: string): string | undefined {
  const pathname = path.split('?')[0];
  if (pathname === '' || pathname === '/') return undefined;
  return isSafeReturnUrl(path) ? path : undefined;
}
