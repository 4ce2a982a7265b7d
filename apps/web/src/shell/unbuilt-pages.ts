import { MENU_ITEMS } from '@adcast/domain/menus';
import { SHELL_SECTIONS } from '@adcast/domain/shell-sections';

const isAtOrBelow = (path: string, parent: string) => path === parent || path.startsWith(`${parent}/`);

const MENU_PATHS = Object.values(MENU_ITEMS).map((item) => item.path);

/**
 * The shell sections (part 1 §2) and menu paths that no feature route serves. Each gets the
 * "not available yet" page for itself and every path below it, so a path already covered by an
 * unbuilt section is left out; a feature's own route for a deeper path wins over the section's.
 */
export function unbuiltPaths(isServed: (path: string) => boolean): string[] {
  const unbuilt = [...new Set([...SHELL_SECTIONS.map((section) => section.path), ...MENU_PATHS])].filter(
    (path) => !isServed(path),
  );
  return unbuilt.filter((path) => !unbuilt.some((other) => other !== path && isAtOrBelow(path, other)));
}

const TITLED = [
  ...SHELL_SECTIONS,
  ...Object.values(MENU_ITEMS).map((item) => ({ path: item.path, title: item.label })),
];

/** The title of an unbuilt page: the menu's label of its path, else that of the nearest section or entry above it. */
export function unbuiltPageTitle(pathname: string): string {
  const exact = Object.values(MENU_ITEMS).find((item) => item.path === pathname);
  if (exact) return exact.label;
  const nearest = TITLED.filter((entry) => isAtOrBelow(pathname, entry.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  return nearest?.title ?? pathname;
}
