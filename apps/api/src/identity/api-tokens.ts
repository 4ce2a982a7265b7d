import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@adcast/domain/users/api-tokens';
import { findLiveApiToken, touchApiToken } from '../db/api-tokens';
import type { Db } from '../db/client';

/** A token's last use is written at most this often, so a busy script costs no write per call. */
const LAST_USED_EVERY_MS = 60_000;
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

export type ApiTokenClaims = { tokenId: number; userId: number; scope: ApiTokenScope };

export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

export const hashApiToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret, and what is kept of it: its hash and its first characters. */
export function newApiTokenSecret(): { secret: string; tokenHash: string; hint: string } {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, tokenHash: hashApiToken(secret), hint: secret.slice(0, HINT_LENGTH) };
}

/**
 * Checks API tokens against the database on every request: nothing about a token is remembered,
 * so a revoke, an expiry or a disabled user ends it at once on every server.
 */
export class ApiTokenVerifier {
  constructor(private readonly db: Db) {}

  async verify(secret: string): Promise<ApiTokenClaims | null> {
    const row = await findLiveApiToken(this.db, hashApiToken(secret));
    if (!row) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      await touchApiToken(this.db, row.id, LAST_USED_EVERY_MS);
    }
    return { tokenId: row.id, userId: row.userId, scope: row.scope };
  }
}
