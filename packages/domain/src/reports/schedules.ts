import { z } from 'zod';
import { DATE_RANGE_LABELS, DateRangeTypeSchema } from '../date-ranges';
import { isEmail } from '../patterns';
import { REPORT_CHOICE_FIELDS, REPORT_FILE_FORMATS } from './report-query';
import type { ReportScope } from './report-scope';

/** Issue 11: scheduled reports run daily, weekly or monthly at an hour in a time zone. */
export const SCHEDULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};
/** A schedule mails its report as CSV or XLSX. */
export const SCHEDULE_FORMATS = REPORT_FILE_FORMATS;
export const SCHEDULE_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export const SCHEDULE_MAX_RECIPIENTS = 20;
/** Days 29 to 31 are missing from some months, so a monthly send is on day 1 to 28. */
export const SCHEDULE_LAST_DAY_OF_MONTH = 28;
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The report a schedule sends: the builder's choice, with a preset range counted at each send. */
export const ScheduledReportSchema = z.object({ ...REPORT_CHOICE_FIELDS, range: DateRangeTypeSchema });
export type ScheduledReport = z.infer<typeof ScheduledReportSchema>;

const ScheduleFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200, 'Name is at most 200 characters'),
  report: ScheduledReportSchema,
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  hour: z.number().int().min(0).max(23),
  /** 1 (Monday) to 7 (Sunday), weekly schedules only. */
  dayOfWeek: z.number().int().min(1).max(7).nullable().default(null),
  dayOfMonth: z.number().int().min(1).max(SCHEDULE_LAST_DAY_OF_MONTH).nullable().default(null),
  timeZone: REPORT_CHOICE_FIELDS.timeZone,
  recipients: z
    .array(
      z
        .string()
        .trim()
        .refine(isEmail, 'Recipients must be e-mail addresses')
        .meta({ examples: ['reports@example.com'] }),
    )
    .min(1, 'Add at least one recipient')
    .max(SCHEDULE_MAX_RECIPIENTS, `At most ${SCHEDULE_MAX_RECIPIENTS} recipients`),
  format: z.enum(SCHEDULE_FORMATS).default('CSV'),
});

export const ReportScheduleInputSchema = ScheduleFieldsSchema.refine(
  (s) => s.frequency !== 'WEEKLY' || s.dayOfWeek !== null,
  {
    message: 'A weekly schedule needs a day of the week',
    path: ['dayOfWeek'],
  },
).refine((s) => s.frequency !== 'MONTHLY' || s.dayOfMonth !== null, {
  message: 'A monthly schedule needs a day of the month',
  path: ['dayOfMonth'],
});
export type ReportScheduleInput = z.input<typeof ReportScheduleInputSchema>;
export type ReportScheduleValues = z.infer<typeof ReportScheduleInputSchema>;

export const ReportScheduleSchema = ScheduleFieldsSchema.extend({
  id: z.number().int(),
  status: z.enum(SCHEDULE_STATUSES),
  createdOn: z.string(),
  lastSentAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

export const ReportScheduleSendSchema = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  recipients: z.array(z.string()),
  rows: z.number().int(),
  status: z.enum(['SENT', 'FAILED']),
  error: z.string().nullable(),
});
export type ReportScheduleSend = z.infer<typeof ReportScheduleSendSchema>;

/** The cron line of a schedule (minute 0 of its hour; cron counts Sunday as 0). */
export function cronOf(
  s: Pick<ReportScheduleValues, 'frequency' | 'hour' | 'dayOfWeek' | 'dayOfMonth'>,
): string {
  switch (s.frequency) {
    case 'DAILY':
      return `0 ${s.hour} * * *`;
    case 'WEEKLY':
      return `0 ${s.hour} * * ${(s.dayOfWeek ?? 1) % 7}`;
    case 'MONTHLY':
      return `0 ${s.hour} ${s.dayOfMonth ?? 1} * *`;
  }
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "Weekly on Monday at 07:00 (Europe/London)". */
export function describeSchedule(
  s: Pick<ReportScheduleValues, 'frequency' | 'hour' | 'dayOfWeek' | 'dayOfMonth' | 'timeZone'>,
): string {
  const at = `at ${twoDigits(s.hour)}:00 (${s.timeZone})`;
  if (s.frequency === 'WEEKLY') return `Weekly on ${WEEKDAY_LABELS[(s.dayOfWeek ?? 1) - 1]} ${at}`;
  if (s.frequency === 'MONTHLY') return `Monthly on day ${s.dayOfMonth} ${at}`;
  return `Daily ${at}`;
}

export const rangeLabel = (report: Pick<ScheduledReport, 'range'>) => DATE_RANGE_LABELS[report.range];

export const REPORT_SCHEDULE_API = {
  list: '/api/report-schedules',
  one: (id: number | string) => `/api/report-schedules/${id}`,
  pause: (id: number | string) => `/api/report-schedules/${id}/pause`,
  resume: (id: number | string) => `/api/report-schedules/${id}/resume`,
  sendNow: (id: number | string) => `/api/report-schedules/${id}/send`,
  sends: (id: number | string) => `/api/report-schedules/${id}/sends`,
} as const;

/** What the server says of a schedule's recipients and sends that the spec does not word. */
export const SCHEDULE_MESSAGES = {
  recipientsOutsideScope: (emails: readonly string[]) =>
    `Recipients must be users who may see this report: ${emails.join(', ')} ${emails.length === 1 ? 'is' : 'are'} not`,
  tooManySends: (minutes: number) => `Too many reports sent now. Try again in ${minutes} minutes.`,
  recipientsLeftOut: (emails: readonly string[]) =>
    `Not sent to ${emails.join(', ')}: no longer a user who may see this report`,
} as const;

/** A report mail's subject: the product's own words and the range, never text a user typed. */
export const scheduleSubject = (range: { dateFrom: string; dateTo: string }) =>
  `Your scheduled Adcast report, ${range.dateFrom} – ${range.dateTo}`;

/** Who may receive a report: an enabled user whose own tenancy covers the report's scope. */
export type ReportRecipient = {
  enabled: boolean;
  roles: readonly string[];
  networkId: number | null;
  publisherIds: readonly number[];
  contentOwnerIds: readonly number[];
};

const TENANT_ROLES: readonly string[] = ['PUBLISHER', 'CONTENT_OWNER'];

/** Whether a user may receive a report of this scope (the rows a report of it holds are theirs to see). */
export function mayReceive(scope: ReportScope, user: ReportRecipient): boolean {
  if (!user.enabled) return false;
  switch (scope.kind) {
    case 'everything':
      return user.networkId === null && user.roles.some((role) => !TENANT_ROLES.includes(role));
    case 'network':
      return user.networkId === scope.networkId;
    case 'publishers':
      return user.publisherIds.some((id) => scope.publisherIds.includes(id));
    case 'contentOwners':
      return user.contentOwnerIds.some((id) => scope.contentOwnerIds.includes(id));
  }
}
