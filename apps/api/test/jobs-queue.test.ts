import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { claimJob } from '../src/db/jobs/job-rows';
import type { JobDefinition } from '../src/jobs/job-definition';
import { JobQueue } from '../src/jobs/queue';
import { freshDatabase } from './support/test-app';

const quiet = { error: () => {} } as unknown as FastifyBaseLogger;

/** A promise the test resolves from inside a job. */
function signal<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('job queue (on the app database)', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = (stopTimeoutMs?: number) => {
    const made = new JobQueue(database.db, quiet, stopTimeoutMs);
    queues.push(made);
    return made;
  };

  beforeEach(async () => {
    database = await freshDatabase();
  });
  afterEach(async () => {
    for (const made of queues.splice(0)) await made.stop();
    await database.close();
  });

  it('runs a sent job with its validated payload and reports it completed', async () => {
    const ran = signal<{ text: string }>();
    const echo: JobDefinition<{ text: string }> = {
      name: 'test-echo',
      schema: z.object({ text: z.string() }),
      run: async (data) => ran.resolve(data),
    };
    const jobs = queue();
    jobs.register(echo);
    await jobs.start();
    const id = await jobs.send(echo, { text: 'hello' });
    expect(await ran.promise).toEqual({ text: 'hello' });
    await expect.poll(async () => (await jobs.info(echo, id ?? ''))?.state).toBe('completed');
  });

  it('refuses a payload its schema rejects, queueing nothing', async () => {
    const strict: JobDefinition<{ n: number }> = {
      name: 'test-strict',
      schema: z.object({ n: z.number() }),
      run: async () => {},
    };
    const jobs = queue();
    jobs.register(strict);
    await jobs.start();
    await expect(jobs.send(strict, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  });

  it('retries a failed run', async () => {
    let attempts = 0;
    const done = signal<number>();
    const flaky: JobDefinition<object> = {
      name: 'test-flaky',
      schema: z.object({}),
      retryLimit: 1,
      retryDelaySeconds: 0,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first attempt fails');
        done.resolve(attempts);
      },
    };
    const jobs = queue();
    jobs.register(flaky);
    await jobs.start();
    await jobs.send(flaky, {});
    expect(await done.promise).toBe(2);
  });

  it('a run cut short by a stop is run again after the next start, not lost', async () => {
    const started = signal<string>();
    const finished = signal<string>();
    let runs = 0;
    const long: JobDefinition<{ video: number }> = {
      name: 'test-long',
      schema: z.object({ video: z.number() }),
      retryDelaySeconds: 0,
      run: async (_data, job) => {
        runs += 1;
        if (runs === 1) {
          started.resolve(job.id);
          // The first run never ends on its own: only the stop can end it.
          await new Promise((_resolve, reject) =>
            job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
          );
        }
        finished.resolve(job.id);
      },
    };
    const first = queue(1000);
    first.register(long);
    await first.start();
    const id = await first.send(long, { video: 7 });
    expect(await started.promise).toBe(id);
    await first.stop();

    const second = queue();
    second.register(long);
    await second.start();
    expect(await finished.promise).toBe(id);
    expect(runs).toBe(2);
  });

  it('keeps one queued run per key', async () => {
    const once: JobDefinition<object> = { name: 'test-once', schema: z.object({}), run: async () => {} };
    const jobs = queue();
    jobs.register(once);
    const first = await jobs.send(once, {}, { key: 'demo' });
    expect(first).not.toBeNull();
    expect(await jobs.send(once, {}, { key: 'demo' })).toBeNull();
    expect(await jobs.send(once, {}, { key: 'other' })).not.toBeNull();
  });

  it('queues a batch of runs in one call, each payload checked, a key already queued (or repeated) once', async () => {
    const done: number[] = [];
    const each: JobDefinition<{ n: number }> = {
      name: 'test-batch',
      schema: z.object({ n: z.number() }),
      run: async ({ n }) => {
        done.push(n);
      },
    };
    const jobs = queue();
    jobs.register(each);
    expect(await jobs.send(each, { n: 1 }, { key: 'k1' })).not.toBeNull();
    const runs = [1, 2, 2, 3].map((n) => ({ data: { n }, key: `k${n}` }));
    expect(await jobs.sendMany(each, runs)).toBe(2);
    await expect(jobs.sendMany(each, [{ data: { n: 'x' } as unknown as { n: number } }])).rejects.toThrow();
    expect(await jobs.sendMany(each, [])).toBe(0);
    await jobs.start();
    await expect.poll(() => [...done].sort()).toEqual([1, 2, 3]);
  });

  it('a cron entry queues one run when its time comes, in its time zone, until it is unscheduled', async () => {
    const ran: string[] = [];
    const report: JobDefinition<{ id: string }> = {
      name: 'test-cron',
      schema: z.object({ id: z.string() }),
      run: async (data) => {
        ran.push(data.id);
      },
    };
    const jobs = queue();
    jobs.register(report);
    await jobs.start();
    const now = Date.now();
    await jobs.schedule(report, '* * * * *', { id: 'every-minute' }, { key: 'a', tz: 'Europe/London' });
    await jobs.schedule(report, '0 0 1 1 *', { id: 'new-year' }, { key: 'b', tz: 'Pacific/Auckland' });
    await expect(jobs.schedule(report, 'not a cron', { id: 'x' }, { key: 'c' })).rejects.toThrow();

    await jobs.keepTime(new Date(now + 60_000));
    await jobs.keepTime(new Date(now + 60_000));
    await expect.poll(() => ran).toEqual(['every-minute']);

    await jobs.unschedule(report, 'a');
    await jobs.keepTime(new Date(now + 180_000));
    await jobs.stop();
    expect(ran).toEqual(['every-minute']);
  });

  it('a run whose process died (no heartbeat) is retried by the next queue', async () => {
    const ran = signal<string>();
    const orphan: JobDefinition<object> = {
      name: 'test-orphan',
      schema: z.object({}),
      retryDelaySeconds: 0,
      run: async (_data, job) => ran.resolve(job.id),
    };
    const dead = queue();
    const id = await dead.send(orphan, {});
    // Another process took the run and then died: its last heartbeat is long past.
    expect((await claimJob(database.db, orphan.name))?.id).toBe(id);
    await database.db.execute(
      sql`update jobs set heartbeat_on = now() - interval '5 minutes' where id = ${id}`,
    );

    const jobs = queue();
    jobs.register(orphan);
    await jobs.start();
    expect(await ran.promise).toBe(id);
    await expect.poll(async () => (await jobs.info(orphan, id ?? ''))?.retryCount).toBe(1);
  });
});
