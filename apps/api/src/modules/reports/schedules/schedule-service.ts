import {
  cronOf,
  type ReportSchedule,
  type ReportScheduleSend,
  type ReportScheduleValues,
  SCHEDULE_MESSAGES,
  type ScheduleStatus,
} from '@adcast/domain/reports/schedules';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { reportScheduleSends, reportSchedules } from '../../../db/schema/report-schedules';
import { minutesOf, refuseWhileWaiting } from '../../../http/attempt-limiter';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import type { ModuleDeps } from '../../module-deps';
import { reportScopeFor } from '../scope';
import { checkRecipients } from './schedule-recipients';
import { toSchedule, toSend } from './schedule-rows';
import { scheduledReportJob, sendSchedule } from './schedule-send';

type Deps = Pick<ModuleDeps, 'db' | 'facts' | 'identities' | 'mailer' | 'jobs' | 'limits'>;

/** Each schedule has one cron entry on the queue, named after it. */
const cronKey = (id: number) => `report-schedule-${id}`;

async function arm(
  deps: Deps,
  id: number,
  values: Pick<ReportScheduleValues, 'frequency' | 'hour' | 'dayOfWeek' | 'dayOfMonth' | 'timeZone'>,
) {
  await deps.jobs.schedule(
    scheduledReportJob(deps),
    cronOf(values),
    { scheduleId: id },
    { key: cronKey(id), tz: values.timeZone },
  );
}

const disarm = (deps: Deps, id: number) => deps.jobs.unschedule(scheduledReportJob(deps), cronKey(id));

/** A schedule of the caller's own (schedules are personal: others' ids are not found). */
async function ownRow(deps: Deps, auth: AuthContext, id: number) {
  const [row] = await deps.db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.userId, auth.user.id)));
  if (!row) throw notFound('Scheduled report');
  return row;
}

async function lastSends(deps: Deps, ids: number[]) {
  if (ids.length === 0) return new Map<number, Date>();
  const rows = await deps.db
    .select({ scheduleId: reportScheduleSends.scheduleId, at: max(reportScheduleSends.sentAt) })
    .from(reportScheduleSends)
    .where(inArray(reportScheduleSends.scheduleId, ids))
    .groupBy(reportScheduleSends.scheduleId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.scheduleId, row.at] as const] : [])));
}

export async function listSchedules(deps: Deps, auth: AuthContext): Promise<ReportSchedule[]> {
  const rows = await deps.db
    .select()
    .from(reportSchedules)
    .where(eq(reportSchedules.userId, auth.user.id))
    .orderBy(desc(reportSchedules.id));
  const last = await lastSends(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSchedule(row, last.get(row.id) ?? null));
}

/** Creates a schedule in the caller's report scope (checked now, and again at every send). */
export async function createSchedule(
  deps: Deps,
  auth: AuthContext,
  values: ReportScheduleValues,
): Promise<ReportSchedule> {
  const scope = reportScopeFor(auth, 'builder');
  await checkRecipients(deps.db, { mask: auth.mask, scope }, values.recipients);
  const [row] = await deps.db
    .insert(reportSchedules)
    .values({ ...values, userId: auth.user.id, mask: auth.mask })
    .returning();
  if (!row) throw new Error('schedule not saved');
  await arm(deps, row.id, values);
  return toSchedule(row, null);
}

export async function setScheduleStatus(
  deps: Deps,
  auth: AuthContext,
  id: number,
  status: ScheduleStatus,
): Promise<ReportSchedule> {
  const row = await ownRow(deps, auth, id);
  const [updated] = await deps.db
    .update(reportSchedules)
    .set({ status })
    .where(eq(reportSchedules.id, id))
    .returning();
  if (status === 'PAUSED') await disarm(deps, id);
  else await arm(deps, id, { ...row, frequency: row.frequency as ReportScheduleValues['frequency'] });
  const last = await lastSends(deps, [id]);
  return toSchedule(updated ?? row, last.get(id) ?? null);
}

export async function deleteSchedule(deps: Deps, auth: AuthContext, id: number): Promise<void> {
  await ownRow(deps, auth, id);
  await disarm(deps, id);
  await deps.db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

export async function scheduleSends(
  deps: Deps,
  auth: AuthContext,
  id: number,
): Promise<ReportScheduleSend[]> {
  await ownRow(deps, auth, id);
  const rows = await deps.db
    .select()
    .from(reportScheduleSends)
    .where(eq(reportScheduleSends.scheduleId, id))
    .orderBy(desc(reportScheduleSends.sentAt), desc(reportScheduleSends.id));
  return rows.map(toSend);
}

/** Sends a schedule's report at once (a paused one too: the user asked for it). */
export async function sendScheduleNow(
  deps: Deps,
  auth: AuthContext,
  id: number,
): Promise<ReportScheduleSend> {
  await ownRow(deps, auth, id);
  const key = String(auth.user.id);
  await refuseWhileWaiting(deps.limits.scheduleSendsPerUser, key, (ms) =>
    SCHEDULE_MESSAGES.tooManySends(minutesOf(ms)),
  );
  await deps.limits.scheduleSendsPerUser.hit(key);
  const sent = await sendSchedule(deps, id);
  if (!sent) throw notFound('Scheduled report');
  return sent;
}
