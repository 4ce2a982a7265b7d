import { permissionsOf } from '@adcast/domain/permissions';
import { USER_MESSAGES } from '@adcast/domain/users/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { deleteUser, setUserEnabled } from '../src/modules/users/status-service';
import { useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';
import { createUser, userInput } from './support/users';

describe('users: privilege escalation, self-service and the last admin', () => {
  const app = useDemoApp();

  it('a network admin cannot create an admin without a network or in another network', async () => {
    const network = await app.t.as(DEMO.network);
    const noNetwork = await network.post('/api/users', userInput({ roles: ['ADMIN'] }));
    expect(noNetwork.statusCode).toBe(201);
    expect(noNetwork.json().network).toEqual({ id: 3, name: 'CTVBuyer' });
    const elsewhere = await network.post('/api/users', userInput({ roles: ['ADMIN'], networkId: 1 }));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().messages).toEqual([USER_MESSAGES.ownNetworkOnly]);
    expect((await network.post('/api/networks/1/user', userInput({ roles: ['ADMIN'] }))).statusCode).toBe(
      403,
    );
  });

  it('a network admin manages only its network’s users', async () => {
    const outsider = await createUser(app.admin, { networkId: 2 });
    const network = await app.t.as(DEMO.network);
    expect((await network.put(`/api/users/${outsider.email}/disable`)).statusCode).toBe(404);
    const edit = { id: outsider.id, version: outsider.version, name: 'Taken over', roles: ['DESIGNER'] };
    expect((await network.put('/api/users', edit)).statusCode).toBe(404);
  });

  it('nobody grants a role it does not hold: a sales representative cannot create or promote an admin', async () => {
    const sales = await app.t.as(DEMO.sales);
    const refused = await sales.post('/api/users', userInput({ roles: ['ADMIN'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([USER_MESSAGES.roleNotGrantable('Admin')]);
    const peer = await createUser(sales, { roles: ['SALES_REPRESENTATIVE'] });
    const promote = { id: peer.id, version: peer.version, name: 'Peer', roles: ['ADMIN'] };
    expect((await sales.put('/api/users', promote)).statusCode).toBe(403);
    const admin = await createUser(app.admin, { roles: ['ADMIN'] });
    expect((await sales.put(`/api/users/${admin.email}/disable`)).json().messages).toEqual([
      USER_MESSAGES.notManageable,
    ]);
  });

  it('a user cannot change its own roles, nor disable or delete itself', async () => {
    const self = await createUser(app.admin, { roles: ['SALES_REPRESENTATIVE'] });
    const client = await app.t.as(self.email);
    const own = {
      id: self.id,
      version: self.version,
      name: 'Me',
      roles: ['SALES_REPRESENTATIVE', 'PUBLISHER'],
      publisherIds: [1],
    };
    const refused = await client.put('/api/users', own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([USER_MESSAGES.ownRoles]);
    const rename = await client.put('/api/users', {
      ...own,
      roles: ['SALES_REPRESENTATIVE'],
      publisherIds: [],
    });
    expect(rename.statusCode).toBe(200);
    expect((await client.put(`/api/users/${self.email}/disable`)).json()).toEqual({
      code: 2005,
      messages: [USER_MESSAGES.notYourself],
    });
    const deleted = await client.send({ method: 'DELETE', url: `/api/users?username=${self.email}` });
    expect(deleted.json().messages).toEqual([USER_MESSAGES.notYourself]);
  });

  it('disabling a user ends its open session at once; enabling lets it sign in again', async () => {
    const user = await createUser(app.admin, { roles: ['DESIGNER'] });
    const session = await app.t.as(user.email);
    expect((await session.get('/api/users/me')).statusCode).toBe(200);
    const disabled = await app.admin.put(`/api/users/${user.email}/disable`);
    expect(disabled.json()).toMatchObject({ status: 'DISABLED' });
    expect((await session.get('/api/users/me')).statusCode).toBe(401);
    expect((await app.admin.put(`/api/users/${user.email}/disable`)).json().messages).toEqual([
      USER_MESSAGES.alreadyDisabled,
    ]);
    expect((await app.admin.put(`/api/users/${user.email}/enable`)).json()).toMatchObject({
      status: 'ENABLED',
    });
    expect((await (await app.t.as(user.email)).get('/api/users/me')).statusCode).toBe(200);
  });

  /** Disables every enabled admin outside a network but these, as the demo admin. */
  async function leaveOnlyAdmins(...keep: string[]) {
    const page = (await app.admin.get('/api/users/list?size=1000&status=ENABLED')).json() as {
      content: { email: string; roles: string[]; network: unknown }[];
    };
    const others = page.content.filter(
      (u) => u.roles.includes('ADMIN') && u.network === null && ![DEMO.admin, ...keep].includes(u.email),
    );
    for (const user of others)
      expect((await app.admin.put(`/api/users/${user.email}/disable`)).statusCode).toBe(200);
  }

  it('the last enabled admin can be neither disabled nor deleted, even by an admin whose own account just ended', async () => {
    const deputy = await createUser(app.admin, { roles: ['ADMIN'] });
    await leaveOnlyAdmins(deputy.email);
    expect((await app.admin.put(`/api/users/${deputy.email}/disable`)).statusCode).toBe(200);
    // The deputy's request was let in just before its account was disabled: the service still counts.
    const identity = await app.t.app.deps.identities.get(deputy.id);
    const auth = { user: identity!, mask: { role: 'ADMIN' as const }, permissions: permissionsOf('ADMIN') };
    const ctx = { deps: app.t.app.deps, auth };
    await expect(setUserEnabled(ctx, DEMO.admin, false)).rejects.toMatchObject({
      status: 422,
      messages: [USER_MESSAGES.lastAdmin],
    });
    await expect(deleteUser(ctx, DEMO.admin)).rejects.toMatchObject({ messages: [USER_MESSAGES.lastAdmin] });
    expect((await app.admin.put(`/api/users/${deputy.email}/enable`)).statusCode).toBe(200);
  });

  it('two admins disabling each other at once leave one of them enabled', async () => {
    const first = await createUser(app.admin, { roles: ['ADMIN'] });
    const second = await createUser(app.admin, { roles: ['ADMIN'] });
    await leaveOnlyAdmins(first.email, second.email);
    const a = await app.t.as(first.email);
    const b = await app.t.as(second.email);
    expect((await a.put(`/api/users/${DEMO.admin}/disable`)).statusCode).toBe(200);
    await Promise.all([
      a.put(`/api/users/${second.email}/disable`),
      b.put(`/api/users/${first.email}/disable`),
    ]);
    const enabledAdmins = await app.t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.enabled, true), inArray(users.id, [first.id, second.id])));
    expect(enabledAdmins).toHaveLength(1);
  });
});
