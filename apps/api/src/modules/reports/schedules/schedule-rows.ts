import type { ReportFileFormat } from '@adcast/domain/reports/report-query';
import type {
  ReportSchedule,
  ReportScheduleSend,
  ScheduleFrequency,
  ScheduleStatus,
} from '@adcast/domain/reports/schedules';
import type { reportScheduleSends, reportSchedules } from '../../../db/schema/report-schedules';

type ScheduleRow = typeof reportSchedules.$inferSelect;
type SendRow = typeof reportScheduleSends.$inferSelect;

export const toSchedule = (row: ScheduleRow, lastSentAt: Date | null): ReportSchedule => ({
  id: row.id,
  name: row.name,
  report: row.report,
  frequency: row.frequency as ScheduleFrequency,
  hour: row.hour,
  dayOfWeek: row.dayOfWeek,
  dayOfMonth: row.dayOfMonth,
  timeZone: row.timeZone,
  recipients: row.recipients,
  format: row.format as ReportFileFormat,
  status: row.status as ScheduleStatus,
  createdOn: row.createdOn.toISOString(),
  lastSentAt: lastSentAt?.toISOString() ?? null,
});

export const toSend = (row: SendRow): ReportScheduleSend => ({
  id: row.id,
  sentAt: row.sentAt.toISOString(),
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  recipients: row.recipients,
  rows: row.rows,
  status: row.status as ReportScheduleSend['status'],
  error: row.error,
});
