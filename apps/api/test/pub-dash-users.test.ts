import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { changesOf } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

let serial = 0;
const person = () => {
  serial += 1;
  return { email: `pub-user${serial}-${process.pid}@example.test`, name: `Publisher user ${serial}` };
};

/** Part 2 §7 /api/pub-dash/users: a publisher user adds and renames its own publisher's users, the role fixed. */
describe('pub-dash users', () => {
  let t: TestApp;
  let b: Builders;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
  });
  afterAll(() => t.close());

  const publisherUser = async (publisherId: number) =>
    (await b.user({ roles: ['PUBLISHER'], publisherIds: [publisherId] }, { role: 'PUBLISHER', publisherId }))
      .client;

  it('creates a user with the publisher role and the mask’s publisher, whatever else is sent', async () => {
    const network = await b.network();
    const publisher = await b.publisher({ networkId: network.id });
    const other = await b.publisher();
    const caller = await publisherUser(publisher.id);
    const res = await caller.post('/api/pub-dash/users', {
      ...person(),
      password: 'Strong-pass1!',
      roles: ['ADMIN'],
      publisherIds: [other.id],
      networkId: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roles: ['PUBLISHER'],
      publisherIds: [publisher.id],
      network: { id: network.id },
    });
    const [created] = await changesOf(t, 'USER', res.json().id);
    expect(created?.action).toBe('CREATE');
    const listed = (await caller.get(`/api/users/list?publisherId=${publisher.id}`)).json();
    expect(listed.content.map((user: { id: number }) => user.id)).toContain(res.json().id);
  });

  it('renames its publisher’s user, keeps the role; another publisher’s user is not found', async () => {
    const publisher = await b.publisher();
    const other = await b.publisher();
    const caller = await publisherUser(publisher.id);
    const mine = (await caller.post('/api/pub-dash/users', person())).json();
    const renamed = await caller.put('/api/pub-dash/users', {
      id: mine.id,
      version: mine.version,
      name: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Renamed',
      roles: ['PUBLISHER'],
      publisherIds: [publisher.id],
    });
    const stale = await caller.put('/api/pub-dash/users', {
      id: mine.id,
      version: mine.version,
      name: 'Late',
    });
    expect(stale.statusCode).toBe(409);

    const theirs = (await (await publisherUser(other.id)).post('/api/pub-dash/users', person())).json();
    const hidden = await caller.put('/api/pub-dash/users', {
      id: theirs.id,
      version: theirs.version,
      name: 'x',
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a user with a role the publisher does not hold (403), and every mask but a publisher’s', async () => {
    const publisher = await b.publisher();
    const caller = await publisherUser(publisher.id);
    const sales = await b.user({ roles: ['SALES_REPRESENTATIVE'], publisherIds: [publisher.id] });
    const refused = await caller.put('/api/pub-dash/users', {
      id: sales.id,
      version: sales.version,
      name: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
    expect((await admin.post('/api/pub-dash/users', person())).statusCode).toBe(403);
    const owner = await b.contentOwner();
    const ownerUser = (
      await b.user(
        { roles: ['CONTENT_OWNER'], contentOwnerIds: [owner.id] },
        { role: 'CONTENT_OWNER', contentOwnerId: owner.id },
      )
    ).client;
    expect((await ownerUser.post('/api/pub-dash/users', person())).statusCode).toBe(403);
  });

  it('changes the publisher user’s own password: a wrong current one is refused, the new one signs in', async () => {
    const publisher = await b.publisher();
    const caller = await publisherUser(publisher.id);
    const me = person();
    expect((await caller.post('/api/pub-dash/users', { ...me, password: 'Strong-pass1!' })).statusCode).toBe(
      201,
    );
    const self = await t.as(me.email, { role: 'PUBLISHER', publisherId: publisher.id });
    const change = (currentPassword: string) => ({
      currentPassword,
      newPassword: 'Brand-new2$',
      confirmationPassword: 'Brand-new2$',
    });

    const wrong = await self.put('/api/pub-dash/users/change-password', change('Not-mine1!'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 2005, messages: [SERVER_MESSAGES.currentPasswordWrong] });

    const changed = await self.put('/api/pub-dash/users/change-password', change('Strong-pass1!'));
    expect(changed.statusCode).toBe(200);
    expect(JSON.parse(changed.body)).toHaveProperty('accessToken');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: me.email, password: 'Brand-new2$' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is a publisher dashboard call: another mask changes no password there (403)', async () => {
    const owner = await b.contentOwner();
    const ownerUser = (
      await b.user(
        { roles: ['CONTENT_OWNER'], contentOwnerIds: [owner.id] },
        { role: 'CONTENT_OWNER', contentOwnerId: owner.id },
      )
    ).client;
    const refused = await ownerUser.put('/api/pub-dash/users/change-password', {
      currentPassword: 'Strong-pass1!',
      newPassword: 'Brand-new2$',
      confirmationPassword: 'Brand-new2$',
    });
    expect(refused.statusCode).toBe(403);
  });

  it("a publisher's users card shows of each co-user only its own publisher and role, never staff roles or other tenants", async () => {
    const network = await b.network();
    const own = await b.publisher({ networkId: network.id });
    const other = await b.publisher();
    const owner = await b.contentOwner();
    const multi = await b.user({
      roles: ['ADMIN', 'PUBLISHER', 'CONTENT_OWNER'],
      networkId: network.id,
      publisherIds: [own.id, other.id],
      contentOwnerIds: [owner.id],
    });
    const page = await (await publisherUser(own.id)).get(`/api/users/list?publisherId=${own.id}&size=100`);
    expect(page.statusCode).toBe(200);
    const seen = page.json().content.find((user: { id: number }) => user.id === multi.id);
    expect(seen).toMatchObject({
      roles: ['PUBLISHER'],
      publisherIds: [own.id],
      publishers: [{ id: own.id }],
      contentOwnerIds: [],
      contentOwners: [],
    });
  });
});
