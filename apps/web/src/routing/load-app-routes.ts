import type { AnyRouter } from '@tanstack/react-router';
import type { AppRoutesLoader } from './root-route';

/**
 * Adds the signed-in pages' routes to the router, once; the sign-in page starts without them.
 * A failed download may be tried again. The router hands it to the pages in its context.
 */
export function appRoutesLoader(): AppRoutesLoader {
  let loading: Promise<void> | undefined;
  let loaded = false;
  return {
    load: (router: AnyRouter) => {
      loading ??= import('../app-routes').then(
        ({ addSignedInRoutes }) => {
          addSignedInRoutes();
          router.setRoutes(router.buildRouteTree());
          loaded = true;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}
