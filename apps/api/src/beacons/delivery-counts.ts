import { LRUCache } from 'lru-cache';
import type { FactStore } from '../reports/fact-store';
import { deliveredByLineItem } from '../reports/line-item-delivery';

/** How long the tag reuses a network's delivered impressions before reading the facts again. */
const KEPT_MS = 5000;

/**
 * The impressions each line item has delivered, read from the facts the beacons write and kept a
 * few seconds per network, so the tag's hot path does not query the report store per request.
 */
export class DeliveryCounts {
  private readonly kept = new LRUCache<number, Map<number, number>>({ max: 10_000, ttl: KEPT_MS });

  constructor(private readonly facts: FactStore) {}

  async of(networkId: number | null, lineItemIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    const key = networkId ?? 0;
    const kept = this.kept.get(key);
    if (kept && lineItemIds.every((id) => kept.has(id))) return kept;
    const delivered = await deliveredByLineItem(this.facts, lineItemIds);
    const impressions = new Map([...delivered].map(([id, { impressions }]) => [id, impressions]));
    this.kept.set(key, impressions);
    return impressions;
  }
}
