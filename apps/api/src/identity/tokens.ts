import { createHash, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type TokenClaims = { userId: number; tokenVersion: number };

const VERIFIED_CACHE_LIMIT = 10_000;

/** Where tokens ended before their expiry are kept, by the SHA-256 of the token. */
export interface Revocations {
  isRevoked(tokenHash: string): Promise<boolean>;
  revoke(tokenHash: string, expiresAt: Date): Promise<void>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Access tokens: HS256 JWTs carrying the user id and the user's token version. */
export class TokenService {
  private readonly key: Uint8Array;
  /** A token's signature is checked once; its expiry on every use. Bounded; least recent dropped first. */
  private readonly verified = new LRUCache<string, TokenClaims & { expiresAt: number }>({
    max: VERIFIED_CACHE_LIMIT,
  });

  constructor(
    secret: string,
    private readonly ttl: string,
    private readonly revocations?: Revocations,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return (
      new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        // Each sign-in's token is its own, so ending one session ends no other.
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(this.ttl)
        .sign(this.key)
    );
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.tv !== 'number' || typeof payload.exp !== 'number')
        return null;
      if (await this.revocations?.isRevoked(hashOf(token))) return null;
      const claims = { userId, tokenVersion: payload.tv };
      this.verified.set(token, { ...claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  /** Another server may have ended tokens: each is checked again on its next use. */
  forgetVerified(): void {
    this.verified.clear();
  }

  /** Ends a token at once (sign-out): refused from now on, here and wherever revocations are shared. */
  async revoke(token: string): Promise<void> {
    const expiresAt = this.verified.get(token)?.expiresAt;
    this.verified.delete(token);
    if (expiresAt !== undefined) await this.revocations?.revoke(hashOf(token), new Date(expiresAt));
  }
}
