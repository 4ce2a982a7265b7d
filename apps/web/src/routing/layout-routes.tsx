import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { FEATURE_SEARCH_SOURCES } from '../features/palette-searches';
import { AuthenticatedLayout } from '../session/authenticated-layout';
import { guardShell, requireIdentity } from '../session/guards';
import { PaletteSearchesProvider } from '../shell/command-palette/palette-searches';
import { rootRoute } from './root-route';

export { notFoundPage } from './not-found-page';
export { rootRoute } from './root-route';

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
  errorComponent: lazyRouteComponent(() => import('../shell/identity-error-view'), 'IdentityErrorView'),
});

const ShellPage = lazyRouteComponent(loadShell, 'Shell');

/** The shell with the palette's searches of the features' own records; its code loads as the shell's does. */
const ShellWithSearches = Object.assign(
  () => (
    <PaletteSearchesProvider value={FEATURE_SEARCH_SOURCES}>
      <ShellPage />
    </PaletteSearchesProvider>
  ),
  { preload: ShellPage.preload },
);

/** The protected shell: side navigation around every page that works under a mask. */
export const shellRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: '_shell',
  component: ShellWithSearches,
});

/** The staff screens: the working mask is resolved (or chosen) before any of them opens. */
export const staffRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: '_staff',
  beforeLoad: ({ context, location }) => ({ mask: guardShell(context.me, location.pathname) }),
});
