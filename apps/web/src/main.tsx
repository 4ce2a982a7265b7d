import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client';
import { queryClient } from './api/query-client';
import { readToken } from './api/token-store';
import { router } from './router';
import { isPublicPath } from './routing/public-paths';
import { loadTheme } from './routing/root-route';
import { meQuery } from './session/me';
import { signOut } from './session/sign-out';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );

/** The opened page's code downloads while the guards wait for the user, not after them. */
function preloadOpenedPage() {
  for (const match of router.matchRoutes(router.history.location.pathname)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined); // the router reports a failed load itself
  }
}

// A signed-in page opened by its URL waits for the routes of the signed-in pages (the sign-in page
// does not), and asks for the user meanwhile, which the identity guard then finds under way. A
// failed download renders anyway: the root route tries again.
configureApiClient({
  currentPath: () => `${router.history.location.pathname}${router.history.location.search}`,
  signOut,
  goToLogin: (returnUrl, expired) => {
    router.navigate({ to: '/login', search: { returnUrl, expired: expired || undefined } });
  },
});

if (isPublicPath(router.history.location.pathname)) render();
else {
  if (readToken()) void queryClient.prefetchQuery(meQuery);
  void loadTheme().catch(() => undefined); // the root route asks again when it renders
  router.options.context.appRoutes.load(router).then(() => {
    preloadOpenedPage();
    render();
  }, render);
}
