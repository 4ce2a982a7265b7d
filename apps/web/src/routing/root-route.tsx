import {
  createRootRoute,
  Navigate,
  type NotFoundRouteProps,
  Outlet,
  useRouter,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { Overlays } from '../ui/overlays';
import { NOT_AN_ID } from './id-param';
import { appRoutesLoaded, loadAppRoutes } from './load-app-routes';
import { notFoundPage } from './not-found-page';

/** Until the signed-in pages' routes are loaded, an unknown path may be one of them: load, then match again. */
function UnmatchedPath({ data }: NotFoundRouteProps) {
  const router = useRouter();
  const loaded = appRoutesLoaded();
  useEffect(() => {
    if (!loaded) void loadAppRoutes().then(() => router.invalidate());
  }, [loaded, router]);
  if (!loaded) return null;
  const NotFound = notFoundPage;
  return data === NOT_AN_ID ? <NotFound /> : <Navigate to="/" replace />;
}

/**
 * The root every route hangs from. The router starts with the public pages only (sign-in and
 * password recovery), so the sign-in page loads none of the signed-in pages' code; the rest of the
 * route tree joins it when a signed-in path is opened or a sign-in is under way.
 */
export const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Overlays />
    </>
  ),
  // Part 1 §2: any unknown path redirects to the root. A known page whose record id is no id
  // shows the Not found page instead (the router's default, set where the router is made).
  notFoundComponent: UnmatchedPath,
});
