import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { Placement } from '@adcast/domain/inventory/placements';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { changelogCount, changesOf, ids, type PageBody, useDemoApp } from './support/demand';

const byName = (a: Placement, b: Placement) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

describe('"Placements dialog for a connection" and assigning placements', () => {
  const app = useDemoApp();
  const placementsOf = async (dpId: number, id: number, query = '') =>
    (
      await app.admin.get(`/api/dp/${dpId}/connections/${id}/placements${query}`)
    ).json() as PageBody<Placement>;

  it('"Placements dialog sorts by name ascending", pages of 10 with the total', async () => {
    const everything = await placementsOf(1, 1, '?size=100');
    expect(everything.totalElements).toBe(34);
    expect(ids(everything)).toEqual(ids({ content: [...everything.content].sort(byName) }));
    const first = await placementsOf(1, 1);
    expect(first.content).toHaveLength(10);
    expect(ids(first)).toEqual(ids(everything).slice(0, 10));
    const last = await placementsOf(1, 1, '?page=3');
    expect(ids(last)).toEqual(ids(everything).slice(30));
    expect(first.content[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      status: expect.stringMatching(/^(ACTIVE|INACTIVE|ARCHIVED)$/),
      deliveryType: expect.any(String),
      bidFloor: expect.any(Number),
      cpm: expect.any(Number),
      publisher: { id: expect.any(Number), name: expect.any(String) },
      type: expect.any(String),
      platform: expect.any(String),
      auctionType: 'FIRST_PRICE',
      tmaxMs: null,
      networkId: null,
      targetingSetId: null,
      createdOn: expect.any(String),
      updatedOn: expect.any(String),
      version: 1,
    });
  });

  it('sorts by another column when asked, and a connection without placements has none', async () => {
    const byFloor = await placementsOf(1, 1, '?size=100&sortProperty=bidFloor&sortDirection=desc');
    const floors = byFloor.content.map((row) => row.bidFloor);
    expect(floors).toEqual([...floors].sort((a, b) => b - a));
    expect(await placementsOf(1, 25)).toEqual({ content: [], totalElements: 0 });
    expect((await app.admin.get('/api/dp/2/connections/1/placements')).statusCode).toBe(404);
  });

  it('assigns exactly the placements given, keeps the count and records before and after', async () => {
    const build = builders(app.t);
    const [a, b, c] = (await build.placements(3)).map((placement) => placement.id) as [
      number,
      number,
      number,
    ];
    const connection = await build.connection();
    const path = `/api/dp/${connection.demandPartnerId}/connections/${connection.id}/placements`;
    const response = await app.admin.put(path, { placementIds: [c, a, b, b], version: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: connection.id, placementCnt: 3, version: 2 });
    expect(ids(await placementsOf(connection.demandPartnerId, connection.id)).sort()).toEqual(
      [a, b, c].sort(),
    );
    const [change] = await changesOf(app.t, 'CONNECTION', connection.id);
    expect(change).toMatchObject({
      action: 'UPDATE',
      before: { placementIds: [], placementCnt: 0 },
      after: { placementIds: [a, b, c], placementCnt: 3 },
    });
    const cleared = await app.admin.put(path, { placementIds: [], version: 2 });
    expect(cleared.json()).toMatchObject({ placementCnt: 0, version: 3 });
    expect((await placementsOf(connection.demandPartnerId, connection.id)).totalElements).toBe(0);
  });

  it('refuses unknown placements, placements outside the connection network, a stale version: nothing changes', async () => {
    const build = builders(app.t);
    const network = await build.network();
    const [mine, alsoMine] = await build.placements(2, {
      publisher: await build.publisher({ networkId: network.id }),
    });
    const [outsideA, outsideB] = (await build.placements(2)).map((placement) => placement.id) as [
      number,
      number,
    ];
    const connection = await build.connection({
      partner: await build.partner({ networkId: network.id }),
      placementIds: [mine!.id],
    });
    const { demandPartnerId: dpId, id } = connection;
    const path = `/api/dp/${dpId}/connections/${id}/placements`;
    const before = await placementsOf(dpId, id, '?size=100');
    const changes = await changelogCount(app.t, 'CONNECTION', id);
    const unknown = await app.admin.put(path, { placementIds: [mine!.id, 99_999_999], version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual([DEMAND_MESSAGES.placementsNotFound([99_999_999])]);
    const outside = await app.admin.put(path, { placementIds: [mine!.id, outsideB, outsideA], version: 1 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().messages).toEqual([DEMAND_MESSAGES.placementsOutsideNetwork([outsideA, outsideB])]);
    const stale = await app.admin.put(path, { placementIds: [mine!.id], version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([SERVER_MESSAGES.staleVersion]);
    const malformed = await app.admin.put(path, { placementIds: 'all', version: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(await placementsOf(dpId, id, '?size=100')).toEqual(before);
    expect(await changelogCount(app.t, 'CONNECTION', id)).toBe(changes);
    const inNetwork = await app.admin.put(path, { placementIds: [mine!.id, alsoMine!.id], version: 1 });
    expect(inNetwork.json()).toMatchObject({ placementCnt: 2 });
  });

  it('an archived connection keeps its placements until it is unarchived', async () => {
    const response = await app.admin.put('/api/dp/8/connections/20/placements', {
      placementIds: [],
      version: 1,
    });
    expect(response.statusCode).toBe(422);
    expect((await placementsOf(8, 20)).totalElements).toBe(5);
  });
});
