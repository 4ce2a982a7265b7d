import { API } from '@adcast/domain/api-paths';
import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { API_TOKENS_API } from '@adcast/domain/users/api-tokens';
import { USERS_API } from '@adcast/domain/users/paths';
import { TWO_FACTOR_API, TWO_FACTOR_MESSAGES } from '@adcast/domain/users/two-factor';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { hashPassword } from '../src/identity/passwords';
import { builders } from './support/builders';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;
type Change = { id: number; action: string; user: { id: number } | null; changes: { field: string }[] };

describe('account security changes: in the changelog, without secrets, never reverted; an admin resets a lost second factor', () => {
  let t: TestApp;
  let admin: Client;
  let networkAdmin: Client;
  /** A user of network 3 (the demo network admin's), who signs in with the demo password. */
  let member: { id: number; email: string; client: Client };
  let outsider: { id: number; email: string; client: Client };

  const changesOf = async (entityType: string, entityId: number): Promise<Change[]> =>
    (await admin.get(`${CHANGELOG_API.list}?entityType=${entityType}&entityId=${entityId}&size=100`)).json()
      .content;
  const codeOf = (secret: string) => generate({ secret, epoch: Date.now() / 1000 });
  const enrol = async (client: Client) => {
    const enrolment = (await client.post(TWO_FACTOR_API.mine)).json();
    const confirmed = await client.post(TWO_FACTOR_API.confirm, { code: await codeOf(enrolment.secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret: enrolment.secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  };
  const reset = (client: Client, email: string) =>
    client.send({ method: 'DELETE', url: USERS_API.twoFactor(email) });
  const twoFactorOn = async (client: Client) => (await client.get(TWO_FACTOR_API.mine)).json().enabled;

  beforeAll(async () => {
    t = await createTestApp();
    const make = builders(t);
    admin = await t.as(DEMO.admin);
    networkAdmin = await t.as(DEMO.network);
    member = await make.user({ roles: ['DESIGNER'], networkId: 3 });
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(users.id, member.id));
    outsider = await make.user({ roles: ['DESIGNER'], networkId: (await make.network()).id });
  });
  afterAll(() => t.close());

  it('API token create and revoke are recorded with the token’s name, scope and expiry, never its secret', async () => {
    const created = await member.client.post(API_TOKENS_API.tokens, {
      name: 'CI export',
      scope: 'READ_ONLY',
      expiresInDays: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const token = created.json();
    expect(
      (await member.client.send({ method: 'DELETE', url: API_TOKENS_API.token(token.id) })).statusCode,
    ).toBe(204);
    const response = await admin.get(`${CHANGELOG_API.list}?entityType=USER&entityId=${member.id}`);
    expect(response.body).not.toContain(token.secret);
    expect(response.body).not.toContain(token.hint);
    const [revoked, made] = response.json().content as Change[];
    expect([made?.action, revoked?.action]).toEqual(['API_TOKEN_CREATE', 'API_TOKEN_REVOKE']);
    expect(made?.user?.id).toBe(member.id);
    for (const change of [made, revoked]) {
      expect(change?.changes.map((c) => c.field).sort()).toEqual([
        'apiToken',
        'apiTokenExpiresAt',
        'apiTokenScope',
      ]);
    }
    expect(response.json().content[0].entityName).toBe(member.email);
  });

  it('two-factor on and off are recorded without the secret or recovery codes', async () => {
    const { secret, recoveryCodes } = await enrol(member.client);
    const off = await member.client.post(TWO_FACTOR_API.disable, { password: DEMO_PASSWORD });
    expect(off.statusCode, off.body).toBe(204);
    const response = await admin.get(`${CHANGELOG_API.list}?entityType=USER&entityId=${member.id}`);
    for (const secretText of [secret, ...recoveryCodes]) expect(response.body).not.toContain(secretText);
    const [turnedOff, turnedOn] = response.json().content as Change[];
    expect([turnedOn?.action, turnedOff?.action]).toEqual(['TWO_FACTOR_ON', 'TWO_FACTOR_OFF']);
    expect(turnedOff?.changes).toEqual([{ field: 'twoFactor', before: true, after: false }]);
  });

  it("a network's two-factor requirement change is recorded once per change", async () => {
    const before = (await changesOf('NETWORK', 3)).length;
    for (const required of [true, true, false]) {
      expect((await networkAdmin.put(TWO_FACTOR_API.network(3), { required })).statusCode).toBe(200);
    }
    const changes = await changesOf('NETWORK', 3);
    expect(changes).toHaveLength(before + 2);
    expect(changes.slice(0, 2).map((c) => [c.action, c.changes])).toEqual([
      ['TWO_FACTOR_REQUIREMENT', [{ field: 'requireTwoFactor', before: true, after: false }]],
      ['TWO_FACTOR_REQUIREMENT', [{ field: 'requireTwoFactor', before: false, after: true }]],
    ]);
  });

  it('none of these changes can be reverted', async () => {
    const security = [...(await changesOf('USER', member.id)), ...(await changesOf('NETWORK', 3))].filter(
      (c) => c.action.startsWith('API_TOKEN') || c.action.startsWith('TWO_FACTOR'),
    );
    expect(security.length).toBeGreaterThanOrEqual(6);
    for (const change of security) {
      const response = await admin.post(CHANGELOG_API.revert(change.id));
      expect(response.statusCode, change.action).toBe(422);
      expect(response.json().messages).toEqual([CHANGELOG_MESSAGES.notRevertible]);
    }
  });

  it("the network's admin resets a member's lost second factor; the member enrols again at sign-in", async () => {
    await enrol(member.client);
    expect((await networkAdmin.put(TWO_FACTOR_API.network(3), { required: true })).statusCode).toBe(200);
    const response = await reset(networkAdmin, member.email);
    expect(response.statusCode, response.body).toBe(204);
    expect(await twoFactorOn(member.client)).toBe(false);
    const [change] = await changesOf('USER', member.id);
    expect(change).toMatchObject({
      action: 'TWO_FACTOR_RESET',
      changes: [{ field: 'twoFactor', before: true }],
    });
    expect(change?.user?.id).not.toBe(member.id);
    const signIn = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: member.email, password: DEMO_PASSWORD },
      remoteAddress: '10.3.0.1',
    });
    expect(JSON.parse(signIn.body)).toEqual({ twoFactor: 'ENROL', challenge: expect.any(String) });
    expect((await reset(networkAdmin, member.email)).json().messages).toEqual([TWO_FACTOR_MESSAGES.notOn]);
    await networkAdmin.put(TWO_FACTOR_API.network(3), { required: false });
  });

  it('a staff admin resets anyone’s; a network admin no other network’s; no one else, and no one their own', async () => {
    await enrol(outsider.client);
    expect((await reset(networkAdmin, outsider.email)).statusCode).toBe(404);
    for (const email of [DEMO.sales, DEMO.readonly]) {
      expect((await reset(await t.as(email), outsider.email)).statusCode, email).toBe(403);
    }
    expect(await twoFactorOn(outsider.client)).toBe(true);
    expect((await reset(admin, outsider.email)).statusCode).toBe(204);
    expect(await twoFactorOn(outsider.client)).toBe(false);

    await enrol(admin);
    const own = await reset(admin, DEMO.admin);
    expect(own.statusCode).toBe(422);
    expect(own.json().messages).toEqual([TWO_FACTOR_MESSAGES.resetNotYourself]);
    expect(await twoFactorOn(admin)).toBe(true);
  });
});
