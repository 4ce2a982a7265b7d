/**
 * The menu entry a page belongs to when its path does not start with the entry's own: a
 * connection's details, create, edit and duplicate pages live under /demand but belong to
 * Connections; the rest of /demand belongs to the demand partners list.
 */
const OWNERS: readonly { pattern: RegExp; menuPath: string }[] = [
  { pattern: /^\/demand\/(connection|connections)(\/|$)/, menuPath: '/connections' },
  { pattern: /^\/demand\/details\/[^/]+\/connections(\/|$)/, menuPath: '/connections' },
  { pattern: /^\/demand(\/|$)/, menuPath: '/demand/list' },
];

export const menuPathOf = (pathname: string): string =>
  OWNERS.find(({ pattern }) => pattern.test(pathname))?.menuPath ?? pathname;

/** Whether a menu entry is the current one: its own page or any page below or belonging to it. */
export function isMenuItemActive(pathname: string, itemPath: string): boolean {
  const path = menuPathOf(pathname);
  return path === itemPath || path.startsWith(`${itemPath}/`);
}
