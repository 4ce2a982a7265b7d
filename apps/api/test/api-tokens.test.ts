import { API } from '@adcast/domain/api-paths';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_API,
  API_TOKENS_PER_USER,
  type CreatedApiToken,
} from '@adcast/domain/users/api-tokens';
import { USERS_API } from '@adcast/domain/users/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiTokens } from '../src/db/schema/identity';
import { PERMISSION_MISSING } from '../src/http/auth';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

const ids = (body: { content: { id: number }[] }) => body.content.map((row) => row.id);

describe('API tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (email: string, body: object) => (await t.as(email)).post(API_TOKENS_API.tokens, body);
  const tokenOf = async (email: string, scope: 'READ_ONLY' | 'USER', name = `${scope} ${email}`) => {
    const response = await create(email, { name, scope, expiresInDays: 30 });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CreatedApiToken;
  };
  const withToken = (secret: string, url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${secret}` } });

  it('a token reads as its user, is answered once and stored only as a hash', async () => {
    const created = await tokenOf(DEMO.publishers, 'USER', 'nightly export');
    expect(created.secret).toMatch(/^adc_[\w-]{40,}$/);
    expect(created.secret.startsWith(created.hint)).toBe(true);
    const me = await withToken(created.secret, API.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(DEMO.publishers);
    const listed = (await (await t.as(DEMO.publishers)).get(API_TOKENS_API.tokens)).json();
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, name: 'nightly export', scope: 'USER' }),
    ]);
    expect(listed[0]).not.toHaveProperty('secret');
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(created.hint.length));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.lastUsedAt).not.toBeNull();
    // Used again within the minute: the last use is not written again.
    await withToken(created.secret, API.me);
    const [again] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(again?.lastUsedAt).toEqual(row?.lastUsedAt);
  });

  it('respects tenancy and the mask: a network user’s token sees only its network', async () => {
    const { secret } = await tokenOf(DEMO.network, 'USER');
    expect(ids((await withToken(secret, '/api/publishers')).json())).toEqual([5, 6, 7]);
    expect((await withToken(secret, '/api/publishers/1')).statusCode).toBe(404);
    const notHeld = await t.app.inject({
      url: '/api/publishers',
      headers: { authorization: `Bearer ${secret}`, 'x-mask': 'PUBLISHER:1' },
    });
    expect(notHeld.statusCode).toBe(403);
  });

  it('a read-only token reads but is refused writes, also its own password change', async () => {
    const { secret } = await tokenOf(DEMO.admin, 'READ_ONLY');
    expect((await withToken(secret, '/api/publishers')).statusCode).toBe(200);
    const disable = await withToken(secret, USERS_API.disable(DEMO.designer), 'PUT');
    expect(disable.statusCode).toBe(403);
    expect(disable.json().messages).toEqual([PERMISSION_MISSING]);
    const password = await withToken(secret, API.changePassword, 'PUT', {
      currentPassword: 'Demo-pass1!',
      newPassword: 'Other-pass1!',
      confirmPassword: 'Other-pass1!',
    });
    expect(password.statusCode).toBe(403);
  });

  it('tokens are managed only after a sign-in, not with a token', async () => {
    const { secret } = await tokenOf(DEMO.revops, 'USER');
    const response = await withToken(secret, API_TOKENS_API.tokens);
    expect(response.statusCode).toBe(403);
    expect(response.json().messages).toEqual([API_TOKEN_MESSAGES.signInNeeded]);
  });

  it('stops at once (401) when revoked, expired or its user disabled; a made-up token is refused', async () => {
    const revoked = await tokenOf(DEMO.campaigns, 'USER');
    const owner = await t.as(DEMO.campaigns);
    expect((await owner.send({ method: 'DELETE', url: API_TOKENS_API.token(revoked.id) })).statusCode).toBe(
      204,
    );
    expect((await withToken(revoked.secret, API.me)).statusCode).toBe(401);
    expect((await owner.send({ method: 'DELETE', url: API_TOKENS_API.token(revoked.id) })).statusCode).toBe(
      404,
    );

    const expired = await tokenOf(DEMO.campaigns, 'USER', 'soon gone');
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await withToken(expired.secret, API.me)).statusCode).toBe(401);

    const disabled = await tokenOf(DEMO.sales, 'READ_ONLY');
    expect((await withToken(disabled.secret, API.me)).statusCode).toBe(200);
    const admin = await t.as(DEMO.admin);
    expect((await admin.put(USERS_API.disable(DEMO.sales))).statusCode).toBe(200);
    const refused = await withToken(disabled.secret, API.me);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().messages).toEqual([API_TOKEN_MESSAGES.ended]);

    expect((await withToken('adc_made-up', API.me)).statusCode).toBe(401);
  });

  it('validates name and expiry, and bounds how many a user holds', async () => {
    const bad = async (body: object) => (await create(DEMO.designer, body)).json().messages;
    expect(await bad({ name: ' ', scope: 'USER', expiresInDays: 30 })).toEqual(
      expect.arrayContaining([expect.stringContaining(API_TOKEN_MESSAGES.nameRequired)]),
    );
    expect(await bad({ name: 'x', scope: 'USER', expiresInDays: 366 })).toEqual(
      expect.arrayContaining([expect.stringContaining(API_TOKEN_MESSAGES.expiryRange)]),
    );
    for (let n = 0; n < API_TOKENS_PER_USER; n++) await tokenOf(DEMO.designer, 'READ_ONLY', `token ${n}`);
    expect(await bad({ name: 'token 0', scope: 'USER', expiresInDays: 1 })).toEqual([
      API_TOKEN_MESSAGES.tooMany,
    ]);
    const designer = await t.as(DEMO.designer);
    const [first] = (await designer.get(API_TOKENS_API.tokens)).json();
    await designer.send({ method: 'DELETE', url: API_TOKENS_API.token(first.id) });
    expect(await bad({ name: 'token 1', scope: 'USER', expiresInDays: 1 })).toEqual([
      API_TOKEN_MESSAGES.nameTaken,
    ]);
  });
  it('a revoke on one server ends the token on another at once (nothing about a token is kept)', async () => {
    const two = await buildApp({ config: testConfig(), db: t.db, logger: false, sharedDatabase: true });
    try {
      const token = await tokenOf(DEMO.owner, 'USER');
      const onTwo = () => two.inject({ url: API.me, headers: { authorization: `Bearer ${token.secret}` } });
      expect((await onTwo()).statusCode).toBe(200);
      const owner = await t.as(DEMO.owner);
      expect((await owner.send({ method: 'DELETE', url: API_TOKENS_API.token(token.id) })).statusCode).toBe(
        204,
      );
      expect((await onTwo()).statusCode).toBe(401);
    } finally {
      await two.close();
    }
  });
});
