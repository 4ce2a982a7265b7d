import { API } from '@adcast/domain/api-paths';
import { MESSAGES, SERVER_MESSAGES } from '@adcast/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { AttemptLimiter, defaultRateLimits, MemoryAttemptStore } from '../src/http/attempt-limiter';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp, testConfig } from './support/test-app';

const signIn = (t: TestApp, email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress });

describe('POST /login', () => {
  let t: TestApp;
  /** The clock of the account's spacing while it is under attack. */
  let clock = 1_000_000;
  beforeAll(async () => {
    t = await createTestApp({
      limits: {
        ...defaultRateLimits(),
        loginFailuresPerAccountAndClient: new AttemptLimiter(3, 60_000),
        loginFailuresPerAccount: new AttemptLimiter(4, 60_000),
        loginAccountSpacing: new AttemptLimiter(1, 10_000, new MemoryAttemptStore(), '', () => clock),
        loginAttemptsPerClient: new AttemptLimiter(8, 60_000),
      },
    });
  });
  afterAll(() => t.close());

  it('answers text holding JSON with an accessToken that opens GET /api/users/me, and what it answers', async () => {
    const response = await signIn(t, DEMO.publishers, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const { accessToken } = JSON.parse(response.body) as { accessToken: string };
    expect(accessToken.split('.')).toHaveLength(3);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(Number),
      email: DEMO.publishers,
      name: 'Peter Publishers',
      roles: ['PUBLISHER'],
      publisherIds: [1, 2, 4],
      contentOwnerIds: [],
      network: null,
    });
    expect(JSON.parse(response.body).me).toEqual(me.json());
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await signIn(t, 'Admin@Adcast.TEST', DEMO_PASSWORD, '10.0.0.2');
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong password with 'Invalid credentials'", async () => {
    const response = await signIn(t, DEMO.admin, 'Wrong-pass1!', '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 1001, messages: [MESSAGES.invalidCredentials] });
  });

  it("refuses an unknown account with the same 'Invalid credentials'", async () => {
    const response = await signIn(t, 'nobody@adcast.test', DEMO_PASSWORD, '10.0.0.4');
    expect(response.statusCode).toBe(401);
    expect(response.json().messages).toEqual([MESSAGES.invalidCredentials]);
  });

  it('refuses a malformed body with a validation message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(2001);
    expect(response.json().messages.length).toBeGreaterThan(0);
  });

  it('failures from one client refuse that client for the account, the right password included; its owner signs in elsewhere', async () => {
    for (let guess = 0; guess < 3; guess++) {
      expect((await signIn(t, DEMO.sales, 'Wrong-pass1!', '10.1.0.1')).statusCode).toBe(401);
    }
    const refused = await signIn(t, DEMO.sales, DEMO_PASSWORD, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 2009,
      messages: [
        expect.stringMatching(
          /^Too many failed sign-in attempts for this account from this device\. Try again in \d+ minutes\.$/,
        ),
      ],
    });
    expect((await signIn(t, DEMO.sales, DEMO_PASSWORD, '10.1.0.4')).statusCode).toBe(200);
  });

  it('failures from many clients slow the account down to one attempt at a time instead of locking its owner out', async () => {
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3', '10.3.0.4', '10.3.0.5']) {
      expect((await signIn(t, DEMO.campaigns, 'Wrong-pass1!', ip)).statusCode).toBe(401);
    }
    const waiting = await signIn(t, DEMO.campaigns, DEMO_PASSWORD, '10.3.0.9');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().messages).toEqual([SERVER_MESSAGES.signInsSlowedDown(10)]);
    clock += 10_000;
    expect((await signIn(t, DEMO.campaigns, DEMO_PASSWORD, '10.3.0.9')).statusCode).toBe(200);
  });

  it('limits attempts per client across accounts', async () => {
    const emails = Object.values(DEMO);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await signIn(t, emails[i % emails.length]!, 'Wrong-pass1!', '10.2.0.1')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses[8]).toBe(429);
    const other = await signIn(t, DEMO.revops, DEMO_PASSWORD, '10.2.0.2');
    expect(other.statusCode).toBe(200);
  });

  it('does not accept a forged or missing token', async () => {
    expect((await t.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHYiOjF9.bad' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe(1001);
  });

  it('sign-out ends the token it is called with at once, in every server on the database; other sessions go on', async () => {
    const tokenOf = async () =>
      (
        JSON.parse((await signIn(t, DEMO.readonly, DEMO_PASSWORD, '10.0.0.9')).body) as {
          accessToken: string;
        }
      ).accessToken;
    const [first, second] = [await tokenOf(), await tokenOf()];
    const me = (app: TestApp['app'], token: string) =>
      app.inject({ url: API.me, headers: { authorization: `Bearer ${token}` } });
    expect((await me(t.app, first)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: API.logout,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(t.app, first)).statusCode).toBe(401);
    expect((await me(t.app, second)).statusCode).toBe(200);
    const other = await buildApp({ config: testConfig(), db: t.db, logger: false, sharedDatabase: true });
    try {
      expect((await me(other, first)).statusCode).toBe(401);
      expect((await me(other, second)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
