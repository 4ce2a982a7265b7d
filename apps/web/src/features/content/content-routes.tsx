import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { shellRoute } from '../../routing/layout-routes';
import { guardContentOwnerArea } from '../../session/guards';

/** /co/{contentOwnerId}: the content owner's home under its own mask (part 1 §2, §6). */
export const contentOwnerHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'co/$contentOwnerId',
  beforeLoad: ({ context, params }) => ({ mask: guardContentOwnerArea(context.me, params.contentOwnerId) }),
  component: lazyRouteComponent(() => import('./owners/content-owner-home-page'), 'ContentOwnerHomePage'),
});
