import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ServedAdToken,
  type ServedAdTokenInput,
  ServedAdTokenSchema,
} from '@adcast/domain/tags/beacons';

const MAC_LENGTH = 32;

/**
 * Signs what a served ad's beacons need to count it, so any server sharing the secret takes them
 * without a lookup, and nobody can invent a served ad or change its price.
 */
export class BeaconSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('adcast-beacons').digest();
  }

  sign(ad: ServedAdTokenInput): string {
    const body = Buffer.from(JSON.stringify(ad)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The served ad a token holds, or null when this server did not sign it as it is. */
  verify(token: string): ServedAdToken | null {
    const [body, mac, ...rest] = token.split('.');
    if (!body || !mac || rest.length > 0 || mac.length !== MAC_LENGTH) return null;
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(body)))) return null;
    try {
      const parsed = ServedAdTokenSchema.safeParse(
        JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The key of a creative's public VAST route: only a tag that served the creative gives it out. */
  creativeKey(creativeId: number): string {
    return this.mac(`creative:${creativeId}`);
  }

  isCreativeKey(creativeId: number, key: string): boolean {
    return (
      key.length === MAC_LENGTH &&
      timingSafeEqual(Buffer.from(key), Buffer.from(this.creativeKey(creativeId)))
    );
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, MAC_LENGTH);
  }
}

/** A device id as beacons and frequency counts keep it: hashed, never as the player sent it. */
export const deviceKeyOf = (deviceId: string | null): string =>
  deviceId ? createHash('sha256').update(deviceId).digest('base64url').slice(0, 32) : '';
