import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { describe, expect, it } from 'vitest';
import { changesOf, useDemoApp } from './support/demand';
import { DEMO } from './support/test-app';
import { createUser } from './support/users';

const ids = (body: { id: number }[]) => body.map((network) => network.id);

describe('networks: who sees which, brand as data', () => {
  const app = useDemoApp();

  it('answers every network to an admin, only its own to a network user, and nothing foreign to publishers and content owners', async () => {
    expect(ids((await app.admin.get('/api/networks')).json())).toEqual([1, 2, 3]);
    expect((await (await app.t.as(DEMO.network)).get('/api/networks')).json()).toEqual([
      { id: 3, name: 'CTVBuyer' },
    ]);
    // Paula's publisher 1 and Olive's content owner 1 belong to no network.
    expect((await (await app.t.as(DEMO.publisher, 'PUBLISHER:1')).get('/api/networks')).json()).toEqual([]);
    expect((await (await app.t.as(DEMO.owner)).get('/api/networks')).json()).toEqual([]);
    expect((await (await app.t.as(DEMO.designer, 'DESIGNER')).get('/api/networks')).json()).toEqual([]);
    const cascade = await createUser(app.admin, { roles: ['PUBLISHER'], publisherIds: [3] });
    const publisherOf3 = await app.t.as(cascade.email, 'PUBLISHER:3');
    expect((await publisherOf3.get('/api/networks')).json()).toEqual([
      { id: 2, name: 'Northwind Media Group' },
    ]);
  });

  it('gives a network user its network’s brand from the data (CTVBuyer in the demo seed), others none', async () => {
    const brand = await (await app.t.as(DEMO.network)).get('/api/networks/my-brand');
    expect(brand.json()).toEqual({
      title: 'CTVBuyer',
      logo: null,
      favicon: '/favicon-ctvbuyer.ico',
      primaryColour: null,
    });
    expect((await app.admin.get('/api/networks/my-brand')).json()).toBeNull();
  });

  it('creates and edits a network with its brand, checking the colour pattern and the version', async () => {
    const bad = await app.admin.post('/api/networks', { name: 'Bad', brand: { primaryColour: '#12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([`brand.primaryColour: ${FIELD_MESSAGES.hexColour}`]);
    const created = await app.admin.post('/api/networks', {
      name: ' Riverbend ',
      domain: 'riverbend.tv',
      brand: { title: 'Riverbend', primaryColour: '#0a7cff', logo: 'https://cdn.riverbend.tv/logo.png' },
    });
    expect(created.statusCode).toBe(201);
    const network = created.json();
    expect(network).toMatchObject({
      name: 'Riverbend',
      domain: 'riverbend.tv',
      brand: { primaryColour: '#0a7cff' },
      version: 1,
    });
    const edit = { name: 'Riverbend TV', brand: { title: 'Riverbend TV' }, version: 1 };
    const edited = await app.admin.put(`/api/networks/${network.id}`, edit);
    expect(edited.json()).toMatchObject({
      name: 'Riverbend TV',
      brand: { title: 'Riverbend TV', primaryColour: null },
      version: 2,
    });
    expect((await app.admin.put(`/api/networks/${network.id}`, edit)).statusCode).toBe(409);
    expect((await changesOf(app.t, 'NETWORK', network.id)).map((c) => c.action)).toEqual([
      'UPDATE',
      'CREATE',
    ]);
  });

  it('a network user edits only its own network and creates none', async () => {
    const network = await app.t.as(DEMO.network);
    expect((await network.get('/api/networks/2')).statusCode).toBe(404);
    expect((await network.put('/api/networks/2', { name: 'Mine now', version: 1 })).statusCode).toBe(404);
    expect((await network.post('/api/networks', { name: 'Another' })).statusCode).toBe(403);
  });
});
