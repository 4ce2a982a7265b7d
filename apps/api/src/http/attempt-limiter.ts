import { LRUCache } from 'lru-cache';
import type { RateLimitConfig } from '../config';
import { tooManyRequests } from './errors';

/** Keys followed at once by a memory store; beyond it the least recently hit key is forgotten. */
const DEFAULT_MAX_KEYS = 50_000;

/** Where limiters keep their hits: in this process, or shared by every server (the database). */
export interface AttemptStore {
  /** The key's newest hits after `since`, at most `limit`, oldest first (ms since the epoch). */
  recent(key: string, since: number, limit: number): Promise<number[]>;
  /** Adds a hit; hits before `since` may be forgotten. */
  add(key: string, at: number, since: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Hits kept in this process only: bounded, least recently hit keys dropped first. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly hits: LRUCache<string, number[]>;

  constructor(maxKeys = DEFAULT_MAX_KEYS) {
    this.hits = new LRUCache({ max: maxKeys });
  }

  async recent(key: string, since: number, limit: number): Promise<number[]> {
    return (this.hits.get(key) ?? []).filter((at) => at > since).slice(-limit);
  }

  async add(key: string, at: number, since: number): Promise<void> {
    this.hits.set(key, [...(this.hits.get(key) ?? []).filter((hit) => hit > since), at]);
  }

  async clear(key: string): Promise<void> {
    this.hits.delete(key);
  }

  /** Keys currently followed (bounded by maxKeys). */
  get size(): number {
    return this.hits.size;
  }
}

/** A sliding-window counter per key: `limit` hits within `windowMs`. */
export class AttemptLimiter {
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly store: AttemptStore = new MemoryAttemptStore(),
    /** Keeps this limiter's keys apart from the others' in a shared store. */
    private readonly name = '',
    private readonly now: () => number = Date.now,
  ) {}

  private keyOf = (key: string) => (this.name ? `${this.name}:${key}` : key);

  /** How long until the key may be hit again: 0 when it is free now. */
  async waitMs(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.store.recent(this.keyOf(key), now - this.windowMs, this.limit);
    if (recent.length < this.limit) return 0;
    return Math.max(1, recent[0]! + this.windowMs - now);
  }

  hit(key: string): Promise<void> {
    const now = this.now();
    return this.store.add(this.keyOf(key), now, now - this.windowMs);
  }

  reset(key: string): Promise<void> {
    return this.store.clear(this.keyOf(key));
  }
}

/** A 429 with the limiter's message while the key must wait. */
export async function refuseWhileWaiting(
  limiter: AttemptLimiter,
  key: string,
  message: (waitMs: number) => string,
): Promise<void> {
  const wait = await limiter.waitMs(key);
  if (wait > 0) throw tooManyRequests(message(wait));
}

/** A wait as the messages say it: whole minutes (at least 1), or whole seconds (at least 1). */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
export const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export type RateLimits = {
  /** Failed sign-ins for one account from one client: that client is refused for the account. */
  loginFailuresPerAccountAndClient: AttemptLimiter;
  /** Failed sign-ins for one account from any client: past it, attempts on the account are spaced out. */
  loginFailuresPerAccount: AttemptLimiter;
  /** The spacing of an account's attempts while it is under attack: one per window. */
  loginAccountSpacing: AttemptLimiter;
  loginAttemptsPerClient: AttemptLimiter;
  recoveryPerAccount: AttemptLimiter;
  recoveryPerClient: AttemptLimiter;
  /** Wrong current passwords on change-password, per signed-in user. */
  passwordChecksPerUser: AttemptLimiter;
  /** Scheduled reports sent at once ('Send now'), per user. */
  scheduleSendsPerUser: AttemptLimiter;
  /** Wrong second-factor codes (sign-in, enrolment), per user. */
  twoFactorFailuresPerUser: AttemptLimiter;
};

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** While an account is under attack, one sign-in attempt on it per this long, from anyone. */
export const ACCOUNT_SPACING_MS = 10_000;
/** Reports one user may send at once ('Send now') within 15 minutes. */
export const SCHEDULE_SENDS_PER_USER = 10;

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginFailuresPerAccount: 5,
  loginSlowdownAfterFailures: 50,
  loginAttemptsPerClient: 30,
  recoveryPerAccount: 3,
  recoveryPerClient: 10,
  passwordFailuresPerUser: 5,
  beaconsPerClientPerSecond: 1000,
};

/** The limiters, each keeping its hits in `store` (shared by every server when it is the database). */
export function defaultRateLimits(
  limits: RateLimitConfig = DEFAULT_RATE_LIMITS,
  store: AttemptStore = new MemoryAttemptStore(),
): RateLimits {
  const limiter = (name: string, limit: number, windowMs: number) =>
    new AttemptLimiter(limit, windowMs, store, name);
  return {
    loginFailuresPerAccountAndClient: limiter(
      'sign-in-fail',
      limits.loginFailuresPerAccount,
      FIFTEEN_MINUTES,
    ),
    loginFailuresPerAccount: limiter('sign-in-fail-any', limits.loginSlowdownAfterFailures, FIFTEEN_MINUTES),
    loginAccountSpacing: limiter('sign-in-spacing', 1, ACCOUNT_SPACING_MS),
    loginAttemptsPerClient: limiter('sign-in-client', limits.loginAttemptsPerClient, FIFTEEN_MINUTES),
    recoveryPerAccount: limiter('recovery', limits.recoveryPerAccount, ONE_HOUR),
    recoveryPerClient: limiter('recovery-client', limits.recoveryPerClient, FIFTEEN_MINUTES),
    passwordChecksPerUser: limiter('password-check', limits.passwordFailuresPerUser, FIFTEEN_MINUTES),
    scheduleSendsPerUser: limiter('schedule-send', SCHEDULE_SENDS_PER_USER, FIFTEEN_MINUTES),
    twoFactorFailuresPerUser: limiter('two-factor-fail', limits.loginFailuresPerAccount, FIFTEEN_MINUTES),
  };
}
