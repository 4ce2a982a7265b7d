import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, demandPartners } from '../src/db/schema/demand';
import { placements } from '../src/db/schema/inventory';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, type Client, countsOf, ids, type PageBody, rowCount } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

type Networked = { id: number; network?: { id: number } | null; networkId?: number | null };
const networksOf = (body: PageBody<Networked>) => [
  ...new Set(body.content.map((row) => row.network?.id ?? row.networkId)),
];
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('"A network user only ever sees rows of its own network" (an admin of one network)', () => {
  let t: TestApp;
  let make: Builders;
  let network: Client;
  let home: { id: number; name: string };
  let partnerIds: number[];
  let connectionIds: number[];
  let placementIds: number[];
  /** Rows of another network and of no network, which the network user never sees. */
  let foreign: {
    networkId: number;
    partnerId: number;
    connectionId: number;
    placementId: number;
    publisherId: number;
  };
  const get = async (url: string) => (await network.get(url)).json();

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    home = await make.network();
    network = (await make.user({ roles: ['ADMIN'], networkId: home.id }, { role: 'ADMIN' })).client;
    const homePublisher = await make.publisher({ networkId: home.id });
    placementIds = (await make.placements(3, { publisher: homePublisher })).map((row) => row.id);
    await make
      .placement({ publisher: homePublisher, status: 'ARCHIVED' })
      .then((row) => placementIds.push(row.id));
    const partners = [
      await make.partner({ networkId: home.id, displayName: 'Home US Partner' }),
      await make.partner({ networkId: home.id }),
      await make.partner({ networkId: home.id }),
      await make.partner({ networkId: home.id, status: 'INACTIVE' }),
    ];
    partnerIds = partners.map((row) => row.id);
    const statuses = ['ACTIVE', 'ACTIVE', 'INACTIVE', 'ARCHIVED', 'ACTIVE'] as const;
    connectionIds = [];
    for (const [i, status] of statuses.entries()) {
      const row = await make.connection({
        partner: partners[i % 2],
        status,
        name: i < 3 ? `US connection ${i}` : undefined,
        placementIds: i === 0 ? [placementIds[0]!] : [],
      });
      connectionIds.push(row.id);
    }
    const elsewhere = await make.network();
    const foreignPartner = await make.partner({ networkId: elsewhere.id });
    const foreignPublisher = await make.publisher({ networkId: elsewhere.id });
    const foreignPlacement = await make.placement({ publisher: foreignPublisher });
    const foreignConnection = await make.connection({
      partner: foreignPartner,
      name: 'US elsewhere',
      placementIds: [foreignPlacement.id],
    });
    await make.connection({ partner: await make.partner(), name: 'US of no network' });
    foreign = {
      networkId: elsewhere.id,
      partnerId: foreignPartner.id,
      connectionId: foreignConnection.id,
      placementId: foreignPlacement.id,
      publisherId: foreignPublisher.id,
    };
  });
  afterAll(() => t.close());

  it("lists, pickers and counts hold only its network's partners", async () => {
    expect(sorted(ids(await get(`/api/dp?${ALL_STATUSES}`)))).toEqual(partnerIds);
    expect(sorted(ids(await get('/api/dp/all')))).toEqual(partnerIds);
    expect(ids(await get(`/api/dp/all?ids=${foreign.partnerId},${partnerIds[1]}`))).toEqual([partnerIds[1]]);
    expect(countsOf(await get('/api/dp/count-by-status'))).toEqual({ ACTIVE: 3, INACTIVE: 1, ARCHIVED: 0 });
  });

  it("lists, pickers and counts hold only its network's connections", async () => {
    const all = await get(`/api/dpconnection?${ALL_STATUSES}&size=100`);
    expect(sorted(ids(all))).toEqual(connectionIds);
    expect(networksOf(all)).toEqual([home.id]);
    expect(countsOf(await get('/api/dpconnection/count-by-status'))).toEqual({
      ACTIVE: 3,
      INACTIVE: 1,
      ARCHIVED: 1,
    });
    expect(countsOf(await get('/api/dpconnection/count-by-status?name=US'))).toEqual({
      ACTIVE: 2,
      INACTIVE: 1,
      ARCHIVED: 0,
    });
    expect(
      (await get(`/api/dpconnection?networkIds=${foreign.networkId}&${ALL_STATUSES}`)).totalElements,
    ).toBe(0);
    const picked = await get(
      `/api/dpconnection?ids=${foreign.connectionId},${connectionIds[3]}&${ALL_STATUSES}`,
    );
    expect(ids(picked)).toEqual([connectionIds[3]]);
  });

  it("lists, pickers and counts hold only its network's placements", async () => {
    const all = await get('/api/placements?size=100');
    expect(sorted(ids(all))).toEqual(placementIds);
    expect(networksOf(all)).toEqual([home.id]);
    expect((await get(`/api/placements?publishersIds=${foreign.publisherId}`)).totalElements).toBe(0);
    const counts = countsOf(await get('/api/placements/count-by-status'));
    expect(counts).toEqual({ ACTIVE: 3, INACTIVE: 0, ARCHIVED: 1 });
  });

  it("another network's partner, connection or placement is 404, to read and to change", async () => {
    const inPartner = `/api/dp/${foreign.partnerId}/connections`;
    for (const url of [
      `/api/dp/${foreign.partnerId}`,
      inPartner,
      `${inPartner}/count-by-status`,
      `${inPartner}/${foreign.connectionId}`,
      `${inPartner}/${foreign.connectionId}/placements`,
      `/api/placements/${foreign.placementId}`,
    ]) {
      expect((await network.get(url)).statusCode, url).toBe(404);
    }
    expect((await network.put(`/api/dp/${foreign.partnerId}/archive`)).statusCode).toBe(404);
    expect((await network.put(`${inPartner}/${foreign.connectionId}/archive`)).statusCode).toBe(404);
    expect((await network.put(`/api/placements/${foreign.placementId}/archive`)).statusCode).toBe(404);
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
    const elsewhere = await make.network();
    const otherNetwork = await network.post('/api/dp', { ...partner, networkId: elsewhere.id });
    expect(otherNetwork.statusCode).toBe(400);
    expect(otherNetwork.json().messages).toEqual([DEMAND_MESSAGES.ownNetworkOnly]);
    const connection = { name: 'Outside connection', schainAsi: 'ember.com', integrationType: 'ORTB' };
    expect((await network.post(`/api/dp/${foreign.partnerId}/connections`, connection)).statusCode).toBe(404);
    const duplicate = await network.post(`/api/dp/${partnerIds[0]}/connections`, {
      ...connection,
      duplicateOf: foreign.connectionId,
    });
    expect(duplicate.statusCode).toBe(404);
    const foreignPublisher = await network.post('/api/placements', {
      name: 'Outside placement',
      publisherId: foreign.publisherId,
      type: 'VIDEO',
      platform: 'CTV',
      deliveryType: 'SSAI',
      bidFloor: 1,
      cpm: 2,
    });
    expect(foreignPublisher.json().messages).toEqual([DEMAND_MESSAGES.publisherNotFound]);
    const foreignPlacement = await network.put(
      `/api/dp/${partnerIds[0]}/connections/${connectionIds[0]}/placements`,
      { placementIds: [placementIds[1], foreign.placementId], version: 1 },
    );
    expect(foreignPlacement.json().messages).toEqual([
      DEMAND_MESSAGES.placementsNotFound([foreign.placementId]),
    ]);
    expect([
      await rowCount(t, demandPartners),
      await rowCount(t, connections),
      await rowCount(t, placements),
    ]).toEqual(before);
    const own = await network.post('/api/dp', partner);
    expect(own.json().network).toEqual({ id: home.id, name: home.name });
  });
});
