const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Politeness toward the servers crawled: one request at a time per host, and `gapMs` after each
 * before the next to the same host starts. Requests to different hosts do not wait for each other.
 */
export class HostGate {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly gapMs: number,
    private readonly sleep: (ms: number) => Promise<void> = pause,
  ) {}

  run<T>(host: string, work: () => Promise<T>): Promise<T> {
    const key = host.toLowerCase();
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => this.sleep(this.gapMs),
      () => this.sleep(this.gapMs),
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Hosts with a request running or a gap still to wait. */
  get busyHosts(): number {
    return this.tails.size;
  }
}
