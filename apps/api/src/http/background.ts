import type { FastifyBaseLogger } from 'fastify';

/** Work the answer does not wait for (so it takes the same time either way); drained on close. */
export class BackgroundWork {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: () => Promise<unknown>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error }, 'background task failed'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
