import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../list/execute';
import type { NewJob } from './job-rows';

export type JobSchedule = { name: string; key: string; cron: string; timezone: string; firedAt: Date };

/** Adds or replaces a cron entry; it fires from now on (never for a time before it was set). */
export async function upsertSchedule(
  db: Db,
  entry: { name: string; key: string; cron: string; timezone: string; data: unknown },
): Promise<void> {
  await db.execute(sql`insert into job_schedules (name, key, cron, timezone, data)
    values (${entry.name}, ${entry.key}, ${entry.cron}, ${entry.timezone}, ${JSON.stringify(entry.data)}::jsonb)
    on conflict (name, key) do update set cron = excluded.cron, timezone = excluded.timezone,
      data = excluded.data, fired_at = now()`);
}

export async function deleteSchedule(db: Db, name: string, key: string): Promise<void> {
  await db.execute(sql`delete from job_schedules where name = ${name} and key = ${key}`);
}

export async function schedulesOf(db: Db, names: string[]): Promise<JobSchedule[]> {
  if (names.length === 0) return [];
  const rows = await rowsOf<Omit<JobSchedule, 'firedAt'> & { firedAt: Date | string }>(
    db,
    sql`select name, key, cron, timezone, fired_at as "firedAt" from job_schedules
      where name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
  );
  return rows.map((row) => ({ ...row, firedAt: new Date(row.firedAt) }));
}

/**
 * Marks the entry fired at `due` and queues its run, in one statement: of several processes that
 * see the same due time, only the first queues a run.
 */
export async function fireSchedule(
  db: Db,
  schedule: Pick<JobSchedule, 'name' | 'key'>,
  due: Date,
  job: Omit<NewJob, 'name' | 'data' | 'singletonKey'>,
): Promise<void> {
  await db.execute(sql`with fired as (
      update job_schedules set fired_at = ${due.toISOString()}::timestamptz
      where name = ${schedule.name} and key = ${schedule.key} and fired_at < ${due.toISOString()}::timestamptz
      returning name, data)
    insert into jobs (name, data, retry_limit, retry_delay_seconds, expire_seconds)
    select name, data, ${job.retryLimit}, ${job.retryDelaySeconds}, ${job.expireSeconds} from fired`);
}
