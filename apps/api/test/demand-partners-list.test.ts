import { ENTITY_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, countsOf, ids, type PageBody, useDemoApp } from './support/demand';

type PartnerBody = PageBody<{ id: number; displayName: string; status: string; connectionCount: number }>;

describe('demand partners: list, picker, statuses and counts', () => {
  const app = useDemoApp();
  const list = async (query = '') => (await app.admin.get(`/api/dp${query}`)).json() as PartnerBody;

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
    expect(page.content.every((row) => row.connectionCount === 5)).toBe(true);
    expect(ids(await list(`?${ALL_STATUSES}&size=5&page=2`))).toEqual([11, 12]);
  });

  it('filters by display name (case-insensitive) and status, and sorts by any of its columns', async () => {
    expect(ids(await list('?displayName=CTVBUYER'))).toEqual([7, 8]);
    expect(ids(await list('?status=INACTIVE,ARCHIVED'))).toEqual([6, 10, 12]);
    const byFloor = await list(`?${ALL_STATUSES}&size=25&sortProperty=defaultBidFloor&sortDirection=desc`);
    expect(ids(byFloor)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await app.admin.get('/api/dp?sortProperty=endpointUrl')).statusCode).toBe(400);
  });

  it('the picker lists every status by name with ids, network and size up to 1000', async () => {
    const picker = (await app.admin.get('/api/dp/all?ids=12,6,5')).json();
    expect(picker.content).toEqual([
      {
        id: 5,
        displayName: 'Ember Media Buy',
        status: 'ACTIVE',
        network: { id: 2, name: 'Northwind Media Group' },
      },
      {
        id: 6,
        displayName: 'Fjord Bidder',
        status: 'INACTIVE',
        network: { id: 2, name: 'Northwind Media Group' },
      },
      { id: 12, displayName: 'Juniper Legacy Demand', status: 'ARCHIVED', network: null },
    ]);
    expect(ids((await app.admin.get('/api/dp/all?displayName=LEGACY')).json())).toEqual([12]);
    expect((await app.admin.get('/api/dp/all')).json().totalElements).toBe(12);
    expect((await app.admin.get('/api/dp/all?size=1001')).statusCode).toBe(400);
  });

  it('statuses are the connection, placement and inventory statuses with their labels and colours', async () => {
    expect((await app.admin.get('/api/dp/statuses')).json()).toEqual(ENTITY_STATUS_OPTIONS);
    expect((await app.admin.get('/api/placements/statuses')).json()).toEqual(ENTITY_STATUS_OPTIONS);
  });

  it('counts by status honour the display name search', async () => {
    expect(countsOf((await app.admin.get('/api/dp/count-by-status')).json())).toEqual({
      ACTIVE: 9,
      INACTIVE: 2,
      ARCHIVED: 1,
    });
    expect((await app.admin.get('/api/dp/count-by-status?displayName=ctvbuyer')).json()).toEqual([
      { status: 'ACTIVE', count: 2 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
  });

  it('gets one partner, 404 when unknown', async () => {
    expect((await app.admin.get('/api/dp/8')).json()).toEqual({
      id: 8,
      displayName: 'CTVBuyer Premium Video',
      status: 'ACTIVE',
      network: { id: 3, name: 'CTVBuyer' },
      integrationType: 'VAST',
      endpointUrl: null,
      vastTagUrl: 'https://ads.ctvbuyer-video.example/vast?placement=[PLACEMENT_ID]',
      defaultBidFloor: 2.5,
      notes: null,
      connectionCount: 5,
      createdOn: expect.stringMatching(/^2025-/),
      updatedOn: expect.any(String),
      version: 1,
    });
    expect((await app.admin.get('/api/dp/999')).json()).toEqual({
      code: 1004,
      messages: ['Demand partner not found'],
    });
  });
});
