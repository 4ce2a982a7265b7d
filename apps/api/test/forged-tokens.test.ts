import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { parsedBody, plainRequest } from './support/callers';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp, testConfig } from './support/test-app';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** An HS256 token as the server would sign it, with any claims and expiry. */
const signed = (secret: string, claims: { sub: string; tv: number }, expiresAt: number) =>
  new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));

describe('forged tokens are refused on every protected route (issue 6 §5)', () => {
  let t: TestApp;
  const forged: [kind: string, authorization: string][] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const secret = testConfig().jwtSecret;
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO.admin));
    const claims = { sub: String(admin!.id), tv: admin!.tokenVersion };
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const genuine = await signed(secret, claims, inAnHour);
    const [header, , signature] = genuine.split('.');

    // The designer's token from before their password change.
    const designerBefore = await t.tokenFor(DEMO.designer);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${designerBefore}` },
      payload: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Changed-pass2$',
        confirmationPassword: 'Changed-pass2$',
      },
    });
    expect(change.statusCode).toBe(200);

    forged.push(
      [
        'alg none',
        `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: inAnHour })}.`,
      ],
      [
        'wrong key',
        `Bearer ${await signed('another-secret-that-is-long-enough-for-hs256', claims, inAnHour)}`,
      ],
      ['altered payload', `Bearer ${header}.${base64url({ sub: '1', tv: 99, exp: inAnHour })}.${signature}`],
      ['expired', `Bearer ${await signed(secret, claims, Math.floor(Date.now() / 1000) - 60)}`],
      ['unknown user', `Bearer ${await signed(secret, { sub: '2147483647', tv: 0 }, inAnHour)}`],
      ['after a password change', `Bearer ${designerBefore}`],
      ['garbage', 'Bearer not-a-token'],
      ['three garbage parts', 'Bearer a.b.c'],
      ['empty bearer', 'Bearer '],
      ['another scheme', `Basic ${Buffer.from('admin@adcast.test:x').toString('base64')}`],
    );
    // The genuine token opens the door, so the refusals below are the forgeries' doing.
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${genuine}` } });
    expect(me.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('alg none, wrong key, altered payload, expired, unknown user, after a password change, garbage: all 401', async () => {
    const protectedRoutes = t.app.routes.filter((route) => route.access.kind !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    // Every forgery of a route at once: the sweep grows with the routes (hundreds × a dozen forgeries).
    for (const route of protectedRoutes) {
      await Promise.all(
        forged.map(async ([kind, authorization]) => {
          const response = await t.app.inject(plainRequest(route, { authorization, 'x-mask': 'ADMIN' }));
          const body = parsedBody(response.body) as { code?: number };
          if (response.statusCode !== 401 || body.code !== 1001)
            wrong.push(`${route.method} ${route.url} with ${kind}: ${response.statusCode} ${response.body}`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
