import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, demandPartners } from '../src/db/schema/demand';
import { placements } from '../src/db/schema/inventory';
import { builders } from './support/builders';
import { ALL_STATUSES, countsOf, ids, type PageBody, rowCount } from './support/demand';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Networked = { id: number; network?: { id: number } | null; networkId?: number | null };
const networksOf = (body: PageBody<Networked>) => [
  ...new Set(body.content.map((row) => row.network?.id ?? row.networkId)),
];

describe('"A network user only ever sees rows of its own network" (network@, network 3)', () => {
  let t: TestApp;
  let network: Awaited<ReturnType<TestApp['as']>>;
  const get = async (url: string) => (await network.get(url)).json();
  beforeAll(async () => {
    t = await createTestApp();
    network = await t.as(DEMO.network);
  });
  afterAll(() => t.close());

  it("lists, pickers and counts hold only network 3's partners", async () => {
    expect(ids(await get(`/api/dp?${ALL_STATUSES}`))).toEqual([7, 8, 9, 10]);
    expect(ids(await get('/api/dp/all'))).toEqual([7, 8, 9, 10]);
    expect(ids(await get('/api/dp/all?ids=1,2,8'))).toEqual([8]);
    expect(countsOf(await get('/api/dp/count-by-status'))).toEqual({ ACTIVE: 3, INACTIVE: 1, ARCHIVED: 0 });
  });

  it("lists, pickers and counts hold only network 3's connections", async () => {
    const all = await get(`/api/dpconnection?${ALL_STATUSES}&size=100`);
    expect(all.totalElements).toBe(20);
    expect(networksOf(all)).toEqual([3]);
    expect(countsOf(await get('/api/dpconnection/count-by-status'))).toEqual({
      ACTIVE: 13,
      INACTIVE: 5,
      ARCHIVED: 2,
    });
    expect(countsOf(await get('/api/dpconnection/count-by-status?name=US'))).toEqual({
      ACTIVE: 3,
      INACTIVE: 2,
      ARCHIVED: 1,
    });
    expect((await get(`/api/dpconnection?networkIds=2&${ALL_STATUSES}`)).totalElements).toBe(0);
    expect(ids(await get(`/api/dpconnection?ids=1,2,44&${ALL_STATUSES}`))).toEqual([44]);
  });

  it("lists, pickers and counts hold only network 3's placements", async () => {
    const all = await get('/api/placements?size=100');
    expect(all.totalElements).toBe(56);
    expect(networksOf(all)).toEqual([3]);
    expect((await get('/api/placements?publishersIds=1,2')).totalElements).toBe(0);
    const counts = countsOf(await get('/api/placements/count-by-status'));
    expect(counts.ACTIVE + counts.INACTIVE + counts.ARCHIVED).toBe(56);
  });

  it("another network's partner, connection or placement is 404, to read and to change", async () => {
    const build = builders(t);
    const foreign = await build.network();
    const partner = await build.partner({ networkId: foreign.id });
    const placement = await build.placement({ publisher: await build.publisher({ networkId: foreign.id }) });
    const connection = await build.connection({ partner, placementIds: [placement.id] });
    const inPartner = `/api/dp/${partner.id}/connections`;
    for (const url of [
      `/api/dp/${partner.id}`,
      inPartner,
      `${inPartner}/count-by-status`,
      `${inPartner}/${connection.id}`,
      `${inPartner}/${connection.id}/placements`,
      `/api/placements/${placement.id}`,
    ]) {
      expect((await network.get(url)).statusCode, url).toBe(404);
    }
    expect((await network.put(`/api/dp/${partner.id}/archive`)).statusCode).toBe(404);
    expect((await network.put(`${inPartner}/${connection.id}/archive`)).statusCode).toBe(404);
    expect((await network.put(`/api/placements/${placement.id}/archive`)).statusCode).toBe(404);
  });

  it('creates only into its own network, and picks nothing from another', async () => {
    const before = [
      await rowCount(t, demandPartners),
      await rowCount(t, connections),
      await rowCount(t, placements),
    ];
    const partner = {
      displayName: 'Outside partner',
      integrationType: 'PBS',
      endpointUrl: 'https://pbs.example.com/auction',
    };
    const otherNetwork = await network.post('/api/dp', { ...partner, networkId: 2 });
    expect(otherNetwork.statusCode).toBe(400);
    expect(otherNetwork.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const connection = { name: 'Outside connection', schainAsi: 'ember.com', integrationType: 'ORTB' };
    expect((await network.post('/api/dp/5/connections', connection)).statusCode).toBe(404);
    expect((await network.post('/api/dp/7/connections', { ...connection, duplicateOf: 1 })).statusCode).toBe(
      404,
    );
    const foreignPublisher = await network.post('/api/placements', {
      name: 'Outside placement',
      publisherId: 1,
      type: 'VIDEO',
      platform: 'CTV',
      deliveryType: 'SSAI',
      bidFloor: 1,
      cpm: 2,
    });
    expect(foreignPublisher.json().messages).toEqual([DEMAND_MESSAGES.publisherNotFound]);
    const foreignPlacement = await network.put('/api/dp/8/connections/44/placements', {
      placementIds: [5, 1],
      version: 1,
    });
    expect(foreignPlacement.json().messages).toEqual([DEMAND_MESSAGES.placementsNotFound([1])]);
    expect([
      await rowCount(t, demandPartners),
      await rowCount(t, connections),
      await rowCount(t, placements),
    ]).toEqual(before);
    const own = await network.post('/api/dp', partner);
    expect(own.json().network).toEqual({ id: 3, name: 'CTVBuyer' });
  });
});
