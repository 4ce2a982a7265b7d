import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { bidMarkupOf, insertBidMarkup } from '../../../../db/bid-markups';
import type { Db } from '../../../../db/client';

const KEPT_MS = 15 * 60 * 1000;

/**
 * The VAST a winning partner answered, kept for the player to fetch through the tag's wrapper (so the
 * tag's own beacons wrap it like a line item's creative), for a quarter hour. It is in the database
 * before the tag answers, so the player's next request may reach any server; this server also keeps
 * it at hand. Should the write fail, this server alone can still serve it.
 */
export class BidMarkups {
  private readonly local = new LRUCache<string, { placementId: number; vast: string }>({
    max: 20_000,
    ttl: KEPT_MS,
  });

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async keep(placementId: number, vast: string, now = new Date()): Promise<string> {
    const key = randomUUID();
    this.local.set(key, { placementId, vast });
    try {
      await insertBidMarkup(this.db, {
        key,
        placementId,
        vast,
        keptUntil: new Date(now.getTime() + KEPT_MS),
      });
    } catch (error) {
      this.log.warn({ err: error, placementId }, 'a winning bid’s VAST is kept by this server only');
    }
    return key;
  }

  async find(placementId: number, key: string, now = new Date()): Promise<string | undefined> {
    const kept = this.local.get(key);
    if (kept) return kept.placementId === placementId ? kept.vast : undefined;
    return bidMarkupOf(this.db, placementId, key, now);
  }
}
