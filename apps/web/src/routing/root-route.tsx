import { createRootRouteWithContext, Navigate, type NotFoundRouteProps } from '@tanstack/react-router';
import { NOT_AN_ID } from './id-param';
import { notFoundPage } from './not-found-page';
import { RootLayout, type RouterContext } from './root-layout';

export { loadTheme, type RouterContext } from './root-layout';

/** Part 1 §2: any unknown path redirects to the root; a known page whose record id is no id shows Not found. */
function UnmatchedPath({ data }: NotFoundRouteProps) {
  const NotFound = notFoundPage;
  return data === NOT_AN_ID ? <NotFound /> : <Navigate to="/" replace />;
}

/** The root of the whole route tree: the public pages and every signed-in page hang from it. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnmatchedPath,
});
