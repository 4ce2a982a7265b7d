import { randomUUID } from 'node:crypto';
import type { Decision } from '@adcast/domain/decisioning/types';
import { LRUCache } from 'lru-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

export type LoggedDecision = Decision & { id: string; networkId: number | null; decidedOn: string };

/** The tag's recent decisions, a day at most, so ad-ops can read why a request got what it got. */
export class DecisionLog {
  private readonly decisions = new LRUCache<string, LoggedDecision>({ max: 10_000, ttl: DAY_MS });

  keep(decision: Decision, networkId: number | null, at: Date): string {
    const id = randomUUID();
    this.decisions.set(id, { ...decision, id, networkId, decidedOn: at.toISOString() });
    return id;
  }

  find(id: string): LoggedDecision | undefined {
    return this.decisions.get(id);
  }
}
