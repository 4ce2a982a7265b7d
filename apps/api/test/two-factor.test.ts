import { API } from '@adcast/domain/api-paths';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_API, TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, users } from '../src/db/schema/identity';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from './support/test-app';

/** A code of the step `stepsAhead` after now: the server takes one step either side. */
const codeOf = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Date.now() / 1000 + stepsAhead * 30 });

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const signIn = async (email: string, remoteAddress?: string) => {
    const response = await post(API.login, { email, password: DEMO_PASSWORD }, remoteAddress);
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as { accessToken?: string; twoFactor?: string; challenge?: string };
  };
  const enrol = async (email: string) => {
    const me = await t.as(email);
    const enrolment = (await me.post(TWO_FACTOR_API.mine)).json();
    const confirmed = await me.post(TWO_FACTOR_API.confirm, { code: await codeOf(enrolment.secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      secret: enrolment.secret as string,
      recoveryCodes: confirmed.json().recoveryCodes as string[],
      me,
    };
  };

  it('enrols with a QR code and a first code, answers recovery codes once and keeps the secret sealed', async () => {
    const me = await t.as(DEMO.designer);
    const enrolment = (await me.post(TWO_FACTOR_API.mine)).json();
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Adcast:designer%40adcast\.test\?.*secret=/);
    expect(enrolment.qr).toMatch(/^data:image\/png;base64,/);
    const wrong = await me.post(TWO_FACTOR_API.confirm, { code: '000000' });
    expect(wrong.json().messages).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);
    const confirmed = await me.post(TWO_FACTOR_API.confirm, { code: await codeOf(enrolment.secret) });
    expect(confirmed.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await me.get(TWO_FACTOR_API.mine)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await me.post(TWO_FACTOR_API.mine)).json().messages).toEqual([TWO_FACTOR_MESSAGES.alreadyOn]);
    const [row] = await t.db
      .select({ sealed: twoFactor.secretSealed })
      .from(twoFactor)
      .innerJoin(users, eq(users.id, twoFactor.userId))
      .where(eq(users.email, DEMO.designer));
    expect(row?.sealed).not.toContain(enrolment.secret);
  });

  it('a right password answers a challenge, not a token; the code or a recovery code, each once, answers the token', async () => {
    const { secret, recoveryCodes } = await enrol(DEMO.revops);
    const first = await signIn(DEMO.revops);
    expect(first).toEqual({ twoFactor: 'CODE', challenge: expect.any(String) });
    const asBearer = await t.app.inject({
      url: API.me,
      headers: { authorization: `Bearer ${first.challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const code = await codeOf(secret, 1);
    const done = await post(TWO_FACTOR_API.login, { challenge: first.challenge!, code });
    expect(done.statusCode, done.body).toBe(200);
    const { accessToken } = JSON.parse(done.body);
    const me = await t.app.inject({ url: API.me, headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.json().email).toBe(DEMO.revops);

    const replay = await post(TWO_FACTOR_API.login, { challenge: first.challenge!, code });
    expect(replay.json().messages).toEqual([TWO_FACTOR_MESSAGES.codeWrong]);

    const recoveryCode = recoveryCodes[0]!.toUpperCase();
    expect((await post(TWO_FACTOR_API.login, { challenge: first.challenge!, recoveryCode })).statusCode).toBe(
      200,
    );
    const usedAgain = await post(TWO_FACTOR_API.login, { challenge: first.challenge!, recoveryCode });
    expect(usedAgain.json().messages).toEqual([TWO_FACTOR_MESSAGES.recoveryCodeWrong]);
    expect((await post(TWO_FACTOR_API.login, { challenge: 'forged', code })).statusCode).toBe(401);
  });

  it('wrong codes are limited per user like sign-ins', async () => {
    await enrol(DEMO.campaigns);
    const { challenge } = await signIn(DEMO.campaigns, '10.1.0.2');
    let last = 0;
    for (let n = 0; n < 6; n++) {
      last = (await post(TWO_FACTOR_API.login, { challenge: challenge!, code: '000000' }, '10.1.0.2'))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('turning it off needs the password; then sign-in answers the token at once', async () => {
    const { me } = await enrol(DEMO.sales);
    const wrong = await me.post(TWO_FACTOR_API.disable, { password: 'Not-the-pass1!' });
    expect(wrong.json().messages).toEqual([TWO_FACTOR_MESSAGES.passwordWrong]);
    expect((await me.post(TWO_FACTOR_API.disable, { password: DEMO_PASSWORD })).statusCode).toBe(204);
    expect((await signIn(DEMO.sales, '10.1.0.3')).accessToken).toEqual(expect.any(String));
  });

  it('a network admin or a staff admin may require it; the network’s users without one enrol at sign-in', async () => {
    const networkAdmin = await t.as(DEMO.network);
    expect((await networkAdmin.put(TWO_FACTOR_API.network(1), { required: true })).statusCode).toBe(403);
    expect(
      (await (await t.as(DEMO.sales)).put(TWO_FACTOR_API.network(3), { required: true })).statusCode,
    ).toBe(403);
    expect((await (await t.as(DEMO.admin)).get(TWO_FACTOR_API.network(3))).json()).toEqual({
      required: false,
    });
    const staffAdmin = await t.as(DEMO.admin);
    expect((await staffAdmin.put(TWO_FACTOR_API.network(2), { required: true })).json()).toEqual({
      required: true,
    });
    expect((await staffAdmin.put(TWO_FACTOR_API.network(2), { required: false })).statusCode).toBe(200);
    expect((await staffAdmin.get(TWO_FACTOR_API.network(999))).statusCode).toBe(404);
    expect((await networkAdmin.put(TWO_FACTOR_API.network(3), { required: true })).json()).toEqual({
      required: true,
    });

    const step = await signIn(DEMO.network, '10.1.0.4');
    expect(step).toEqual({ twoFactor: 'ENROL', challenge: expect.any(String) });
    const enrolment = (
      await post(TWO_FACTOR_API.loginEnrol, { challenge: step.challenge! }, '10.1.0.4')
    ).json();
    const confirmed = await post(
      TWO_FACTOR_API.loginEnrolConfirm,
      { challenge: step.challenge!, code: await codeOf(enrolment.secret) },
      '10.1.0.4',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = JSON.parse(confirmed.body);
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(body.me.email).toBe(DEMO.network);
    expect((await signIn(DEMO.network, '10.1.0.4')).twoFactor).toBe('CODE');
  });
});
