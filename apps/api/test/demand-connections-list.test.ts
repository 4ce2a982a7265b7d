import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { PAGING_MESSAGES } from '@adcast/domain/paging';
import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, ids, type PageBody, useDemoApp } from './support/demand';

type ConnectionBody = PageBody<{
  id: number;
  name: string;
  status: string;
  createdOn: string;
  demandPartner: { id: number };
}>;

describe('demand connections list: paging, filter and search', () => {
  const app = useDemoApp();
  const list = async (query = '') =>
    (await app.admin.get(`/api/dpconnection${query}`)).json() as ConnectionBody;

  it('"Page size default 10 ... Default connection sort createdOn descending; default status filter ACTIVE"', async () => {
    const page = await list();
    expect(page.totalElements).toBe(39);
    expect(page.content).toHaveLength(10);
    expect(page.content.every((row) => row.status === 'ACTIVE')).toBe(true);
    const created = page.content.map((row) => row.createdOn);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.content[0]).toMatchObject({
      id: 1,
      name: 'Atlas US CTV Prime',
      createdOn: '2026-01-01T00:00:00.000Z',
    });
  });

  it('pages follow each other without gaps or repeats, and the last page holds the rest', async () => {
    const everything = await list(`?${ALL_STATUSES}&size=100`);
    expect(everything.totalElements).toBe(60);
    const pages = await Promise.all([0, 1, 2].map((page) => list(`?${ALL_STATUSES}&size=25&page=${page}`)));
    expect(pages.map((page) => page.content.length)).toEqual([25, 25, 10]);
    expect(pages.flatMap(ids)).toEqual(ids(everything));
    expect((await list(`?${ALL_STATUSES}&page=6`)).content).toEqual([]);
  });

  it('the status filter takes several statuses, repeated or comma-joined; archived rows stay listable', async () => {
    const archived = await list('?status=ARCHIVED');
    expect(archived.totalElements).toBe(6);
    expect(archived.content.every((row) => row.status === 'ARCHIVED')).toBe(true);
    const repeated = await list('?status=INACTIVE&status=ARCHIVED&size=25');
    const joined = await list('?status=INACTIVE,ARCHIVED&size=25');
    expect(repeated.totalElements).toBe(21);
    expect(ids(repeated)).toEqual(ids(joined));
  });

  it('the name search is case-insensitive and matches inside the name', async () => {
    const page = await list(`?name=ctvbuyer us&${ALL_STATUSES}`);
    expect(page.content.map((row) => row.name).sort()).toEqual([
      'CTVBuyer US Audio_Backfill',
      'CTVBuyer US Video 100% Fill',
      'CTVBuyer US Video 100% Fill (copy)',
    ]);
    expect(page.totalElements).toBe(3);
  });

  it('LIKE wildcards in the search are taken literally', async () => {
    const percent = await list(`?name=${encodeURIComponent('100%')}&${ALL_STATUSES}&size=100`);
    expect(percent.totalElements).toBe(15);
    expect(percent.content.every((row) => row.name.includes('100%'))).toBe(true);
    const underscore = await list(`?name=_&${ALL_STATUSES}&size=100`);
    expect(underscore.totalElements).toBe(15);
    expect(underscore.content.every((row) => row.name.includes('Audio_Backfill'))).toBe(true);
    expect((await list(`?name=${encodeURIComponent('%')}&status=ARCHIVED`)).totalElements).toBe(0);
  });

  it("one partner's connections (the partner details page) list only that partner's", async () => {
    const page = (await app.admin.get(`/api/dp/7/connections?${ALL_STATUSES}`)).json() as ConnectionBody;
    expect(page.totalElements).toBe(5);
    expect(page.content.every((row) => row.demandPartner.id === 7)).toBe(true);
    expect((await app.admin.get('/api/dp/7/connections')).json().totalElements).toBe(0);
    expect((await app.admin.get('/api/dp/999/connections')).statusCode).toBe(404);
  });

  it('the picker filters by ids and networks, with page size 1000', async () => {
    const picked = await list(`?ids=1,7,8&${ALL_STATUSES}&size=1000`);
    expect(ids(picked).sort((a, b) => a - b)).toEqual([1, 7, 8]);
    const network2 = await list(`?networkIds=2&${ALL_STATUSES}&size=1000`);
    expect(network2.totalElements).toBe(10);
  });

  it('refuses an unknown sort column, a page size above 1000 and an unknown status, with a message', async () => {
    const sort = await app.admin.get('/api/dpconnection?sortProperty=notes');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({
      code: 2001,
      messages: [
        `sortProperty: ${DEMAND_MESSAGES.unknownSort('notes', ['name', 'demandPartner', 'placementCnt', 'schainAsi', 'integrationType', 'duplicateDpConnection', 'createdOn', 'status'])}`,
      ],
    });
    expect((await app.admin.get('/api/dpconnection?size=7')).statusCode).toBe(200);
    const size = await app.admin.get('/api/dpconnection?size=1001');
    expect(size.statusCode).toBe(400);
    expect(size.json().messages).toEqual([`size: ${PAGING_MESSAGES.size}`]);
    expect((await app.admin.get('/api/dpconnection?status=DELETED')).statusCode).toBe(400);
  });
});
