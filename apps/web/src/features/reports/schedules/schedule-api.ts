import {
  REPORT_SCHEDULE_API,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportScheduleSend,
} from '@adcast/domain/reports/schedules';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../resource/write-api';

const LIST_KEY = ['report-schedules'] as const;

export const schedulesQuery = () =>
  queryOptions({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => api.get<ReportSchedule[]>(REPORT_SCHEDULE_API.list, { signal }),
  });

export const scheduleSendsQuery = (id: number) =>
  queryOptions({
    queryKey: [...LIST_KEY, id, 'sends'],
    queryFn: ({ signal }) => api.get<ReportScheduleSend[]>(REPORT_SCHEDULE_API.sends(id), { signal }),
  });

/** The schedule writes: each refreshes the list and its history, and says how it went. */
export function useScheduleWrites() {
  const write = useWrite<ReportSchedule>([LIST_KEY]);
  const post = (path: string, notice: string, body?: unknown) =>
    write.mutateAsync({
      method: 'POST',
      path,
      body,
      notice,
      fallback: 'The scheduled report could not be saved',
    });
  return {
    pending: write.isPending,
    create: (input: ReportScheduleInput) => post(REPORT_SCHEDULE_API.list, 'Report scheduled', input),
    pause: (id: number) => post(REPORT_SCHEDULE_API.pause(id), 'Schedule paused'),
    resume: (id: number) => post(REPORT_SCHEDULE_API.resume(id), 'Schedule resumed'),
    sendNow: async (id: number) =>
      (await post(REPORT_SCHEDULE_API.sendNow(id), 'Report sent')) as unknown as ReportScheduleSend,
    remove: (id: number) =>
      write.mutateAsync({
        method: 'DELETE',
        path: REPORT_SCHEDULE_API.one(id),
        body: undefined,
        notice: 'Scheduled report deleted',
        fallback: 'The scheduled report could not be deleted',
      }),
  };
}
