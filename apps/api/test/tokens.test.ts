import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../src/identity/tokens';

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a token stops working when it expires, also after it was checked once', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-for-hs256-signing', '60s');
    const token = await tokens.sign({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 3 });
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await tokens.verify(token)).toBeNull();
  });

  it('a token signed with another secret or altered is refused', async () => {
    const ours = new TokenService('a-secret-that-is-long-enough-for-hs256-signing', '1h');
    const theirs = new TokenService('another-secret-that-is-long-enough-for-hs256', '1h');
    const token = await theirs.sign({ userId: 1, tokenVersion: 1 });
    expect(await ours.verify(token)).toBeNull();
    const genuine = await ours.sign({ userId: 1, tokenVersion: 1 });
    const [header, , signature] = genuine.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '2', tv: 1, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(await ours.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
