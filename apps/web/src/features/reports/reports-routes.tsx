import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffRoute } from '../../routing/layout-routes';
import { needs, needsReports } from '../../routing/require-permission';
import { overviewSearch, performanceSearch, reportSearch } from './report-routes-search';

/**
 * Analytics (part 2 §6): the Report Builder, the ready-made Performance reports and Scheduled Reports;
 * the live view and the preset overview of the main dashboard.
 */
export const reportsRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'reports',
    ...needsReports('builder'),
    validateSearch: reportSearch,
    component: lazyRouteComponent(() => import('./builder/report-builder-page'), 'ReportBuilderPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'performance',
    ...needsReports('builder'),
    validateSearch: performanceSearch,
    component: lazyRouteComponent(() => import('./performance-page'), 'PerformancePage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'scheduled-reports',
    ...needs('REPORT_SCHEDULE_CREATE'),
    component: lazyRouteComponent(() => import('./schedules/scheduled-reports-page'), 'ScheduledReportsPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'live',
    ...needs('REPORTS_READ'),
    component: lazyRouteComponent(() => import('./live-page'), 'LivePage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'overview',
    ...needs('REPORTS_READ'),
    validateSearch: overviewSearch,
    component: lazyRouteComponent(() => import('./overview-page'), 'OverviewPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: 'errors',
    ...needsReports('builder'),
    component: lazyRouteComponent(() => import('./errors/errors-page'), 'ErrorsPage'),
  }),
] as const;
