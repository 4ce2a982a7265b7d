import { createRootRoute, createRoute, lazyRouteComponent, Navigate, Outlet } from '@tanstack/react-router';
import { AuthenticatedLayout } from '../session/authenticated-layout';
import { guardShell, requireIdentity } from '../session/guards';
import { Overlays } from '../ui/overlays';
import { NOT_AN_ID } from './id-param';

export const notFoundPage = lazyRouteComponent(() => import('../shell/not-found-page'), 'NotFoundPage');

/**
 * The frame every feature's routes hang from: the root, the signed-in part, the shell with its
 * side navigation, and the staff part whose working mask is resolved before any page opens.
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
  notFoundComponent: ({ data }) => {
    const NotFound = notFoundPage;
    return data === NOT_AN_ID ? <NotFound /> : <Navigate to="/" replace />;
  },
});

const loadShell = () => import('../shell/shell');

/** Everything below needs a token and the loaded user. */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: async ({ location }) => {
    // The shell's code (and the UI parts every page shares) downloads while the user is loaded.
    loadShell().catch(() => undefined); // the router reports a failed load when it opens the shell
    return { me: await requireIdentity(location.href) };
  },
  component: AuthenticatedLayout,
  errorComponent: lazyRouteComponent(() => import('../session/identity-error-view'), 'IdentityErrorView'),
});

/** The protected shell: side navigation around every page that works under a mask. */
export const shellRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: '_shell',
  component: lazyRouteComponent(loadShell, 'Shell'),
});

/** The staff screens: the working mask is resolved (or chosen) before any of them opens. */
export const staffRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: '_staff',
  beforeLoad: ({ context, location }) => ({ mask: guardShell(context.me, location.pathname) }),
});
