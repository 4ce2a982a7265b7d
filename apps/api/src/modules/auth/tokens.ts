import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; tokenVersion: number };

/** Access tokens: HS256 JWTs carrying the user id and the user's token version. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.tv !== 'number') return null;
      return { userId, tokenVersion: payload.tv };
    } catch {
      return null;
    }
  }
}
