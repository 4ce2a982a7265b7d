import type { DateRangeType } from '@adcast/domain/date-ranges';
import { getRouteApi } from '@tanstack/react-router';
import { overviewPresetOf } from './overview-preset';

/** The builder's params as the URL gives them: `useReportSearch` parses them (anything unknown falls back). */
export type ReportParams = Record<string, unknown>;

/** A page's route as `getRouteApi(id)` gives it (tests give a stand-in reading the same `validateSearch`). */
export interface SearchRoute<S> {
  useSearch: () => S;
}

export const reportSearch = (search: Record<string, unknown>): ReportParams => search;

/** Performance: the builder's params and which ready-made report is open. */
export const performanceSearch = (search: Record<string, unknown>): ReportParams & { report?: string } => ({
  ...search,
  report: typeof search.report === 'string' ? search.report : undefined,
});

export const overviewSearch = (search: Record<string, unknown>): { preset: DateRangeType } => ({
  preset: overviewPresetOf(search.preset),
});

export const reportBuilderRoute = getRouteApi('/_authenticated/_shell/_staff/reports');
export const performanceRoute = getRouteApi('/_authenticated/_shell/_staff/performance');
export const overviewRoute = getRouteApi('/_authenticated/_shell/_staff/overview');
