import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const KEPT_MS = 15 * 60 * 1000;

/**
 * The VAST a winning partner answered, kept for the player to fetch through the tag's wrapper (so the
 * tag's own beacons wrap it like a line item's creative). Held by this process for a quarter hour.
 */
export class BidMarkups {
  private readonly markups = new LRUCache<string, { placementId: number; vast: string }>({
    max: 20_000,
    ttl: KEPT_MS,
  });

  keep(placementId: number, vast: string): string {
    const key = randomUUID();
    this.markups.set(key, { placementId, vast });
    return key;
  }

  find(placementId: number, key: string): string | undefined {
    const kept = this.markups.get(key);
    return kept?.placementId === placementId ? kept.vast : undefined;
  }
}
