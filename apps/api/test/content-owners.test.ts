import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentOwners } from '../src/db/schema/tenancy';
import { type Builders, builders } from './support/builders';
import { countsOf } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;
const ids = (body: { content: { id: number }[] }) => body.content.map((row) => row.id);

/** The content owners list (name, status) and one owner's details, within each user's boundary. */
describe('content owners: list and details', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  const word = `owner-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  it('filters the list by name and by status', async () => {
    const active = await b.contentOwner({ name: `${word} Active` });
    const archived = await b.contentOwner({ name: `${word} Archived` });
    await t.db.update(contentOwners).set({ status: 'ARCHIVED' }).where(eq(contentOwners.id, archived.id));
    expect(ids((await admin.get(`/api/co?name=${word}`)).json())).toEqual([active.id, archived.id]);
    expect(ids((await admin.get(`/api/co?name=${word}&status=ARCHIVED`)).json())).toEqual([archived.id]);
    expect(ids((await admin.get(`/api/co?name=${word}&status=ACTIVE,ARCHIVED`)).json())).toHaveLength(2);
    expect(countsOf((await admin.get(`/api/co/count-by-status?name=${word}`)).json())).toMatchObject({
      ACTIVE: 1,
      ARCHIVED: 1,
    });
    const bad = await admin.get('/api/co?status=GONE');
    expect(bad.statusCode).toBe(400);
  });

  it('answers one owner’s details to a user who may see it', async () => {
    const owner = await b.contentOwner({ name: `${word} Details` });
    const res = await admin.get(`/api/co/${owner.id}/details`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.id,
      name: `${word} Details`,
      status: 'ACTIVE',
      network: null,
      logoUrl: null,
      revenueModel: 'REVSHARE',
      contractTerm: null,
      share: null,
      version: 1,
    });
  });

  it('hides another network’s owner, and another owner from a content owner user', async () => {
    const mine = await b.network();
    const theirs = await b.network();
    const inside = await b.contentOwner({ networkId: mine.id });
    const outside = await b.contentOwner({ networkId: theirs.id });
    const networkAdmin = (await b.user({ roles: ['ADMIN'], networkId: mine.id }, { role: 'ADMIN' })).client;
    expect((await networkAdmin.get(`/api/co/${inside.id}/details`)).statusCode).toBe(200);
    const hidden = await networkAdmin.get(`/api/co/${outside.id}/details`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 1004, messages: ['Content owner not found'] });

    const coUser = (
      await b.user(
        { roles: ['CONTENT_OWNER'], contentOwnerIds: [inside.id] },
        { role: 'CONTENT_OWNER', contentOwnerId: inside.id },
      )
    ).client;
    expect((await coUser.get(`/api/co/${inside.id}/details`)).statusCode).toBe(200);
    expect((await coUser.get(`/api/co/${outside.id}/details`)).statusCode).toBe(404);
  });

  it('refuses an id that is no id with a 400', async () => {
    const res = await admin.get('/api/co/abc/details');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.length).toBeGreaterThan(0);
  });
});
