import { type DateRange, type DateRangeType, defaultRange, previousRange } from '@adcast/domain/date-ranges';
import type { DashboardRange, Kpi, MainDashboard, TopEntry } from '@adcast/domain/reports/dashboard';
import { type CoDashPart, REPORT_API } from '@adcast/domain/reports/paths';
import { REPORT_JOB_API, type ReportJob, type ReportJobStarted } from '@adcast/domain/reports/report-jobs';
import {
  REPORT_FILE_TYPES,
  type ReportFileFormat,
  type ReportQueryInput,
  type ReportResult,
  type ReportRow,
} from '@adcast/domain/reports/report-query';
import { SAVED_REPORT_API, type SavedReport } from '@adcast/domain/reports/saved-reports';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../api/query-client';
import { saveTextFile } from '../../api/save-file';
import { toast } from '../../api/toast-store';
import { useWrite } from '../../resource/write-api';

/** The main dashboard's range: the last 7 days ending yesterday (UTC). */
export const mainDashboardRange = (now = new Date()): Required<DashboardRange> => {
  const { dateFrom, dateTo } = defaultRange(now);
  return { dateFrom, dateTo };
};

export const mainDashboardQuery = (range: Required<DashboardRange>) =>
  queryOptions({
    queryKey: ['dashboard', 'main', range],
    queryFn: ({ signal }) => api.get<MainDashboard>(REPORT_API.dashboard, { query: range, signal }),
  });

/** Starts fetching the main dashboard before its page is on screen (the route's loader). */
export const prefetchMainDashboard = () =>
  queryClient.prefetchQuery(mainDashboardQuery(mainDashboardRange()));

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

/** The totals of some metrics over the last 7 days, each beside the 7 days before, as KPI tiles. */
export const recentTotalsQuery = (metrics: readonly string[]) =>
  queryOptions({
    queryKey: ['reports', 'recent-totals', metrics],
    queryFn: async ({ signal }): Promise<Kpi[]> => {
      const range = lastSevenDays();
      const result = await api.post<ReportResult>(
        REPORT_API.query,
        { metrics: [...metrics], ...range, compare: previousRange(range), size: 1 },
        { signal },
      );
      return metrics.map((metric) => {
        const column = result.columns.find((candidate) => candidate.key === metric);
        return {
          metric,
          label: column?.label ?? metric,
          format: column?.format ?? 'number',
          value: result.totals[metric] ?? null,
          previous: result.compareTotals?.[metric] ?? null,
        };
      });
    },
  });

/** One page of a report in the caller's scope (the builder and the ready-made reports). */
export const reportQuery = (query: ReportQueryInput) =>
  queryOptions({
    queryKey: ['reports', 'query', query],
    queryFn: ({ signal }) => api.post<ReportResult>(REPORT_API.query, query, { signal }),
    placeholderData: keepPreviousData,
  });

const REPORT_JOBS_KEY = ['reports', 'jobs'] as const;
const inFlight = (job: ReportJob) => job.status === 'QUEUED' || job.status === 'RUNNING';

/** The user's report files; polled every second while one is being made. */
export const useReportJobs = () =>
  useQuery({
    queryKey: REPORT_JOBS_KEY,
    queryFn: ({ signal }) => api.get<ReportJob[]>(REPORT_JOB_API.list, { signal }),
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? 1000 : false),
  });

const isJobStarted = (answer: string | Blob | ReportJobStarted): answer is ReportJobStarted =>
  typeof answer === 'object' && !(answer instanceof Blob) && 'job' in answer;

/**
 * Every row of a report as a file: CSV text, or an XLSX workbook. A report too big to answer at
 * once comes back as a job instead: the user is told, and the report files list shows its progress.
 */
export function useReportDownload() {
  const client = useQueryClient();
  return async (query: ReportQueryInput, name: string, format: ReportFileFormat = 'CSV') => {
    const answer = await api.post<string | Blob | ReportJobStarted>(REPORT_API.exportCsv, query, {
      loader: true,
      query: { format },
    });
    if (isJobStarted(answer)) {
      toast.info(answer.message);
      await client.invalidateQueries({ queryKey: REPORT_JOBS_KEY });
      return;
    }
    saveTextFile(answer, `${name}.${REPORT_FILE_TYPES[format].extension}`);
  };
}

/** A finished report file, downloaded (it is the user's own: the server refuses anyone else). */
export async function downloadReportJob(job: ReportJob): Promise<void> {
  const file = await api.get<string | Blob>(REPORT_JOB_API.file(job.id), { loader: true });
  saveTextFile(file, `${job.name}.${REPORT_FILE_TYPES[job.format].extension}`);
}

/** Part 2 §7 /api/co-dash/*: one part of a content owner's viewing over a range. */
export const contentOwnerPartQuery = <T>(
  part: CoDashPart,
  coId: number,
  range: { dateFrom: string; dateTo: string },
) =>
  queryOptions({
    queryKey: ['dashboard', 'content-owner', coId, part, range],
    queryFn: ({ signal }) => api.get<T>(REPORT_API.coDash(part), { query: { coId, ...range }, signal }),
  });

/** Part 2 §7 /api/dashboard/live: the last hours, hour by hour; refreshed as new hours land. */
export const liveQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'live'],
    queryFn: ({ signal }) => api.get<{ hours: ReportRow[] }>(REPORT_API.live, { signal }),
    refetchInterval: 5 * 60_000,
  });

/** Part 2 §7 /api/dashboard/overview-presets/{preset}/0: the KPI tiles of one preset range. */
export const overviewPresetQuery = (preset: DateRangeType) =>
  queryOptions({
    queryKey: ['dashboard', 'overview-preset', preset],
    queryFn: ({ signal }) =>
      api.get<Pick<DateRange, 'dateFrom' | 'dateTo'> & { kpis: Kpi[] }>(REPORT_API.overviewPreset(preset), {
        signal,
      }),
  });

const SAVED_KEY = ['saved-reports'] as const;

/** The user's saved reports (issue 11), newest first. */
export const useSavedReports = () =>
  useQuery({
    queryKey: SAVED_KEY,
    queryFn: ({ signal }) => api.get<SavedReport[]>(SAVED_REPORT_API.list, { signal }),
  });

export const useSavedReportWrite = () => useWrite<SavedReport>([SAVED_KEY]);
