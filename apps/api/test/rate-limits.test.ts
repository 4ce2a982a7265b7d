import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  AttemptLimiter,
  DEFAULT_RATE_LIMITS,
  defaultRateLimits,
  MemoryAttemptStore,
} from '../src/http/attempt-limiter';
import { createTestApp, DEMO, DEMO_PASSWORD, testConfig } from './support/test-app';

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

  it('limiters keep a bounded number of keys however many distinct e-mails or addresses arrive', async () => {
    const store = new MemoryAttemptStore(100);
    const limiter = new AttemptLimiter(5, 60_000, store);
    for (let client = 0; client < 10_000; client++) await limiter.hit(`10.0.${client >> 8}.${client & 255}`);
    expect(store.size).toBe(100);
    for (let attempt = 0; attempt < 50; attempt++) await limiter.hit('same@adcast.test');
    expect(await limiter.waitMs('same@adcast.test')).toBeGreaterThan(0);
  });

  it('servers on one database count the same attempts: a client refused by one is refused by the other (both engines)', async () => {
    const rateLimits = { ...DEFAULT_RATE_LIMITS, loginAttemptsPerClient: 2 };
    const first = await createTestApp({ config: { rateLimits } });
    const second = await buildApp({
      config: testConfig({ rateLimits }),
      db: first.db,
      logger: false,
      sharedDatabase: true,
    });
    try {
      const attempt = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress: '198.51.100.7',
          payload: { email: 'nobody@adcast.test', password: 'Wrong-pass1!' },
        });
      expect((await attempt(first.app)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      const refused = await attempt(first.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().messages).toEqual([SERVER_MESSAGES.tooManySignInsFromClient(15)]);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
