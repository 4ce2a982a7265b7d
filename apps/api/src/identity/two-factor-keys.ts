import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const CHALLENGE_TTL = '5m';
const CHALLENGE_PURPOSE = 'two-factor';

export type Challenge = { userId: number; tokenVersion: number };

const derive = (secret: string, info: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'adcast', info, 32));

/**
 * Keys derived from JWT_SECRET, each for one use, so a challenge can never pass as an access
 * token: sealing authenticator secrets (AES-256-GCM) and signing sign-in challenges.
 */
export class TwoFactorKeys {
  private readonly sealKey: Uint8Array;
  private readonly challengeKey: Uint8Array;

  constructor(jwtSecret: string) {
    this.sealKey = derive(jwtSecret, 'two-factor secrets');
    this.challengeKey = derive(jwtSecret, 'two-factor challenges');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  unseal(sealed: string): string {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  }

  /** A short-lived proof that the password was right: not a token, it opens only the second step. */
  signChallenge(challenge: Challenge): Promise<string> {
    return new SignJWT({ purpose: CHALLENGE_PURPOSE, tv: challenge.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(challenge.userId))
      .setIssuedAt()
      .setExpirationTime(CHALLENGE_TTL)
      .sign(this.challengeKey);
  }

  async verifyChallenge(token: string): Promise<Challenge | null> {
    try {
      const { payload } = await jwtVerify(token, this.challengeKey, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (
        payload.purpose !== CHALLENGE_PURPOSE ||
        !Number.isInteger(userId) ||
        typeof payload.tv !== 'number'
      )
        return null;
      return { userId, tokenVersion: payload.tv };
    } catch {
      return null;
    }
  }
}
