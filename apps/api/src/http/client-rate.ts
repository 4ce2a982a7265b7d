import { LRUCache } from 'lru-cache';

const SECOND_MS = 1000;

/**
 * A per-client budget of requests a second, kept in this server's memory: for public endpoints
 * called far too often to count in the database (beacons). Several servers each allow it.
 */
export class PerSecondBudget {
  private readonly windows = new LRUCache<string, { start: number; count: number }>({ max: 100_000 });

  constructor(private readonly perSecond: number) {}

  /** Whether the client may make one more call now; counts it when it may. */
  allows(client: string, now = Date.now()): boolean {
    const window = this.windows.get(client);
    if (!window || now - window.start >= SECOND_MS) {
      this.windows.set(client, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perSecond;
  }
}
