import { MESSAGES } from '@adcast/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordRecoveryTokens } from '../src/db/schema/identity';
import { outbox } from '../src/db/schema/records';
import { AttemptLimiter, defaultRateLimits } from '../src/http/attempt-limiter';
import { lastMailTo, tokenFromMail } from './support/outbox';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'Fresh-start9#';

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      limits: { ...defaultRateLimits(), recoveryPerAccount: new AttemptLimiter(2, 60_000) },
    });
  });
  afterAll(() => t.close());

  const sendEmail = (email: string, remoteAddress = '10.9.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/password-recovery/send-email',
      payload: { email },
      remoteAddress,
    });
  const validate = (token: string) => t.app.inject({ url: `/api/users/password-recovery/validate/${token}` });
  const change = (token: string, newPassword = NEW_PASSWORD, confirmationPassword = newPassword) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/password-recovery/change-password/${token}`,
      payload: { newPassword, confirmationPassword },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: '10.9.9.9' });

  it('answers identically for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await sendEmail(DEMO.designer);
    const unknown = await sendEmail('nobody@adcast.test', '10.9.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(await lastMailTo(t, 'nobody@adcast.test')).toBeNull();
    const mail = await lastMailTo(t, DEMO.designer);
    expect(mail?.subject).toBe('Reset your Adcast password');
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/users/password-recovery/send-email',
      payload: { email: DEMO.revops },
      headers: { host: 'evil.example' },
      remoteAddress: '10.9.0.3',
    });
    const mail = await lastMailTo(t, DEMO.revops);
    expect(mail?.body).toContain('https://console.adcast.test/#/password-recovery/');
    expect(mail?.body).not.toContain('evil.example');
  });

  it('stores only a hash of a random token of at least 128 bits', async () => {
    const mail = await lastMailTo(t, DEMO.revops);
    const token = tokenFromMail(mail!.body);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.db.select({ hash: passwordRecoveryTokens.tokenHash }).from(passwordRecoveryTokens);
    expect(stored.map((row) => row.hash)).not.toContain(token);
  });

  it('validates, sets the new password once, and the token cannot be reused', async () => {
    await sendEmail(DEMO.campaigns, '10.9.0.4');
    const token = tokenFromMail((await lastMailTo(t, DEMO.campaigns))!.body);
    expect((await validate(token)).statusCode).toBe(200);
    const before = await t.tokenFor(DEMO.campaigns);

    const changed = await change(token);
    expect(changed.statusCode).toBe(200);
    expect((await signIn(DEMO.campaigns, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(DEMO.campaigns, DEMO_PASSWORD)).statusCode).toBe(401);

    const stale = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(stale.statusCode).toBe(401);

    const reused = await change(token, 'Another-one7!');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ code: 2005, messages: [MESSAGES.tokenExpired] });
    expect((await validate(token)).json().messages).toEqual([
      'Token expired or not valid. Please try to reset password again.',
    ]);
  });

  it('refuses an expired token', async () => {
    await sendEmail(DEMO.readonly, '10.9.0.5');
    const token = tokenFromMail((await lastMailTo(t, DEMO.readonly))!.body);
    await t.db.update(passwordRecoveryTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await validate(token)).statusCode).toBe(422);
    expect((await change(token)).statusCode).toBe(422);
    expect((await signIn(DEMO.readonly, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("enforces the password rule on the server: 'Password must be min. 8 characters long and have at least one upper case, digit and special character'", async () => {
    await sendEmail(DEMO.sales, '10.9.0.6');
    const token = tokenFromMail((await lastMailTo(t, DEMO.sales))!.body);
    const weak = await change(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages.join(' ')).toContain(MESSAGES.passwordRule);
    const mismatch = await change(token, NEW_PASSWORD, 'Other-pass1!');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().messages.join(' ')).toContain('Passwords do not match!');
    expect((await validate(token)).statusCode).toBe(200);
  });

  it('limits requests per account with a clear 429', async () => {
    await sendEmail(DEMO.owner, '10.9.1.1');
    await sendEmail(DEMO.owner, '10.9.1.2');
    await t.app.deps.background.drain();
    const mailsBefore = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.recipient, DEMO.owner));
    const limited = await sendEmail(DEMO.owner, '10.9.1.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(2009);
    expect(limited.json().messages[0]).toMatch(
      /^Too many password reset requests\. Try again in \d+ minutes\.$/,
    );
    await t.app.deps.background.drain();
    const mailsAfter = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, DEMO.owner));
    expect(mailsAfter).toEqual(mailsBefore);
  });
});
