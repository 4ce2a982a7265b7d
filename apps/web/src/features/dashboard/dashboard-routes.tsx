import { MAIN_DASHBOARD_ROLES } from '@adcast/domain/reports/access';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { authenticatedRoute, rootRoute, staffRoute } from '../../routing/layout-routes';

/** The forbidden page, the mask choice (select, chooser), the root and the dashboard (part 1 §2). */
export const dashboardRoutes = {
  forbidden: createRoute({
    getParentRoute: () => rootRoute,
    path: 'forbidden',
    component: lazyRouteComponent(() => import('./forbidden-page'), 'ForbiddenPage'),
  }),
  select: createRoute({
    getParentRoute: () => authenticatedRoute,
    path: 'select',
    component: lazyRouteComponent(() => import('./select-page'), 'SelectPage'),
  }),
  chooser: createRoute({
    getParentRoute: () => authenticatedRoute,
    path: 'chooser',
    component: lazyRouteComponent(() => import('./chooser-page'), 'ChooserPage'),
  }),
  staff: [
    createRoute({
      getParentRoute: () => staffRoute,
      path: '/',
      beforeLoad: () => {
        throw redirect({ to: '/dashboard' });
      },
    }),
    createRoute({
      getParentRoute: () => staffRoute,
      path: 'dashboard',
      // The main dashboard's data is asked for while the page's code loads, not after.
      loader: ({ context }) => {
        if (context.mask && MAIN_DASHBOARD_ROLES.includes(context.mask.role))
          void import('../reports/report-api').then((reports) => reports.prefetchMainDashboard());
      },
      component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
    }),
  ],
} as const;
