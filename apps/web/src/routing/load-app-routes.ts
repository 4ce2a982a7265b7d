let loading: Promise<void> | undefined;
let loaded = false;

/**
 * Adds the signed-in pages' routes to the router (once); the sign-in page starts without them.
 * A failed download may be tried again.
 */
export function loadAppRoutes(): Promise<void> {
  loading ??= import('../app-routes').then(
    () => {
      loaded = true;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const appRoutesLoaded = () => loaded;
