import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { router } from './router';
import { loadAppRoutes } from './routing/load-app-routes';
import { isPublicPath } from './routing/public-paths';
import { meQuery } from './session/me';
import { readToken } from './session/token';
import { theme } from './theme';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
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
if (isPublicPath(router.history.location.pathname)) render();
else {
  if (readToken()) void queryClient.prefetchQuery(meQuery);
  loadAppRoutes().then(() => {
    preloadOpenedPage();
    render();
  }, render);
}
