import type { Db } from '../../db/client';
import type { RateLimits } from '../../http/attempt-limiter';
import type { IdentityStore } from '../../identity/identity-store';
import type { TokenService } from '../../identity/tokens';
import type { TwoFactorKeys } from '../../identity/two-factor-keys';

/** What signing in (both steps) is built from. */
export type LoginDeps = {
  db: Db;
  tokens: TokenService;
  limits: RateLimits;
  identities: IdentityStore;
  twoFactorKeys: TwoFactorKeys;
};
