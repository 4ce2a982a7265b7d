import { LRUCache } from 'lru-cache';
import type { RateLimitConfig } from '../config';

/** Keys followed at once; beyond it the least recently hit key is forgotten (memory stays bounded). */
const DEFAULT_MAX_KEYS = 50_000;

/** A sliding-window counter per key: `limit` hits within `windowMs`. */
export class AttemptLimiter {
  private readonly hits: LRUCache<string, number[]>;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    maxKeys = DEFAULT_MAX_KEYS,
  ) {
    // An entry lives one window after its last hit; older hits are also filtered on every read.
    this.hits = new LRUCache({ max: maxKeys, ttl: windowMs });
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.hits.delete(key);
    return kept;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    // Only the newest `limit` hits matter to the verdict; older ones are dropped to bound the entry.
    this.hits.set(key, [...this.recent(key), this.now()].slice(-this.limit));
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Keys currently followed (bounded by maxKeys). */
  get size(): number {
    return this.hits.size;
  }

  /** Whole minutes until the window frees a hit. */
  minutesUntilFree(key: string): number {
    const oldest = this.recent(key)[0];
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 60_000));
  }
}

export type RateLimits = {
  loginFailuresPerAccount: AttemptLimiter;
  loginAttemptsPerClient: AttemptLimiter;
  recoveryPerAccount: AttemptLimiter;
  recoveryPerClient: AttemptLimiter;
  /** Wrong current passwords on change-password, per signed-in user. */
  passwordChecksPerUser: AttemptLimiter;
};

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailuresPerAccount: 5,
  loginAttemptsPerClient: 30,
  recoveryPerAccount: 3,
  recoveryPerClient: 10,
  passwordFailuresPerUser: 5,
};

export const defaultRateLimits = (limits: RateLimitConfig = DEFAULT_RATE_LIMITS): RateLimits => ({
  loginFailuresPerAccount: new AttemptLimiter(limits.loginFailuresPerAccount, FIFTEEN_MINUTES),
  loginAttemptsPerClient: new AttemptLimiter(limits.loginAttemptsPerClient, FIFTEEN_MINUTES),
  recoveryPerAccount: new AttemptLimiter(limits.recoveryPerAccount, ONE_HOUR),
  recoveryPerClient: new AttemptLimiter(limits.recoveryPerClient, FIFTEEN_MINUTES),
  passwordChecksPerUser: new AttemptLimiter(limits.passwordFailuresPerUser, FIFTEEN_MINUTES),
});
