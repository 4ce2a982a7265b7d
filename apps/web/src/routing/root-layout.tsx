import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Overlays } from '../ui/overlays';

/** What every route may ask of the router it runs in. */
export interface RouterContext {
  /**
   * The signed-in pages. The sign-in page starts a router of the public pages only, so it loads
   * none of their code; `load` downloads them (a sign-in starts it early) and `open` hands the page
   * over to the router of the whole route tree. Under that router both do nothing.
   */
  signedInPages: { load: () => Promise<unknown>; open: () => void };
}

export const loadTheme = () => import('../ui/themed');
const Themed = lazy(() => loadTheme().then((module) => ({ default: module.Themed })));

/** Every page, inside MUI's theme unless its route brings its own styles (the sign-in page's). */
export function RootLayout() {
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
