import {
  type AnyRouter,
  createRootRouteWithContext,
  Navigate,
  type NotFoundRouteProps,
  Outlet,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Overlays } from '../ui/overlays';
import { NOT_AN_ID } from './id-param';
import { notFoundPage } from './not-found-page';

/** The signed-in pages' routes: the router starts without them, and they are added once. */
export interface AppRoutesLoader {
  /** Adds them to the router that asks. */
  load: (router: AnyRouter) => Promise<void>;
  loaded: () => boolean;
}

/** What every route may ask of the router. */
export interface RouterContext {
  appRoutes: AppRoutesLoader;
}

export const loadTheme = () => import('../ui/themed');
const Themed = lazy(() => loadTheme().then((module) => ({ default: module.Themed })));

/** Every page, inside MUI's theme unless its route brings its own styles (the sign-in page's). */
function RootLayout() {
  const unthemed = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.unthemed === true),
  });
  const page = (
    <>
      <Outlet />
      <Overlays />
    </>
  );
  if (unthemed) return page;
  return (
    <Suspense fallback={null}>
      <Themed>{page}</Themed>
    </Suspense>
  );
}

/** Until the signed-in pages' routes are loaded, an unknown path may be one of them: load, then match again. */
function UnmatchedPath({ data }: NotFoundRouteProps) {
  const router = useRouter();
  const { appRoutes } = router.options.context;
  const loaded = appRoutes.loaded();
  useEffect(() => {
    if (!loaded) void appRoutes.load(router).then(() => router.invalidate());
  }, [loaded, appRoutes, router]);
  if (!loaded) return null;
  const NotFound = notFoundPage;
  return data === NOT_AN_ID ? <NotFound /> : <Navigate to="/" replace />;
}

/**
 * The root every route hangs from. The router starts with the public pages only (sign-in and
 * password recovery), so the sign-in page loads none of the signed-in pages' code; the rest of the
 * route tree joins it when a signed-in path is opened or a sign-in is under way.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Part 1 §2: any unknown path redirects to the root. A known page whose record id is no id
  // shows the Not found page instead (the router's default, set where the router is made).
  notFoundComponent: UnmatchedPath,
});
