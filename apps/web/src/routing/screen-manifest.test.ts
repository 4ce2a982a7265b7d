import { MENU_PATHS } from '@adcast/domain/menus';
import { SHELL_SECTIONS } from '@adcast/domain/shell-sections';
import type { AnyRoute } from '@tanstack/react-router';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { SHELL_ROUTE_ID } from '../shell/not-found-page';
import { BUILT_SCREENS } from '../shell/screen-manifest';
import { shellRoute } from './layout-routes';

const router = createAppRouter(createMemoryHistory(), { load: async () => undefined, open: () => undefined });

const routes = Object.values<AnyRoute>(router.routesById);
const routeAt = (path: string) => routes.find((route) => route.fullPath === path);

/** What the route tree serves at each menu and section path: built or not, and what its guard needs. */
function servedScreens() {
  const paths = [...new Set([...MENU_PATHS, ...SHELL_SECTIONS.map((section) => section.path)])];
  return Object.fromEntries(
    paths.flatMap((path) => {
      const route = routeAt(path);
      if (!route || route.options.staticData?.unbuilt) return [];
      return [[path, guardOf(path)]];
    }),
  );
}

const guardOf = (path: string) => {
  const { permission, reports } = routeAt(path)?.options.staticData ?? {};
  return { ...(permission && { permission }), ...(reports && { reports }) };
};

describe('the static screen manifest the shell reads', () => {
  it('names exactly the menu and section screens the route tree serves, each with its guard', () => {
    const sectionAndMenuPaths = new Set([...MENU_PATHS, ...SHELL_SECTIONS.map((section) => section.path)]);
    const manifest = Object.entries(BUILT_SCREENS).filter(([path]) => sectionAndMenuPaths.has(path));
    expect(Object.fromEntries(manifest)).toEqual(servedScreens());
  });

  it("has a route for each of its other screens (the record areas' create and record pages), with the same guard", () => {
    for (const [path, guard] of Object.entries(BUILT_SCREENS)) {
      expect(routeAt(path), path).toBeDefined();
      expect(guardOf(path), path).toEqual(guard);
    }
  });
});

describe('the shell layout route', () => {
  it('has the id the Not found page looks for', () => {
    expect(shellRoute.id).toBe(SHELL_ROUTE_ID);
  });
});
