import { speakValidationToPeople } from '@adcast/domain/validation-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, createHashHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { queryClient } from './api/query-client';
import { readToken } from './api/token-store';
import type { AppRouter } from './router';
import { isPublicPath } from './routing/public-paths';
import { createPublicRouter } from './routing/public-router';
import { loadTheme, type RouterContext } from './routing/root-layout';
import { meQuery } from './session/me';
import { signOut } from './session/sign-out';

speakValidationToPeople();
const history = createHashHistory();
const root = createRoot(document.getElementById('root')!);
let shown: AnyRouter | undefined;

const show = (router: AnyRouter) => {
  if (shown === router) return;
  shown = router;
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
};

let appRouter: Promise<AppRouter> | undefined;

/** The router of the whole route tree, made once; a failed download may be tried again. */
const loadAppRouter = (): Promise<AppRouter> => {
  appRouter ??= import('./router').then(
    ({ createAppRouter }) => createAppRouter(history, signedInPages),
    (error: unknown) => {
      appRouter = undefined;
      throw error;
    },
  );
  return appRouter;
};

/** The opened page's code downloads while the guards wait for the user, not after them. */
function preloadOpenedPage(router: AppRouter) {
  for (const match of router.matchRoutes(history.location.pathname)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined); // the router reports a failed load itself
  }
}

const signedInPages: RouterContext['signedInPages'] = {
  load: () => loadAppRouter().catch(() => undefined),
  open: () => {
    loadAppRouter().then(show, () => undefined); // the public page stays; the next navigation asks again
  },
};

configureApiClient({
  currentPath: () => `${history.location.pathname}${history.location.search}`,
  signOut,
  goToLogin: (returnUrl, expired) => {
    void shown?.navigate({ to: '/login', search: { returnUrl, expired: expired || undefined } });
  },
});

// The sign-in page starts with the public pages' router. A signed-in page opened by its URL waits
// for the whole route tree and asks for the user meanwhile, which the identity guard then finds
// under way; a failed download shows the public pages, whose unmatched path asks again.
if (isPublicPath(history.location.pathname)) show(createPublicRouter(history, signedInPages));
else {
  if (readToken()) void queryClient.prefetchQuery(meQuery);
  void loadTheme().catch(() => undefined); // the root route asks again when it renders
  loadAppRouter().then(
    (router) => {
      preloadOpenedPage(router);
      show(router);
    },
    () => show(createPublicRouter(history, signedInPages)),
  );
}
