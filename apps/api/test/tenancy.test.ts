import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const ids = (body: { content: { id: number }[] }) => body.content.map((row) => row.id);

describe('publishers, content owners and networks: who sees what', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an admin sees every publisher, sorted by name, paged, with the total', async () => {
    const page = (await (await t.as(DEMO.admin)).get('/api/publishers?page=1&size=3')).json();
    expect(page.totalElements).toBe(8);
    expect(page.content.map((p: { name: string }) => p.name)).toEqual([
      'Driftwood Kids',
      'Evergreen News 24',
      'Foxglove Cinema',
    ]);
  });

  it('filters by ids (comma-joined or repeated) and by name, case-insensitively', async () => {
    const admin = await t.as(DEMO.admin);
    expect(ids((await admin.get('/api/publishers?ids=2,4')).json())).toEqual([2, 4]);
    expect(ids((await admin.get('/api/publishers?ids=2&ids=4')).json())).toEqual([2, 4]);
    expect(ids((await admin.get('/api/publishers?name=HARBOR')).json())).toEqual([2]);
    expect((await admin.get('/api/publishers?name=%25')).json().totalElements).toBe(0);
    expect(ids((await admin.get('/api/publishers?networkIds=2,3')).json())).toEqual([3, 5, 6, 7]);
  });

  it('a network user sees only its network: list, by id, and networks', async () => {
    const network = await t.as(DEMO.network);
    expect(ids((await network.get('/api/publishers')).json())).toEqual([5, 6, 7]);
    expect(ids((await network.get('/api/publishers?ids=1,5')).json())).toEqual([5]);
    expect((await network.get('/api/publishers/5')).json()).toMatchObject({
      id: 5,
      network: { id: 3, name: 'CTVBuyer' },
    });
    const other = await network.get('/api/publishers/1');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 1004, messages: ['Publisher not found'] });
    expect((await network.get('/api/networks')).json()).toEqual([{ id: 3, name: 'CTVBuyer' }]);
    expect(ids((await network.get('/api/co')).json())).toEqual([3]);
  });

  it('with X-Mask PUBLISHER:2 the publisher answers hold only publisher 2, not all of the user’s', async () => {
    const publishers = await t.as(DEMO.publishers, 'PUBLISHER:2');
    expect(ids((await publishers.get('/api/publishers')).json())).toEqual([2]);
    expect(ids((await publishers.get('/api/publishers?ids=1,2,4')).json())).toEqual([2]);
    expect((await publishers.get('/api/publishers/2')).statusCode).toBe(200);
    for (const other of [1, 3, 4]) {
      expect((await publishers.get(`/api/publishers/${other}`)).statusCode, `publisher ${other}`).toBe(404);
    }
  });

  it('the user’s own publishers and content owners are listed without a mask (chooser and switch account)', async () => {
    const publishers = await t.as(DEMO.publishers);
    expect(ids((await publishers.get('/api/users/me/publishers')).json())).toEqual([1, 2, 4]);
    expect(ids((await publishers.get('/api/users/me/co')).json())).toEqual([]);
    const multi = await t.as(DEMO.multi);
    expect(ids((await multi.get('/api/users/me/co')).json())).toEqual([2]);
    expect((await t.app.inject({ url: '/api/users/me/publishers' })).statusCode).toBe(401);
  });

  it("the content owner list is filtered to the user's own ids", async () => {
    const owner = await t.as(DEMO.owner);
    expect(ids((await owner.get('/api/co')).json())).toEqual([1]);
    expect(ids((await owner.get('/api/co?coIds=1,2,3')).json())).toEqual([1]);
    const multi = await t.as(DEMO.multi, 'CONTENT_OWNER:2');
    expect(ids((await multi.get('/api/co?coIds=1,2')).json())).toEqual([2]);
    const admin = await t.as(DEMO.admin);
    expect(ids((await admin.get('/api/co?coIds=1,2')).json())).toEqual([1, 2]);
  });

  it('refuses bad query values with a message', async () => {
    const response = await (await t.as(DEMO.admin)).get('/api/publishers?ids=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(2001);
    const tooBig = await (await t.as(DEMO.admin)).get('/api/publishers?size=100000');
    expect(tooBig.statusCode).toBe(400);
  });
});
