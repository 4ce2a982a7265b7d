import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import {
  beatJobs,
  failSilentJobs,
  insertJob,
  insertJobs,
  jobById,
  purgeFinishedJobs,
  retryJob,
} from '../db/jobs/job-rows';
import { deleteSchedule, fireSchedule, schedulesOf, upsertSchedule } from '../db/jobs/job-schedules';
import { lastFiring } from './cron';
import type { JobDefinition, JobName } from './job-definition';
import { JobWorker, runOptions } from './worker';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobInfo = { id: string; state: JobState; retryCount: number; output: unknown };

const HEARTBEAT_MS = 10_000;
/** A run whose heartbeat is older than this is taken to have lost its process. */
const SILENT_SECONDS = 60;
const CLOCK_MS = 15_000;
const KEEP_FINISHED_DAYS = 7;

/**
 * The app's one job queue, in the app's own database (tables `jobs` and `job_schedules`, either
 * engine). Register definitions, `start()` once (main does, before listening), `send()` work,
 * `stop()` on close: a graceful stop lets runs in flight finish within `stopTimeoutMs` and hands
 * the rest back as retries.
 */
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly workers = new Map<string, JobWorker<unknown>>();
  private timers: NodeJS.Timeout[] = [];
  private started = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly stopTimeoutMs = 10_000,
  ) {}

  /** Adds a kind of job (in an area's `register…Routes`); its workers run once the queue starts. */
  register<T>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${definition.name} registered after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} registered twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<unknown>);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const definition of this.definitions.values()) {
      const worker = new JobWorker(this.db, definition, this.log);
      this.workers.set(definition.name, worker);
      worker.start();
    }
    this.timers = [
      setInterval(() => this.tend(beatJobs(this.db, this.runningIds())), HEARTBEAT_MS),
      setInterval(() => this.tend(this.keepTime()), CLOCK_MS),
    ];
    await this.keepTime();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.stop(this.stopTimeoutMs)));
  }

  /** Queues a run; `key` keeps one queued run per key (a second send with the same key is dropped). */
  async send<T>(
    definition: JobDefinition<T>,
    data: T,
    options: { key?: string } = {},
  ): Promise<string | null> {
    const id = await insertJob(this.db, {
      ...runOptions(definition),
      name: definition.name,
      data: definition.schema.parse(data),
      singletonKey: options.key ?? null,
    });
    this.workers.get(definition.name)?.notify();
    return id;
  }

  /**
   * Queues many runs in one insert (a batch of a scheduled sweep); each payload is validated, and a
   * run whose key is already queued is dropped. Answers how many were queued.
   */
  async sendMany<T>(
    definition: JobDefinition<T>,
    runs: readonly { data: T; key?: string }[],
  ): Promise<number> {
    const queued = await insertJobs(
      this.db,
      { ...runOptions(definition), name: definition.name },
      runs.map((run) => ({ data: definition.schema.parse(run.data), key: run.key ?? null })),
    );
    if (queued > 0) this.workers.get(definition.name)?.notify();
    return queued;
  }

  /** Runs a job on a cron schedule (`key` names one schedule among several of the same job). */
  async schedule<T>(
    definition: JobDefinition<T>,
    cron: string,
    data: T,
    options: { key: string; tz?: string },
  ): Promise<void> {
    const timezone = options.tz ?? 'UTC';
    lastFiring(cron, timezone, new Date());
    const payload = definition.schema.parse(data);
    await upsertSchedule(this.db, { name: definition.name, key: options.key, cron, timezone, data: payload });
  }

  async unschedule(definition: JobName, key: string): Promise<void> {
    await deleteSchedule(this.db, definition.name, key);
  }

  async info(definition: JobName, id: string): Promise<JobInfo | null> {
    const job = await jobById(this.db, definition.name, id);
    return job ? { ...job, state: job.state as JobState } : null;
  }

  /** Puts a failed run back in the queue. */
  async retry(definition: JobName, id: string): Promise<void> {
    await retryJob(this.db, definition.name, id);
    this.workers.get(definition.name)?.notify();
  }

  /**
   * The clock: queues a run of every cron entry whose time came since it last fired (once, however
   * many times were missed), notices runs whose process died, and forgets runs finished long ago.
   */
  async keepTime(now = new Date()): Promise<void> {
    for (const entry of await schedulesOf(this.db, [...this.definitions.keys()])) {
      const definition = this.definitions.get(entry.name);
      const due = lastFiring(entry.cron, entry.timezone, now);
      if (definition && due > entry.firedAt) {
        await fireSchedule(this.db, entry, due, runOptions(definition));
        this.workers.get(entry.name)?.notify();
      }
    }
    await failSilentJobs(this.db, SILENT_SECONDS);
    await purgeFinishedJobs(this.db, KEEP_FINISHED_DAYS);
  }

  private runningIds(): string[] {
    return [...this.workers.values()].flatMap((worker) => worker.runningIds());
  }

  private tend(work: Promise<void>): void {
    work.catch((error: unknown) => this.log.error({ err: error }, 'job queue: upkeep failed'));
  }
}
