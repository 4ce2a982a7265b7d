import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { describe, expect, it } from 'vitest';
import { AttemptLimiter, defaultRateLimits } from '../src/http/attempt-limiter';
import { createTestApp, DEMO, DEMO_PASSWORD } from './support/test-app';

const change = (currentPassword: string) => ({
  currentPassword,
  newPassword: 'Brand-new2$',
  confirmationPassword: 'Brand-new2$',
});

describe('rate limits (issue 6 §4)', () => {
  it('guessing the current password on change-password is limited like sign-in', async () => {
    const t = await createTestApp({
      limits: { ...defaultRateLimits(), passwordChecksPerUser: new AttemptLimiter(3, 60_000) },
    });
    try {
      const designer = await t.as(DEMO.designer);
      for (let guess = 1; guess <= 3; guess++) {
        const wrong = await designer.put('/api/users/change-password', change(`Guess-${guess}!x`));
        expect(wrong.statusCode, `guess ${guess}`).toBe(422);
      }
      // Blocked now, even with the right password, and without spending a password hash on it.
      const blocked = await designer.put('/api/users/change-password', change(DEMO_PASSWORD));
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 2009, messages: [SERVER_MESSAGES.tooManyPasswordGuesses(1)] });
      // Another user is not affected.
      const sales = await t.as(DEMO.sales);
      expect((await sales.put('/api/users/change-password', change(DEMO_PASSWORD))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) sign-in attempts count per real client, not per proxy', async () => {
    const signIn = (t: Awaited<ReturnType<typeof createTestApp>>, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'nobody@adcast.test', password: 'Wrong-pass1!' },
      });
    const limits = () => ({ ...defaultRateLimits(), loginAttemptsPerClient: new AttemptLimiter(2, 60_000) });

    const proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] }, limits: limits() });
    try {
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
        expect((await signIn(proxied, client)).statusCode, client).toBe(401);
      }
      expect((await signIn(proxied, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }

    const direct = await createTestApp({ limits: limits() });
    try {
      // Not trusted: the header is the caller's word, and every attempt counts against the proxy address.
      expect((await signIn(direct, '203.0.113.1')).statusCode).toBe(401);
      expect((await signIn(direct, '203.0.113.2')).statusCode).toBe(401);
      expect((await signIn(direct, '203.0.113.3')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('limiters keep a bounded number of keys however many distinct e-mails or addresses arrive', () => {
    const limiter = new AttemptLimiter(5, 60_000, Date.now, 100);
    for (let client = 0; client < 10_000; client++) limiter.hit(`10.0.${client >> 8}.${client & 255}`);
    expect(limiter.size).toBe(100);
    for (let attempt = 0; attempt < 50; attempt++) limiter.hit('same@adcast.test');
    expect(limiter.isBlocked('same@adcast.test')).toBe(true);
  });
});
