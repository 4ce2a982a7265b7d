import type { z } from 'zod';

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
