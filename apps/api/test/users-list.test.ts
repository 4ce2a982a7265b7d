import { permissionsOf } from '@adcast/domain/permissions';
import { UserCountFilterSchema } from '@adcast/domain/users/users';
import { describe, expect, it } from 'vitest';
import { ReadMemo } from '../src/db/read-memo';
import type { AuthContext } from '../src/http/auth';
import { countUsersByStatus } from '../src/modules/users/list-service';
import { useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';
import { createUser } from './support/users';

const adminAuth: AuthContext = {
  user: {
    id: 1,
    email: 'a@b.test',
    name: 'A',
    enabled: true,
    tokenVersion: 1,
    roles: ['ADMIN'],
    publisherIds: [],
    contentOwnerIds: [],
    network: null,
  },
  mask: { role: 'ADMIN' },
  permissions: permissionsOf('ADMIN'),
};

type UserRow = { id: number; email: string; name: string; status: string; network: { id: number } | null };
type UserPage = { content: UserRow[]; totalElements: number };

describe('users list and status tiles', () => {
  const app = useDemoApp();

  it('answers a page of users with their roles, publishers, content owners, network and status', async () => {
    const response = await app.admin.get('/api/users/list?search=paula');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalElements: 1,
      content: [
        expect.objectContaining({
          email: DEMO.publisher,
          name: 'Paula Publisher',
          roles: ['PUBLISHER'],
          publisherIds: [1],
          publishers: [{ id: 1, name: 'Aurora Streaming' }],
          contentOwnerIds: [],
          contentOwners: [],
          network: null,
          status: 'ENABLED',
        }),
      ],
    });
  });

  it('searches name or e-mail in any letter case, sorts and pages', async () => {
    const tag = `zebra${Date.now()}`;
    for (const name of ['Charlie', 'alpha', 'Bravo']) {
      await createUser(app.admin, { name: `${name} ${tag}` });
    }
    await createUser(app.admin, { name: 'Delta', email: `delta.${tag}@example.test` });
    const byName = (
      await app.admin.get(`/api/users/list?search=${tag.toUpperCase()}&sortProperty=name&sortDirection=asc`)
    ).json() as UserPage;
    expect(byName.totalElements).toBe(4);
    expect(byName.content.map((u) => u.name)).toEqual([
      `alpha ${tag}`,
      `Bravo ${tag}`,
      `Charlie ${tag}`,
      'Delta',
    ]);
    const second = (
      await app.admin.get(`/api/users/list?search=${tag}&sortProperty=name&sortDirection=desc&page=1&size=3`)
    ).json() as UserPage;
    expect(second).toMatchObject({ totalElements: 4, content: [{ name: `alpha ${tag}` }] });
    const bad = await app.admin.get('/api/users/list?sortProperty=password');
    expect(bad.statusCode).toBe(400);
  });

  it('counts Enabled and Disabled users for the tiles, and filters the list by status', async () => {
    const tag = `tiles${Date.now()}`;
    const one = await createUser(app.admin, { name: `One ${tag}` });
    await createUser(app.admin, { name: `Two ${tag}` });
    expect((await app.admin.put(`/api/users/${one.email}/disable`)).statusCode).toBe(200);
    const tiles = await app.admin.get(`/api/users/count-by-status?search=${tag}`);
    expect(tiles.json()).toEqual([
      { status: 'ENABLED', count: 1 },
      { status: 'DISABLED', count: 1 },
    ]);
    const disabled = (
      await app.admin.get(`/api/users/list?search=${tag}&status=DISABLED`)
    ).json() as UserPage;
    expect(disabled.content.map((u) => u.email)).toEqual([one.email]);
  });

  it("stops counting a tile at the cap and marks it capped ('10,000+'), the other tile exact", async () => {
    const tag = `cap${Date.now()}`;
    for (const n of [1, 2, 3]) await createUser(app.admin, { name: `User ${n} ${tag}` });
    const filter = UserCountFilterSchema.parse({ search: tag });
    expect(await countUsersByStatus(app.t.db, new ReadMemo(), adminAuth, filter, 2)).toEqual([
      { status: 'ENABLED', count: 2, capped: true },
      { status: 'DISABLED', count: 0 },
    ]);
    expect(await countUsersByStatus(app.t.db, new ReadMemo(), adminAuth, filter, 3)).toEqual([
      { status: 'ENABLED', count: 3 },
      { status: 'DISABLED', count: 0 },
    ]);
  });

  it('shows a network user only its own network’s users', async () => {
    const network = await app.t.as(DEMO.network);
    const page = (await network.get('/api/users/list?size=100')).json() as UserPage;
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((u) => u.network?.id === 3)).toBe(true);
    const foreign = (await network.get('/api/users/list?networkId=2')).json() as UserPage;
    expect(foreign.totalElements).toBe(0);
  });

  it('shows a publisher user the users of its publisher only, and refuses another publisher’s users', async () => {
    const colleague = await createUser(app.admin, { roles: ['PUBLISHER'], publisherIds: [2] });
    const publisher = await app.t.as(DEMO.publisher, 'PUBLISHER:1');
    const own = (await publisher.get('/api/users/list?size=100')).json() as UserPage;
    expect(own.content.map((u) => u.email)).toContain(DEMO.publisher);
    expect(own.content.map((u) => u.email)).not.toContain(colleague.email);
    expect((await publisher.get('/api/users/list?publisherId=2')).statusCode).toBe(403);
    expect((await publisher.get('/api/users/count-by-status?publisherId=2')).statusCode).toBe(403);
  });

  it('refuses the list to a role without users-read that is no publisher or content owner', async () => {
    const designer = await app.t.as(DEMO.designer);
    expect((await designer.get('/api/users/list')).statusCode).toBe(403);
  });
});
