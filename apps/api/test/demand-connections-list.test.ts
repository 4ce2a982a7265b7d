import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { PAGING_MESSAGES } from '@adcast/domain/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { ALL_STATUSES, ids, type PageBody, useDemoApp } from './support/demand';

type ConnectionBody = PageBody<{
  id: number;
  name: string;
  status: string;
  createdOn: string;
  demandPartner: { id: number };
}>;

/** 24 active, 8 inactive and 4 archived connections of two partners, a day apart. */
const STATUS_OF = (i: number): EntityStatus =>
  i % 9 === 8 ? 'ARCHIVED' : i % 9 >= 6 ? 'INACTIVE' : 'ACTIVE';
const CONNECTIONS = 36;

describe('demand connections list: paging, filter and search', () => {
  const app = useDemoApp();
  let networkId: number;
  let partnerIds: number[];
  let made: { id: number; name: string }[];
  /** The list of the test's own network, whatever else the database holds. */
  const list = async (query = '') =>
    (
      await app.admin.get(`/api/dpconnection?networkIds=${networkId}${query === '' ? '' : `&${query}`}`)
    ).json() as ConnectionBody;

  beforeAll(async () => {
    const make = builders(app.t);
    networkId = (await make.network()).id;
    const partners = [await make.partner({ networkId }), await make.partner({ networkId })];
    partnerIds = partners.map((partner) => partner.id);
    const names = ['Audio_Backfill', 'Video 100% Fill', 'Atlas US CTV Prime'];
    made = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      made.push(
        await make.connection({
          name: `${i % 4 === 0 ? 'Listbuyer US' : 'Other'} ${names[i % 3]} ${i}`,
          partner: partners[i % 2],
          status: STATUS_OF(i),
          createdOn: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
  });

  it('"Page size default 10 ... Default connection sort createdOn descending; default status filter ACTIVE"', async () => {
    const page = await list();
    expect(page.totalElements).toBe(24);
    expect(page.content).toHaveLength(10);
    expect(page.content.every((row) => row.status === 'ACTIVE')).toBe(true);
    const created = page.content.map((row) => row.createdOn);
    expect(created).toEqual([...created].sort().reverse());
    const newestActive = made.filter((_, i) => STATUS_OF(i) === 'ACTIVE').at(-1)!;
    expect(page.content[0]).toMatchObject({ id: newestActive.id, name: newestActive.name });
  });

  it('pages follow each other without gaps or repeats, and the last page holds the rest', async () => {
    const everything = await list(`${ALL_STATUSES}&size=100`);
    expect(everything.totalElements).toBe(CONNECTIONS);
    const pages = await Promise.all([0, 1, 2].map((page) => list(`${ALL_STATUSES}&size=15&page=${page}`)));
    expect(pages.map((page) => page.content.length)).toEqual([15, 15, 6]);
    expect(pages.flatMap(ids)).toEqual(ids(everything));
    expect((await list(`${ALL_STATUSES}&page=6`)).content).toEqual([]);
  });

  it('the status filter takes several statuses, repeated or comma-joined; archived rows stay listable', async () => {
    const archived = await list('status=ARCHIVED');
    expect(archived.totalElements).toBe(4);
    expect(archived.content.every((row) => row.status === 'ARCHIVED')).toBe(true);
    const repeated = await list('status=INACTIVE&status=ARCHIVED&size=25');
    const joined = await list('status=INACTIVE,ARCHIVED&size=25');
    expect(repeated.totalElements).toBe(12);
    expect(ids(repeated)).toEqual(ids(joined));
  });

  it('the name search is case-insensitive and matches inside the name', async () => {
    const page = await list(`name=listbuyer us audio&${ALL_STATUSES}`);
    expect(page.content.map((row) => row.name).sort()).toEqual(
      made
        .map((row) => row.name)
        .filter((name) => name.startsWith('Listbuyer US Audio'))
        .sort(),
    );
    expect(page.totalElements).toBe(3);
  });

  it('LIKE wildcards in the search are taken literally', async () => {
    const percent = await list(`name=${encodeURIComponent('100%')}&${ALL_STATUSES}&size=100`);
    expect(percent.totalElements).toBe(12);
    expect(percent.content.every((row) => row.name.includes('100%'))).toBe(true);
    const underscore = await list(`name=_&${ALL_STATUSES}&size=100`);
    expect(underscore.totalElements).toBe(12);
    expect(underscore.content.every((row) => row.name.includes('Audio_Backfill'))).toBe(true);
    expect((await list(`name=${encodeURIComponent('%')}&status=ARCHIVED`)).totalElements).toBe(0);
  });

  it("one partner's connections (the partner details page) list only that partner's", async () => {
    const [partnerId] = partnerIds;
    const page = (
      await app.admin.get(`/api/dp/${partnerId}/connections?${ALL_STATUSES}`)
    ).json() as ConnectionBody;
    expect(page.totalElements).toBe(CONNECTIONS / 2);
    expect(page.content.every((row) => row.demandPartner.id === partnerId)).toBe(true);
    const empty = await builders(app.t).partner();
    expect((await app.admin.get(`/api/dp/${empty.id}/connections`)).json().totalElements).toBe(0);
    expect((await app.admin.get('/api/dp/2147483647/connections')).statusCode).toBe(404);
  });

  it('the picker filters by ids and networks, with page size 1000', async () => {
    const chosen = [made[0]!.id, made[6]!.id, made[7]!.id];
    const picked = (
      await app.admin.get(`/api/dpconnection?ids=${chosen.join(',')}&${ALL_STATUSES}&size=1000`)
    ).json() as ConnectionBody;
    expect(ids(picked).sort((a, b) => a - b)).toEqual(chosen);
    expect((await list(`${ALL_STATUSES}&size=1000`)).totalElements).toBe(CONNECTIONS);
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

  it('requests of one shape read their own rows: each search term its matches, each network its connections', async () => {
    // The list's statements are compiled once per shape and run again with new values.
    const search = async (term: string) => list(`${ALL_STATUSES}&name=${encodeURIComponent(term)}&size=100`);
    const expected = (term: string) =>
      made
        .filter((row) => row.name.toLowerCase().includes(term.toLowerCase()))
        .map((row) => row.id)
        .sort();
    for (const term of ['Prime', 'Backfill', '100%', 'fill', 'US', 'zz']) {
      expect([...ids(await search(term))].sort(), term).toEqual(expected(term));
      expect((await search(term)).totalElements, term).toBe(expected(term).length);
    }
    const make = builders(app.t);
    const other = await make.network();
    const otherPartner = await make.partner({ networkId: other.id });
    const theirs = await make.connection({ name: 'Listbuyer US elsewhere', partner: otherPartner });
    const asNetworkAdmin = async (networkId: number) =>
      (await make.user({ roles: ['ADMIN'], networkId }, { role: 'ADMIN' })).client;
    const [ours, elsewhere] = [await asNetworkAdmin(networkId), await asNetworkAdmin(other.id)];
    const names = async (client: typeof ours) =>
      ((await client.get('/api/dpconnection?name=Listbuyer&size=100')).json() as ConnectionBody).content.map(
        (row) => row.id,
      );
    expect(await names(elsewhere)).toEqual([theirs.id]);
    expect((await names(ours)).sort()).toEqual(
      expected('Listbuyer US').filter((id) => STATUS_OF(made.findIndex((row) => row.id === id)) === 'ACTIVE'),
    );
    expect(await names(elsewhere)).toEqual([theirs.id]);
  });
});
