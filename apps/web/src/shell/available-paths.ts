/**
 * The menu paths whose screens exist. Menus and dashboards show only these; every other
 * entry stays hidden until its feature adds its path here together with its routes.
 */
export const AVAILABLE_PATHS: readonly string[] = [
  '/dashboard',
  '/demand/list',
  '/connections',
  '/placements',
];

export const isAvailablePath = (path: string): boolean => AVAILABLE_PATHS.includes(path);
