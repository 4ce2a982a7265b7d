import { ENTITY_STATUS_OPTIONS, type EntityStatus } from '@adcast/domain/enumerations';
import { beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { ALL_STATUSES, type Client, countsOf, ids, type PageBody, useDemoApp } from './support/demand';

type PartnerBody = PageBody<{ id: number; displayName: string; status: string; connectionCount: number }>;

/** Twelve partners of one network, named so that their order by name differs from their ids. */
const PARTNERS: [name: string, status: EntityStatus][] = [
  ['Ivory Open Auction', 'ACTIVE'],
  ['Juniper Legacy Demand', 'ARCHIVED'],
  ['Granite Audio Demand', 'ACTIVE'],
  ['Fjord Bidder', 'INACTIVE'],
  ['Ember Media Buy', 'ACTIVE'],
  ['Delta Programmatic', 'ACTIVE'],
  ['CTVBuyer Premium Video', 'ACTIVE'],
  ['CTVBuyer Direct', 'ACTIVE'],
  ['Hollow Pine Demand', 'INACTIVE'],
  ['Cobalt Video Ads', 'ACTIVE'],
  ['Bluefin Exchange', 'ACTIVE'],
  ['Atlas Demand', 'ACTIVE'],
];

describe('demand partners: list, picker, statuses and counts', () => {
  const app = useDemoApp();
  /** An admin of the test's own network: its lists hold only the partners made here. */
  let admin: Client;
  let network: { id: number; name: string };
  let made: { id: number; displayName: string; status: string }[];
  const idOf = (name: string) => made.find((row) => row.displayName === name)!.id;
  const list = async (query = '') => (await admin.get(`/api/dp${query}`)).json() as PartnerBody;

  beforeAll(async () => {
    const make = builders(app.t);
    network = await make.network();
    admin = (await make.user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' })).client;
    made = [];
    for (const [i, [displayName, status]] of PARTNERS.entries()) {
      const partner = await make.partner({
        displayName,
        status,
        networkId: network.id,
        defaultBidFloor: i + 1,
      });
      for (let n = 0; n < 2; n++) await make.connection({ partner });
      made.push(partner);
    }
  });

  it('lists active partners by display name, paged, each with its number of connections', async () => {
    const page = await list();
    expect(page.totalElements).toBe(9);
    expect(page.content.map((row) => row.displayName)).toEqual([
      'Atlas Demand',
      'Bluefin Exchange',
      'Cobalt Video Ads',
      'CTVBuyer Direct',
      'CTVBuyer Premium Video',
      'Delta Programmatic',
      'Ember Media Buy',
      'Granite Audio Demand',
      'Ivory Open Auction',
    ]);
    expect(page.content.every((row) => row.connectionCount === 2)).toBe(true);
    expect(ids(await list(`?${ALL_STATUSES}&size=5&page=2`))).toEqual([
      idOf('Ivory Open Auction'),
      idOf('Juniper Legacy Demand'),
    ]);
  });

  it('filters by display name (case-insensitive) and status, and sorts by any of its columns', async () => {
    expect(ids(await list('?displayName=CTVBUYER'))).toEqual([
      idOf('CTVBuyer Direct'),
      idOf('CTVBuyer Premium Video'),
    ]);
    expect(ids(await list('?status=INACTIVE,ARCHIVED'))).toEqual([
      idOf('Fjord Bidder'),
      idOf('Hollow Pine Demand'),
      idOf('Juniper Legacy Demand'),
    ]);
    const byFloor = await list(`?${ALL_STATUSES}&size=25&sortProperty=defaultBidFloor&sortDirection=desc`);
    expect(ids(byFloor)).toEqual(made.map((row) => row.id).reverse());
    expect((await admin.get('/api/dp?sortProperty=endpointUrl')).statusCode).toBe(400);
  });

  it('the picker lists every status by name with ids, network and size up to 1000', async () => {
    const picked = [idOf('Juniper Legacy Demand'), idOf('Fjord Bidder'), idOf('Ember Media Buy')];
    const picker = (await admin.get(`/api/dp/all?ids=${picked.join(',')}`)).json();
    const networkRef = { id: network.id, name: network.name };
    expect(picker.content).toEqual([
      { id: idOf('Ember Media Buy'), displayName: 'Ember Media Buy', status: 'ACTIVE', network: networkRef },
      { id: idOf('Fjord Bidder'), displayName: 'Fjord Bidder', status: 'INACTIVE', network: networkRef },
      {
        id: idOf('Juniper Legacy Demand'),
        displayName: 'Juniper Legacy Demand',
        status: 'ARCHIVED',
        network: networkRef,
      },
    ]);
    expect(ids((await admin.get('/api/dp/all?displayName=LEGACY')).json())).toEqual([
      idOf('Juniper Legacy Demand'),
    ]);
    expect((await admin.get('/api/dp/all')).json().totalElements).toBe(12);
    expect((await admin.get('/api/dp/all?size=1001')).statusCode).toBe(400);
  });

  it('statuses are the connection, placement and inventory statuses with their labels and colours', async () => {
    expect((await admin.get('/api/dp/statuses')).json()).toEqual(ENTITY_STATUS_OPTIONS);
    expect((await admin.get('/api/placements/statuses')).json()).toEqual(ENTITY_STATUS_OPTIONS);
  });

  it('counts by status honour the display name search', async () => {
    expect(countsOf((await admin.get('/api/dp/count-by-status')).json())).toEqual({
      ACTIVE: 9,
      INACTIVE: 2,
      ARCHIVED: 1,
    });
    expect((await admin.get('/api/dp/count-by-status?displayName=ctvbuyer')).json()).toEqual([
      { status: 'ACTIVE', count: 2 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
  });

  it('gets one partner, 404 when unknown', async () => {
    const make = builders(app.t);
    const partner = await make.partner({
      displayName: 'One Partner',
      networkId: network.id,
      integrationType: 'VAST',
    });
    await make.connection({ partner });
    expect((await admin.get(`/api/dp/${partner.id}`)).json()).toEqual({
      id: partner.id,
      displayName: 'One Partner',
      status: 'ACTIVE',
      network: { id: network.id, name: network.name },
      integrationType: 'VAST',
      endpointUrl: 'https://bids.example.com/ortb',
      vastTagUrl: null,
      defaultBidFloor: partner.defaultBidFloor,
      notes: null,
      connectionCount: 1,
      discrepancyThresholdPct: 10,
      discrepancyFlaggedOn: null,
      createdOn: partner.createdOn.toISOString(),
      updatedOn: partner.updatedOn.toISOString(),
      version: 1,
    });
    expect((await admin.get('/api/dp/2147483647')).json()).toEqual({
      code: 1004,
      messages: ['Demand partner not found'],
    });
  });
});
