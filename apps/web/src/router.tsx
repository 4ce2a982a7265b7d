import type { Permission } from '@adcast/domain/permissions';
import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { z } from 'zod/mini';
import { configureApiClient } from './api/client';
import { queryClient } from './api/query-client';
import { LoginPage } from './features/auth/login-page';
import { AuthenticatedLayout } from './session/authenticated-layout';
import {
  guardContentOwnerArea,
  guardPublisherArea,
  guardShell,
  requireIdentity,
  requirePermission,
  resolveOrSignOut,
} from './session/guards';
import { signOut } from './session/sign-out';
import { UNBUILT_PAGES } from './shell/unbuilt-pages';
import { Overlays } from './ui/overlays';
import { RoutePending } from './ui/route-pending';

const lazy = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazyRouteComponent(load, name);

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <Overlays />
    </>
  ),
  // Part 1 §2: any unknown path goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
});

// Public routes (part 1 §2)
const LoginSearchSchema = z.object({
  returnUrl: z.catch(z.optional(z.string()), undefined),
  /** The session ended on the server's word: the page says so. */
  expired: z.catch(z.optional(z.boolean()), undefined),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search) => LoginSearchSchema.parse(search),
  // Opening login signs the user out first.
  beforeLoad: () => signOut(),
  // Part of the entry on purpose: its libraries then join the one vendor chunk, which compresses
  // better than a split and keeps the sign-in page's JavaScript smallest.
  component: LoginPage,
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazy(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage'),
});

const passwordRecoveryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'password-recovery/$recoveryId',
  component: lazy(() => import('./features/auth/password-recovery-page'), 'PasswordRecoveryPage'),
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  beforeLoad: () => {
    signOut();
    throw redirect({ to: '/login', search: {} });
  },
});

const forbiddenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forbidden',
  component: lazy(() => import('./features/dashboard/forbidden-page'), 'ForbiddenPage'),
});

// Everything below needs a token and the loaded user.
const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: async ({ location }) => ({ me: await requireIdentity(location.href) }),
  component: AuthenticatedLayout,
  errorComponent: lazy(() => import('./session/identity-error-view'), 'IdentityErrorView'),
});

const selectRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'select',
  component: lazy(() => import('./features/dashboard/select-page'), 'SelectPage'),
});

const chooserRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'chooser',
  component: lazy(() => import('./features/dashboard/chooser-page'), 'ChooserPage'),
});

/** The protected shell: side navigation around every page that works under a mask. */
export const shellRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: '_shell',
  component: lazy(() => import('./shell/shell'), 'Shell'),
});

/** The staff screens: the working mask is resolved (or chosen) before any of them opens. */
export const staffRoute = createRoute({
  getParentRoute: () => shellRoute,
  id: '_staff',
  beforeLoad: ({ context, location }) => ({ mask: guardShell(context.me, location.pathname) }),
});

const indexRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' });
  },
});

const dashboardRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'dashboard',
  component: lazy(() => import('./features/dashboard/dashboard-page'), 'DashboardPage'),
});

/** A staff page; one that creates or changes records names the permission it needs. */
const staffPage = (path: string, component: RouteComponent, permission?: Permission) =>
  createRoute({
    getParentRoute: () => staffRoute,
    path,
    component,
    beforeLoad: ({ context }) => {
      if (permission) requirePermission(context.mask, permission);
    },
  });

const partnerForms = () => import('./features/demand/partners/partner-form-pages');
const connectionForms = () => import('./features/demand/connections/connection-form-pages');
const connectionDetails = lazy(
  () => import('./features/demand/connections/connection-details-page'),
  'ConnectionDetailsPage',
);
const connectionCreate = lazy(connectionForms, 'ConnectionCreatePage');
const placementForms = () => import('./features/inventory/placements/placement-form-pages');

/** Demand partners, connections and placements (part 1 §2 navigation); the lists keep their state in the URL. */
const demandRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'demand',
    beforeLoad: () => {
      throw redirect({ to: '/demand/list' });
    },
  }),
  staffPage(
    'demand/list',
    lazy(() => import('./features/demand/partners/partners-page'), 'PartnersPage'),
  ),
  staffPage('demand/create', lazy(partnerForms, 'PartnerCreatePage'), 'DEMAND_PARTNERS_CREATE'),
  staffPage(
    'demand/details/$dpId',
    lazy(() => import('./features/demand/partners/partner-details-page'), 'PartnerDetailsPage'),
  ),
  staffPage('demand/details/$dpId/edit', lazy(partnerForms, 'PartnerEditPage'), 'DEMAND_PARTNERS_EDIT'),
  staffPage('demand/details/$dpId/connections/create', connectionCreate, 'CONNECTIONS_CREATE'),
  staffPage(
    'demand/details/$dpId/connections/edit/$id',
    lazy(connectionForms, 'ConnectionEditPage'),
    'CONNECTIONS_EDIT',
  ),
  staffPage('demand/connections/create', connectionCreate, 'CONNECTIONS_CREATE'),
  staffPage(
    'demand/connections/create/$id',
    lazy(connectionForms, 'ConnectionDuplicatePage'),
    'CONNECTIONS_DUPLICATE',
  ),
  staffPage('demand/connection/$id/details', connectionDetails),
  staffPage(
    'connections',
    lazy(() => import('./features/demand/connections/connections-page'), 'ConnectionsPage'),
  ),
  staffPage('connections/$id/demand/$dpId/details/overview', connectionDetails),
  staffPage(
    'placements',
    lazy(() => import('./features/inventory/placements/placements-page'), 'PlacementsPage'),
  ),
  staffPage('placements/create', lazy(placementForms, 'PlacementCreatePage'), 'PLACEMENTS_CREATE'),
  staffPage('placements/edit/$id', lazy(placementForms, 'PlacementEditPage')),
];

const notAvailable = lazy(() => import('./shell/not-available-page'), 'NotAvailablePage');

/** Each unbuilt page serves its path and everything below it until a feature route takes over. */
const unbuiltPageRoutes = UNBUILT_PAGES.flatMap((page) => [
  createRoute({ getParentRoute: () => staffRoute, path: page.path, component: notAvailable }),
  createRoute({ getParentRoute: () => staffRoute, path: `${page.path}/$`, component: notAvailable }),
]);

const publisherHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'p/$id',
  beforeLoad: ({ context, params }) => ({ mask: guardPublisherArea(context.me, params.id) }),
  loader: ({ params }) =>
    resolveOrSignOut(async () => {
      const { publisherQuery } = await import('./features/publishers/publisher-api');
      return queryClient.ensureQueryData(publisherQuery(Number(params.id)));
    }),
  component: lazy(() => import('./features/publishers/publisher-home-page'), 'PublisherHomePage'),
});

const contentOwnerHomeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'co/$contentOwnerId',
  beforeLoad: ({ context, params }) => ({ mask: guardContentOwnerArea(context.me, params.contentOwnerId) }),
  component: lazy(() => import('./features/content/owners/content-owner-home-page'), 'ContentOwnerHomePage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  forgotPasswordRoute,
  passwordRecoveryRoute,
  logoutRoute,
  forbiddenRoute,
  authenticatedRoute.addChildren([
    selectRoute,
    chooserRoute,
    shellRoute.addChildren([
      staffRoute.addChildren([indexRoute, dashboardRoute, ...demandRoutes, ...unbuiltPageRoutes]),
      publisherHomeRoute,
      contentOwnerHomeRoute,
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultPendingComponent: RoutePending,
});

configureApiClient({
  currentPath: () => `${router.history.location.pathname}${router.history.location.search}`,
  signOut,
  goToLogin: (returnUrl, expired) => {
    router.navigate({ to: '/login', search: { returnUrl, expired: expired || undefined } });
  },
});
