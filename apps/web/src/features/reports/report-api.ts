import type { DashboardRange, MainDashboard } from '@adcast/domain/reports/dashboard';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

export const mainDashboardQuery = (range: Required<DashboardRange>) =>
  queryOptions({
    queryKey: ['dashboard', 'main', range],
    queryFn: ({ signal }) => api.get<MainDashboard>(REPORT_API.dashboard, { query: range, signal }),
  });

/** Data freshness: when the newest fact batch landed. */
export const lastImportTimeQuery = () =>
  queryOptions({
    queryKey: ['reports', 'last-import-time'],
    queryFn: ({ signal }) =>
      api.get<{ lastImportTime: string | null }>(REPORT_API.lastImportTime, { signal }),
    refetchInterval: 60_000,
  });
