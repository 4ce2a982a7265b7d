import { rangeFor } from '@adcast/domain/date-ranges';
import { REPORT_MAX_PAGE_SIZE } from '@adcast/domain/reports/report-query';
import {
  describeSchedule,
  type ReportScheduleSend,
  SCHEDULE_MESSAGES,
  scheduleSubject,
} from '@adcast/domain/reports/schedules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { reportScheduleSends, reportSchedules } from '../../../db/schema/report-schedules';
import type { JobDefinition } from '../../../jobs/job-definition';
import type { ModuleDeps } from '../../module-deps';
import { reportFile } from '../export';
import { reportScopeFor } from '../scope';
import { recipientsOutside } from './schedule-recipients';
import { toSchedule, toSend } from './schedule-rows';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'identities' | 'mailer'>;

/**
 * Sends a schedule's report now: the preset range counted from `now`, run in the creator's scope
 * as it is today (a user who lost a publisher no longer receives its rows), mailed in the schedule's
 * format (CSV or XLSX) to every recipient. A failure is recorded as a failed send rather than retried, so no one gets it twice.
 */
export async function sendSchedule(
  deps: Deps,
  scheduleId: number,
  now = new Date(),
): Promise<ReportScheduleSend | null> {
  const [schedule] = await deps.db.select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId));
  if (!schedule) return null;
  const range = rangeFor(schedule.report.range, now);
  let outcome: { rows: number; status: 'SENT' | 'FAILED'; error: string | null };
  let leftOut: string | null = null;
  try {
    const user = await deps.identities.get(schedule.userId);
    if (!user?.enabled) throw new Error('The schedule’s owner can no longer sign in');
    const scope = reportScopeFor({ user, mask: schedule.mask, permissions: new Set() }, 'builder');
    const query = {
      ...schedule.report,
      dateFrom: range.dateFrom,
      dateTo: range.dateTo,
      compare: null,
      sortDirection: 'desc' as const,
      page: 0,
      size: REPORT_MAX_PAGE_SIZE,
    };
    const format = toSchedule(schedule, null).format;
    const file = await reportFile(deps, query, scope, format);
    // Recipients who may no longer see the report (moved, disabled) are left out, and named.
    const outside = await recipientsOutside(deps.db, { mask: schedule.mask, scope }, schedule.recipients);
    const recipients = schedule.recipients.filter((email) => !outside.includes(email));
    if (outside.length > 0) leftOut = SCHEDULE_MESSAGES.recipientsLeftOut(outside);
    const subject = scheduleSubject(range);
    const text = `${schedule.name}\n${describeSchedule(schedule as Parameters<typeof describeSchedule>[0])}\nRange: ${range.dateFrom} – ${range.dateTo}\nThe report is attached as ${format}.`;
    for (const to of recipients) {
      await deps.mailer.send({
        to,
        subject,
        text,
        attachments: [{ filename: file.fileName, content: file.content, contentType: file.contentType }],
      });
    }
    outcome = { rows: file.rows, status: 'SENT', error: leftOut };
  } catch (error) {
    outcome = { rows: 0, status: 'FAILED', error: error instanceof Error ? error.message : String(error) };
  }
  const [sent] = await deps.db
    .insert(reportScheduleSends)
    .values({
      scheduleId,
      dateFrom: range.dateFrom,
      dateTo: range.dateTo,
      recipients: schedule.recipients,
      ...outcome,
    })
    .returning();
  return sent ? toSend(sent) : null;
}

/** The job a schedule's cron line queues. */
export const scheduledReportJob = (deps: Deps): JobDefinition<{ scheduleId: number }> => ({
  name: 'report-schedule-send',
  schema: z.object({ scheduleId: z.number().int().positive() }),
  retryLimit: 0,
  run: async ({ scheduleId }) => {
    await sendSchedule(deps, scheduleId);
  },
});
