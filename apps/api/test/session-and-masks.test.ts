import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { createTestApp, DEMO, DEMO_PASSWORD, type TestApp } from './support/test-app';

describe('session and working mask', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/users/me needs no mask and returns the roles, publishers, content owners and network', async () => {
    const response = await (await t.as(DEMO.network)).get('/api/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['ADMIN'], network: { id: 3, name: 'CTVBuyer' } });
    const multi = (await (await t.as(DEMO.multi)).get('/api/users/me')).json();
    expect(multi).toMatchObject({
      roles: ['ADMIN', 'PUBLISHER', 'CONTENT_OWNER'],
      publisherIds: [1, 2],
      contentOwnerIds: [2],
    });
  });

  it('uses the default mask when no X-Mask is sent (a single-publisher user sees its publisher)', async () => {
    const response = await (await t.as(DEMO.publisher)).get('/api/publishers');
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((p: { id: number }) => p.id)).toEqual([1]);
  });

  it('answers 403 without X-Mask when the user has no default mask', async () => {
    for (const email of [DEMO.multi, DEMO.publishers, DEMO.campaigns]) {
      const response = await (await t.as(email)).get('/api/publishers');
      expect(response.statusCode, email).toBe(403);
      expect(response.json().code).toBe(1003);
    }
  });

  it('refuses a mask the user does not hold with 403', async () => {
    const cases: [string, string][] = [
      [DEMO.publisher, 'ADMIN'],
      [DEMO.multi, 'PUBLISHER:3'],
      [DEMO.multi, 'CONTENT_OWNER:1'],
      [DEMO.multi, 'SALES_REPRESENTATIVE'],
      [DEMO.multi, 'REV_OPS'],
      [DEMO.owner, 'PUBLISHER:1'],
    ];
    for (const [email, mask] of cases) {
      const response = await (await t.as(email, mask)).get('/api/publishers');
      expect(response.statusCode, `${email} as ${mask}`).toBe(403);
    }
  });

  it('refuses a malformed X-Mask with 403', async () => {
    for (const mask of ['admin', 'ADMIN:1', 'PUBLISHER:x', 'PUBLISHER:0', 'NOBODY']) {
      expect((await (await t.as(DEMO.multi, mask)).get('/api/publishers')).statusCode, mask).toBe(403);
    }
  });

  it('accepts every mask the user holds: ADMIN, PUBLISHER:1, PUBLISHER:2, CONTENT_OWNER:2', async () => {
    for (const mask of ['ADMIN', 'PUBLISHER:1', 'PUBLISHER:2', 'CONTENT_OWNER:2']) {
      expect((await (await t.as(DEMO.multi, mask)).get('/api/publishers')).statusCode, mask).toBe(200);
    }
  });

  it('a disabled account ends its existing tokens', async () => {
    const client = await t.as(DEMO.sales);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
    const [sales] = await t.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.email, DEMO.sales))
      .returning();
    t.app.deps.identities.forget(sales!.id);
    const after = await client.get('/api/users/me');
    expect(after.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO.sales, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('PUT /api/users/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = (
    currentPassword: string,
    newPassword = 'Brand-new2$',
    confirmationPassword = newPassword,
  ) => ({
    currentPassword,
    newPassword,
    confirmationPassword,
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const client = await t.as(DEMO.designer);
    const response = await client.put('/api/users/change-password', body('Not-mine1!'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 2005, messages: [SERVER_MESSAGES.currentPasswordWrong] });
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
  });

  it("refuses a weak or unconfirmed new password: 'Passwords do not match!'", async () => {
    const client = await t.as(DEMO.designer);
    const weak = await client.put('/api/users/change-password', body(DEMO_PASSWORD, 'short'));
    expect(weak.statusCode).toBe(400);
    const mismatch = await client.put(
      '/api/users/change-password',
      body(DEMO_PASSWORD, 'Brand-new2$', 'Brand-new3$'),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().messages.join(' ')).toContain('Passwords do not match!');
  });

  it('ends the old tokens and answers a new one that keeps this session going', async () => {
    const client = await t.as(DEMO.designer);
    const response = await client.put('/api/users/change-password', body(DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
    const { accessToken } = JSON.parse(response.body) as { accessToken: string };
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
    const fresh = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(fresh.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO.designer, password: 'Brand-new2$' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
