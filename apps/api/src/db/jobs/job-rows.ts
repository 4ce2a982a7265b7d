import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../list/execute';

/** A run as the queue hands it to a worker. */
export type ClaimedJob = { id: string; data: unknown; retryCount: number; retryLimit: number };
export type JobRow = { id: string; state: string; retryCount: number; output: unknown };
export type NewJob = {
  name: string;
  data: unknown;
  singletonKey: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
};

const QUEUED = sql`('created', 'retry')`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues a run; answers null when a run with the same name and key is already queued. */
export async function insertJob(db: Db, job: NewJob): Promise<string | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into jobs (name, data, singleton_key, retry_limit, retry_delay_seconds, expire_seconds)
      values (${job.name}, ${JSON.stringify(job.data)}::jsonb, ${job.singletonKey}, ${job.retryLimit},
        ${job.retryDelaySeconds}, ${job.expireSeconds})
      on conflict do nothing returning id`,
  );
  return row?.id ?? null;
}

/**
 * Queues many runs of one job in one statement; a run whose key is already queued (or repeated in
 * the batch) is dropped. Answers how many were queued.
 */
export async function insertJobs(
  db: Db,
  options: Omit<NewJob, 'data' | 'singletonKey'>,
  runs: readonly { data: unknown; key: string | null }[],
): Promise<number> {
  if (runs.length === 0) return 0;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into jobs (name, data, singleton_key, retry_limit, retry_delay_seconds, expire_seconds)
      select ${options.name}, run.data, run.key, ${options.retryLimit}, ${options.retryDelaySeconds},
        ${options.expireSeconds}
      from jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) as run(data jsonb, key text)
      on conflict do nothing returning id`,
  );
  return rows.length;
}

/** Takes the oldest due run of `name` for this process (skipping runs another process is taking). */
export async function claimJob(db: Db, name: string): Promise<ClaimedJob | null> {
  const [row] = await rowsOf<ClaimedJob>(
    db,
    sql`update jobs set state = 'active', started_on = now(), heartbeat_on = now()
      where id = (select id from jobs where name = ${name} and state in ${QUEUED} and start_after <= now()
        order by start_after, created_on limit 1 for update skip locked)
      returning id, data, retry_count as "retryCount", retry_limit as "retryLimit"`,
  );
  return row ?? null;
}

export async function completeJob(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`update jobs set state = 'completed', completed_on = now() where id = ${id} and state = 'active'`,
  );
}

/** A failed run goes back to the queue after its delay while retries are left, else it is failed for good. */
const failed = (output: object) => sql`
  state = case when retry_count < retry_limit then 'retry' else 'failed' end,
  completed_on = case when retry_count < retry_limit then null else now() end,
  start_after = now() + retry_delay_seconds * interval '1 second',
  retry_count = least(retry_count + 1, retry_limit),
  output = ${JSON.stringify(output)}::jsonb`;

export async function failJob(db: Db, id: string, output: object): Promise<void> {
  await db.execute(sql`update jobs set ${failed(output)} where id = ${id} and state = 'active'`);
}

export async function beatJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update jobs set heartbeat_on = now()
    where state = 'active' and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** Runs whose process stopped beating (it died) count as failed, so they are retried rather than lost. */
export async function failSilentJobs(db: Db, silentSeconds: number): Promise<void> {
  await db.execute(sql`update jobs set ${failed({ message: 'The process running this job stopped' })}
    where state = 'active' and heartbeat_on < now() - ${silentSeconds} * interval '1 second'`);
}

export async function purgeFinishedJobs(db: Db, keepDays: number): Promise<void> {
  await db.execute(sql`delete from jobs where state in ('completed', 'cancelled', 'failed')
    and completed_on < now() - ${keepDays} * interval '1 day'`);
}

export async function jobById(db: Db, name: string, id: string): Promise<JobRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await rowsOf<JobRow>(
    db,
    sql`select id, state, retry_count as "retryCount", output from jobs where name = ${name} and id = ${id}`,
  );
  return row ?? null;
}

/** Puts a failed run back in the queue for one more (last) attempt. */
export async function retryJob(db: Db, name: string, id: string): Promise<void> {
  if (!UUID.test(id)) return;
  await db.execute(sql`update jobs set state = 'retry', start_after = now(), completed_on = null,
      retry_count = retry_count + 1, retry_limit = greatest(retry_limit, retry_count + 1)
    where name = ${name} and id = ${id} and state = 'failed'`);
}
