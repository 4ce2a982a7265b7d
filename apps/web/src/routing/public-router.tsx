import {
  createRootRouteWithContext,
  createRouter,
  type RouterHistory,
  useRouter,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { authRoutesUnder } from '../features/auth/auth-routes';
import { RoutePending } from '../ui/route-pending';
import { RootLayout, type RouterContext } from './root-layout';
import { searchParamsFormat } from './search-params';

/** A path the public pages do not serve is a signed-in page's (or unknown): the whole route tree decides. */
function OpenSignedInPages() {
  const { signedInPages } = useRouter().options.context;
  useEffect(() => signedInPages.open(), [signedInPages]);
  return null;
}

const publicRootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: OpenSignedInPages,
});

/**
 * The router the sign-in page starts with: the public pages of part 1 §2 (the same routes as the
 * whole tree's, under a root of their own), so the sign-in page holds none of the signed-in
 * pages' routes, search schemas or resources.
 */
export const createPublicRouter = (history: RouterHistory, signedInPages: RouterContext['signedInPages']) =>
  createRouter({
    routeTree: publicRootRoute.addChildren(authRoutesUnder(publicRootRoute)),
    context: { signedInPages },
    history,
    defaultPendingComponent: RoutePending,
    ...searchParamsFormat,
  });
