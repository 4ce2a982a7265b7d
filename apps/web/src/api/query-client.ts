import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; sign-out clears it. Failed calls are not retried: errors are shown at once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
