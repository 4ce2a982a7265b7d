import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { type JobDefinition, JobQueue } from '../src/jobs/queue';
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

describe('job queue (pg-boss on the app database)', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = (stopTimeoutMs?: number) => {
    const made = new JobQueue(database.jobStore, quiet, stopTimeoutMs);
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
});
