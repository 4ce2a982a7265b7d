import type { FastifyBaseLogger } from 'fastify';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { JobStore } from './job-store';

/**
 * A kind of background work: its queue name, the schema its payload must satisfy, and the handler.
 * `concurrency` is how many run at once in this process; a failed run is retried `retryLimit` times.
 * A run whose process died is noticed by its missing heartbeat and retried, never lost.
 */
export type JobDefinition<T> = {
  name: string;
  schema: z.ZodType<T>;
  run: (data: T, job: JobRun) => Promise<void>;
  concurrency?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** The longest a single run may take before it counts as failed. */
  expireInSeconds?: number;
};

/** Enough of a definition to name its queue. */
export type JobName = Pick<JobDefinition<unknown>, 'name'>;

/** The run in hand: `lastAttempt` says a failure now is final (no retry follows). */
export type JobRun = { id: string; signal: AbortSignal; lastAttempt: boolean };

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobInfo = { id: string; state: JobState; retryCount: number; output: unknown };

const HEARTBEAT_SECONDS = 10;
export const JOB_SCHEMA = 'pgboss';

/**
 * The app's one job queue (pg-boss over the app's database, PGlite or PostgreSQL). Register
 * definitions, `start()` once (main does, before listening), `send()` work, `stop()` on close: a
 * graceful stop lets runs in flight finish within `stopTimeoutMs` and hands the rest back as retries.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  /** Runs in progress here: a stop waits for them to settle, so what they record is written first. */
  private readonly running = new Set<Promise<void>>();
  private started = false;

  constructor(
    store: JobStore,
    private readonly log: FastifyBaseLogger,
    private readonly stopTimeoutMs = 10_000,
  ) {
    this.boss = new PgBoss({ ...store, schema: JOB_SCHEMA });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Adds a kind of job (in an area's `register…Routes`); its workers run once the queue starts. */
  register<T>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} registered after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} registered twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<unknown>);
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.attach(definition);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: true, timeout: this.stopTimeoutMs });
    await Promise.allSettled(this.running);
  }

  /** Queues a run; `key` keeps one queued run per key (a second send with the same key is dropped). */
  async send<T>(
    definition: JobDefinition<T>,
    data: T,
    options: { key?: string } = {},
  ): Promise<string | null> {
    const payload = definition.schema.parse(data);
    return this.boss.send(definition.name, payload as object, {
      singletonKey: options.key,
      retryLimit: definition.retryLimit ?? 2,
      retryDelay: definition.retryDelaySeconds ?? 5,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    });
  }

  /** Runs a job on a cron schedule (`key` names one schedule among several of the same job). */
  async schedule<T>(
    definition: JobDefinition<T>,
    cron: string,
    data: T,
    options: { key: string; tz?: string },
  ): Promise<void> {
    await this.boss.schedule(definition.name, cron, definition.schema.parse(data) as object, options);
  }

  async unschedule(definition: JobName, key: string): Promise<void> {
    await this.boss.unschedule(definition.name, key);
  }

  async info(definition: JobName, id: string): Promise<JobInfo | null> {
    const job = await this.boss.getJobById(definition.name, id);
    return job ? { id: job.id, state: job.state, retryCount: job.retryCount, output: job.output } : null;
  }

  /** Puts a failed run back in the queue. */
  async retry(definition: JobName, id: string): Promise<void> {
    await this.boss.retry(definition.name, id);
  }

  private async attach<T>(definition: JobDefinition<T>): Promise<void> {
    await this.boss.createQueue(definition.name, { notify: true });
    await this.boss.work<T>(
      definition.name,
      {
        localConcurrency: definition.concurrency ?? 1,
        batchSize: 1,
        pollingIntervalSeconds: 0.5,
        includeMetadata: true,
      },
      async ([job]) => {
        if (!job) return;
        // includeMetadata: the job carries its retry count and limit (the overload types it as a plain job).
        const { retryCount, retryLimit } = job as unknown as JobWithMetadata<T>;
        const lastAttempt = retryCount >= retryLimit;
        const run = definition.run(definition.schema.parse(job.data), {
          id: job.id,
          signal: job.signal,
          lastAttempt,
        });
        this.running.add(run);
        try {
          await run;
        } finally {
          this.running.delete(run);
        }
      },
    );
  }
}
