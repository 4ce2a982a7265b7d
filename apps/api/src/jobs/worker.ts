import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { type ClaimedJob, claimJob, completeJob, failJob } from '../db/jobs/job-rows';
import type { JobDefinition } from './job-definition';

const POLL_MS = 1000;

/** How a definition's runs are retried and timed out (the queue's defaults where it says nothing). */
export const runOptions = (
  definition: Pick<JobDefinition<unknown>, 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>,
) => ({
  retryLimit: definition.retryLimit ?? 2,
  retryDelaySeconds: definition.retryDelaySeconds ?? 5,
  expireSeconds: definition.expireInSeconds ?? 15 * 60,
});

/**
 * Takes one kind of job off the queue and runs up to its `concurrency` at once. It looks for work
 * when woken (a send in this process, a run ending) and otherwise every second.
 */
export class JobWorker<T> {
  private readonly runs = new Map<string, { controller: AbortController; settled: Promise<void> }>();
  private active = false;
  private polling: Promise<void> = Promise.resolve();
  private wake: (() => void) | null = null;
  /** Set by a notify while work is being taken, so the next sleep is skipped. */
  private woken = false;

  constructor(
    private readonly db: Db,
    private readonly definition: JobDefinition<T>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.polling = this.poll();
  }

  /** Looks for work now. */
  notify(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Ids of the runs in progress here (for their heartbeats). */
  runningIds(): string[] {
    return [...this.runs.keys()];
  }

  /** Stops taking work; runs in flight get `timeoutMs`, then are aborted and go back to the queue. */
  async stop(timeoutMs: number): Promise<void> {
    this.active = false;
    this.notify();
    await this.polling;
    const settled = () => Promise.allSettled([...this.runs.values()].map((run) => run.settled));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([settled(), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    for (const run of this.runs.values()) run.controller.abort(new Error('the job queue is stopping'));
    await settled();
  }

  private async poll(): Promise<void> {
    while (this.active) {
      this.woken = false;
      await this.takeWork();
      if (!this.active) return;
      if (!this.woken) await this.sleep();
    }
  }

  private async takeWork(): Promise<void> {
    const limit = this.definition.concurrency ?? 1;
    try {
      while (this.active && this.runs.size < limit) {
        const job = await claimJob(this.db, this.definition.name);
        if (!job) return;
        this.launch(job);
      }
    } catch (error) {
      this.log.error({ err: error, job: this.definition.name }, 'job queue: could not take work');
    }
  }

  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      this.wake = done;
    });
  }

  private launch(job: ClaimedJob): void {
    const controller = new AbortController();
    const expiry = setTimeout(
      () => controller.abort(new Error('the job ran past its time limit')),
      runOptions(this.definition).expireSeconds * 1000,
    );
    const settled = this.execute(job, controller.signal).finally(() => {
      clearTimeout(expiry);
      this.runs.delete(job.id);
      this.notify();
    });
    this.runs.set(job.id, { controller, settled });
  }

  private async execute(job: ClaimedJob, signal: AbortSignal): Promise<void> {
    let failure: unknown = null;
    try {
      const data = this.definition.schema.parse(job.data);
      await this.definition.run(data, { id: job.id, signal, lastAttempt: job.retryCount >= job.retryLimit });
    } catch (error) {
      failure = error;
    }
    try {
      if (failure === null) await completeJob(this.db, job.id);
      else
        await failJob(this.db, job.id, {
          message: failure instanceof Error ? failure.message : String(failure),
        });
    } catch (error) {
      this.log.error(
        { err: error, job: this.definition.name, id: job.id },
        'job queue: could not record a run',
      );
    }
  }
}
