import { defaultRange } from '@adcast/domain/date-ranges';
import type { DashboardRange, Kpi, MainDashboard, TopEntry } from '@adcast/domain/reports/dashboard';
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

const lastSevenDays = () => {
  const { dateFrom, dateTo } = defaultRange(new Date());
  return { dateFrom, dateTo };
};

/** Part 2 §7 /api/pub-dash/dashboard: one publisher's KPI tiles (last 7 days against the 7 before). */
export const publisherKpisQuery = (publisherId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'publisher', publisherId, 'kpis'],
    queryFn: ({ signal }) =>
      api.get<{ kpis: Kpi[] }>(REPORT_API.pubDash('dashboard'), {
        query: { publisherId, ...lastSevenDays() },
        signal,
      }),
  });

export const publisherTopPartnersQuery = (publisherId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'publisher', publisherId, 'top5-dp'],
    queryFn: ({ signal }) =>
      api.get<TopEntry[]>(REPORT_API.publisherTop5DemandPartners(publisherId), {
        query: lastSevenDays(),
        signal,
      }),
  });

/** Part 2 §7 /api/co-dash/total: a content owner's plays and watch time in a date range. */
export const contentOwnerTotalQuery = (contentOwnerId: number, range: { dateFrom: string; dateTo: string }) =>
  queryOptions({
    queryKey: ['dashboard', 'content-owner', contentOwnerId, 'total', range],
    queryFn: ({ signal }) =>
      api.get<{ plays: number; watchSeconds: number }>(REPORT_API.coDash('total'), {
        query: { coId: contentOwnerId, ...range },
        signal,
      }),
  });
