import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { needs } from '../../routing/require-permission';
import type { ReportUrlSearch } from './builder/use-report-search';

// The pages parse the params themselves (anything unknown falls back to a default).
const reportSearch = (search: Record<string, unknown>) => search as ReportUrlSearch;

/** Analytics (part 2 §6): the Report Builder, the ready-made Performance reports and Scheduled Reports. */
export const reportsRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'reports',
    validateSearch: reportSearch,
    component: lazyRouteComponent(() => import('./builder/report-builder-page'), 'ReportBuilderPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'performance',
    validateSearch: reportSearch,
    component: lazyRouteComponent(() => import('./performance-page'), 'PerformancePage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'scheduled-reports',
    ...needs('REPORT_SCHEDULE_CREATE'),
    component: lazyRouteComponent(() => import('./schedules/scheduled-reports-page'), 'ScheduledReportsPage'),
  }),
] as const;
