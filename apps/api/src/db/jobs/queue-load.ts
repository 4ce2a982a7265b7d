import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../list/execute';

export type QueueLoad = { queued: number; running: number; averageSeconds: number | null };

/** Queued and running runs of these queues, and the average run time of the latest `sample` finished. */
export async function queueLoad(db: Db, names: readonly string[], sample: number): Promise<QueueLoad> {
  const named = sql`name in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;
  const [row] = await rowsOf<{ queued: number; running: number; averageSeconds: number | null }>(
    db,
    sql`select
      (select count(*)::int from jobs where ${named} and state in ('created', 'retry')) as queued,
      (select count(*)::int from jobs where ${named} and state = 'active') as running,
      (select avg(extract(epoch from latest.completed_on - latest.started_on))::float8
        from (select completed_on, started_on from jobs
          where ${named} and state = 'completed' and started_on is not null
          order by completed_on desc limit ${sample}) latest) as "averageSeconds"`,
  );
  return {
    queued: row?.queued ?? 0,
    running: row?.running ?? 0,
    averageSeconds: row?.averageSeconds ?? null,
  };
}
