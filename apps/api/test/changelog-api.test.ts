import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { changesOf, useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';
import { createUser, userInput } from './support/users';

type Entry = {
  id: number;
  action: string;
  entityType: string;
  entityName: string;
  user: { name: string };
  changes: { field: string; before: unknown; after: unknown }[];
};

describe('changelog: list, CSV export and revert', () => {
  const app = useDemoApp();
  const latestOf = async (entityType: string, entityId: number) =>
    (await changesOf(app.t, entityType, entityId))[0]!;

  it('lists who changed which record when, with the fields before -> after, filtered by type, user, date and text', async () => {
    const user = await createUser(app.admin, { name: 'Logged Lena' });
    await app.admin.put('/api/users', { id: user.id, version: 1, name: 'Logged Lina', roles: ['DESIGNER'] });
    const today = new Date().toISOString().slice(0, 10);
    const page = (
      await app.admin.get(`/api/changelog?entityType=USER&text=logged&dateFrom=${today}&dateTo=${today}`)
    ).json();
    expect(page.totalElements).toBe(2);
    const [update, create] = page.content as Entry[];
    expect(update).toMatchObject({
      action: 'UPDATE',
      entityName: 'Logged Lina',
      user: { name: 'Ada Admin' },
    });
    expect(update?.changes).toEqual([{ field: 'name', before: 'Logged Lena', after: 'Logged Lina' }]);
    expect(create?.action).toBe('CREATE');
    expect(
      (await app.admin.get('/api/changelog?entityType=USER&text=logged&dateTo=2000-01-01')).json()
        .totalElements,
    ).toBe(0);
    const [ada] = (await app.admin.get(`/api/users/list?search=${DEMO.admin}`)).json().content;
    const byAda = (await app.admin.get(`/api/changelog?userId=${ada.id}&text=logged`)).json();
    expect(byAda.totalElements).toBe(2);
    expect((await app.admin.get('/api/changelog?dateFrom=2026-02-01&dateTo=2026-01-01')).statusCode).toBe(
      400,
    );
  });

  it('shows a network user only its network’s changes and refuses roles without changelog-read', async () => {
    await createUser(app.admin, { name: 'Elsewhere Ed', networkId: 2 });
    const network = await app.t.as(DEMO.network);
    expect((await network.get('/api/changelog?text=elsewhere')).json().totalElements).toBe(0);
    expect((await (await app.t.as(DEMO.publisher, 'PUBLISHER:1')).get('/api/changelog')).statusCode).toBe(
      403,
    );
  });

  it("offers the user filter the authors of the caller's changes only, by name or id (issue 31)", async () => {
    const nina = await createUser(app.admin, { name: 'Authoring Nina', roles: ['ADMIN'], networkId: 2 });
    const asNina = await app.t.as(nina.email);
    expect((await asNina.post('/api/users', userInput({ networkId: 2 }))).statusCode).toBe(201);
    const authors = async (client: { get: (url: string) => Promise<{ json(): unknown }> }, query: string) =>
      (await client.get(`/api/changelog/authors?${query}`)).json();
    expect(await authors(app.admin, 'search=authoring')).toEqual([{ id: nina.id, name: 'Authoring Nina' }]);
    expect(await authors(app.admin, `id=${nina.id}`)).toEqual([{ id: nina.id, name: 'Authoring Nina' }]);
    expect(await authors(asNina, 'search=authoring')).toEqual([{ id: nina.id, name: 'Authoring Nina' }]);
    // Nina changed only network 2's records: the other network's users never learn of her.
    expect(await authors(await app.t.as(DEMO.network), 'search=authoring')).toEqual([]);
    // A user who changed nothing is not offered.
    await createUser(app.admin, { name: 'Idle Authoring Ian' });
    expect(await authors(app.admin, 'search=idle')).toEqual([]);
    expect((await app.admin.get(`/api/changelog/authors?search=${'x'.repeat(300)}`)).statusCode).toBe(400);
    expect(
      (await (await app.t.as(DEMO.publisher, 'PUBLISHER:1')).get('/api/changelog/authors')).statusCode,
    ).toBe(403);
  });

  it('exports CSV with each field by its label and its values as the screens show them', async () => {
    const user = await createUser(app.admin, { name: 'Exported Eve', roles: ['DESIGNER'] });
    await app.admin.put('/api/users', { id: user.id, version: 1, name: 'Exported Eve', roles: ['REV_OPS'] });
    const csv = (await app.admin.get('/api/changelog/csv/export?entityType=USER&text=exported')).body;
    expect(csv).toContain(',UPDATE,Roles,Designer,Rev Ops');
  });

  it('exports CSV with formula-looking cells neutralised', async () => {
    await createUser(app.admin, { name: '=HYPERLINK("http://evil.example")' });
    const csv = await app.admin.get('/api/changelog/csv/export?text=hyperlink');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await (await app.t.as(DEMO.sales)).get('/api/changelog/csv/export')).statusCode).toBe(403);
  });

  it('reverts a field change as a new tracked write, and refuses with 409 once the record moved on', async () => {
    const user = await createUser(app.admin, { name: 'Before Bea' });
    await app.admin.put('/api/users', { id: user.id, version: 1, name: 'After Bea', roles: ['DESIGNER'] });
    const rename = await latestOf('USER', user.id);
    const reverted = await app.admin.post(`/api/changelog/${rename.id}/revert`);
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ name: 'Before Bea', version: 3 });
    expect(await latestOf('USER', user.id)).toMatchObject({
      action: 'UPDATE',
      after: { name: 'Before Bea' },
    });
    const again = await app.admin.post(`/api/changelog/${rename.id}/revert`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 2003, messages: [CHANGELOG_MESSAGES.movedOn] });
    const created = (await changesOf(app.t, 'USER', user.id)).at(-1)!;
    expect((await app.admin.post(`/api/changelog/${created.id}/revert`)).json().messages).toEqual([
      CHANGELOG_MESSAGES.notRevertible,
    ]);
  });

  it('reverting an archive unarchives the record', async () => {
    const partner = (
      await app.admin.post('/api/dp', {
        displayName: 'Revert Partner',
        integrationType: 'ORTB',
        endpointUrl: 'https://bid.example.com/rtb',
        defaultBidFloor: 1,
      })
    ).json();
    expect((await app.admin.put(`/api/dp/${partner.id}/archive`, { version: 1 })).statusCode).toBe(200);
    const archive = await latestOf('DEMAND_PARTNER', partner.id);
    const reverted = await app.admin.post(`/api/changelog/${archive.id}/revert`);
    expect(reverted.json()).toMatchObject({ status: 'ACTIVE', version: 3 });
    expect(await latestOf('DEMAND_PARTNER', partner.id)).toMatchObject({ action: 'UNARCHIVE' });
  });

  it('reverts a field edit of a demand partner, a placement and a connection, then refuses with 409', async () => {
    const build = builders(app.t);
    const partner = await build.partner({ displayName: 'Field Partner' });
    const placement = await build.placement({ name: 'Field Placement' });
    const connection = await build.connection({ name: 'Field Connection', partner });
    const cases = [
      { type: 'DEMAND_PARTNER', path: `/api/dp/${partner.id}`, field: 'displayName', id: partner.id },
      { type: 'PLACEMENT', path: `/api/placements/${placement.id}`, field: 'name', id: placement.id },
      {
        type: 'CONNECTION',
        path: `/api/dp/${partner.id}/connections/${connection.id}`,
        field: 'name',
        id: connection.id,
      },
    ];
    for (const { type, path, field, id } of cases) {
      const dto = (await app.admin.get(path)).json();
      const input = { ...dto, publisherId: dto.publisher?.id, networkId: dto.network?.id ?? null };
      const edited = await app.admin.put(path, { ...input, [field]: `${dto[field]} edited` });
      expect(edited.statusCode, type).toBe(200);
      const edit = await latestOf(type, id);
      const reverted = await app.admin.post(`/api/changelog/${edit.id}/revert`);
      expect(reverted.statusCode, type).toBe(200);
      expect(reverted.json()[field], type).toBe(dto[field]);
      expect(await latestOf(type, id), type).toMatchObject({
        action: 'UPDATE',
        before: { [field]: `${dto[field]} edited` },
        after: { [field]: dto[field] },
      });
      const again = await app.admin.post(`/api/changelog/${edit.id}/revert`);
      expect(again.json(), type).toEqual({ code: 2003, messages: [CHANGELOG_MESSAGES.movedOn] });
    }
  });

  it('a revert needs the permission of the write it makes', async () => {
    const user = await createUser(app.admin, { name: 'Guarded Gil' });
    await app.admin.put('/api/users', { id: user.id, version: 1, name: 'Guarded Gail', roles: ['DESIGNER'] });
    const change = await latestOf('USER', user.id);
    expect(
      (await (await app.t.as(DEMO.readonly)).post(`/api/changelog/${change.id}/revert`)).statusCode,
    ).toBe(403);
  });
});
