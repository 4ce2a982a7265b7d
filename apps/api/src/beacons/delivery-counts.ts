import type { FactStore } from '../reports/fact-store';
import { deliveredByLineItem } from '../reports/line-item-delivery';

/** How long the tag reuses a network's delivered impressions before reading the facts again. */
const KEPT_MS = 5000;

type Reading = { at: number; impressions: Promise<ReadonlyMap<number, number>> };

/**
 * The impressions each line item has delivered, read from the facts the beacons write and kept a
 * few seconds per list of line items (a compiled network's, reused by every request until it is
 * compiled again), so the tag's hot path does not query the report store per request. One read at a
 * time per list: while a newer count is read, requests are answered with the last one.
 */
export class DeliveryCounts {
  private readonly kept = new WeakMap<readonly number[], Reading>();

  constructor(private readonly facts: FactStore) {}

  of(lineItemIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    const now = Date.now();
    const kept = this.kept.get(lineItemIds);
    if (kept && now - kept.at < KEPT_MS) return kept.impressions;
    const impressions = this.read(lineItemIds);
    if (!kept) {
      this.kept.set(lineItemIds, { at: now, impressions });
      impressions.catch(() => this.kept.delete(lineItemIds));
      return impressions;
    }
    kept.at = now;
    impressions.then(
      () => {
        kept.impressions = impressions;
      },
      () => undefined,
    );
    return kept.impressions;
  }

  private async read(lineItemIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    const delivered = await deliveredByLineItem(this.facts, lineItemIds);
    return new Map([...delivered].map(([id, { impressions }]) => [id, impressions]));
  }
}
