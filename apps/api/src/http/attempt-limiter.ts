import type { RateLimitConfig } from '../config';

/** A sliding-window counter per key: `limit` hits within `windowMs`. */
export class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  hit(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Whole minutes until the oldest hit in the window expires. */
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
};

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailuresPerAccount: 5,
  loginAttemptsPerClient: 30,
  recoveryPerAccount: 3,
  recoveryPerClient: 10,
};

export const defaultRateLimits = (limits: RateLimitConfig = DEFAULT_RATE_LIMITS): RateLimits => ({
  loginFailuresPerAccount: new AttemptLimiter(limits.loginFailuresPerAccount, FIFTEEN_MINUTES),
  loginAttemptsPerClient: new AttemptLimiter(limits.loginAttemptsPerClient, FIFTEEN_MINUTES),
  recoveryPerAccount: new AttemptLimiter(limits.recoveryPerAccount, ONE_HOUR),
  recoveryPerClient: new AttemptLimiter(limits.recoveryPerClient, FIFTEEN_MINUTES),
});
