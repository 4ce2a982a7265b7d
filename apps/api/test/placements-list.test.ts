import { PLACEMENT_SORT_PROPERTIES, type Placement } from '@adcast/domain/inventory/placements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsOf, ids, type PageBody } from './support/demand';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const KEYS: Record<(typeof PLACEMENT_SORT_PROPERTIES)[number], (row: Placement) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  status: (row) => row.status,
  deliveryType: (row) => row.deliveryType,
  bidFloor: (row) => row.bidFloor,
  cpm: (row) => row.cpm,
  publisher: (row) => row.publisher.name.toLowerCase(),
  type: (row) => row.type,
  platform: (row) => row.platform,
  createdOn: (row) => row.createdOn,
};

describe('placements: list, picker filters, sorting and counts', () => {
  let t: TestApp;
  let everything: Placement[];
  const list = async (query = '') =>
    (await (await t.as(DEMO.admin)).get(`/api/placements${query}`)).json() as PageBody<Placement>;
  beforeAll(async () => {
    t = await createTestApp();
    everything = (await list('?size=1000')).content;
  });
  afterAll(() => t.close());

  it('lists every status by name, 10 a page by default', async () => {
    const page = await list();
    expect(page.totalElements).toBe(150);
    expect(ids(page)).toEqual(ids({ content: everything }).slice(0, 10));
    expect(new Set(everything.map((row) => row.status))).toEqual(new Set(['ACTIVE', 'INACTIVE', 'ARCHIVED']));
  });

  for (const property of PLACEMENT_SORT_PROPERTIES) {
    it(`sorts by ${property} both ways, the id breaking ties`, async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...everything].sort((a, b) => {
          const [x, y] = [KEYS[property](a), KEYS[property](b)];
          return x < y ? -sign : x > y ? sign : sign * (a.id - b.id);
        });
        expect(ids(await list(`?size=1000&sortProperty=${property}&sortDirection=${direction}`))).toEqual(
          ids({ content: expected }),
        );
      }
    });
  }

  it('the picker filters: searchTerm (case-insensitive, wildcards literal), networkIds, publishersIds, ids, status', async () => {
    const search = await list('?searchTerm=PRE-ROLL&size=100');
    expect(search.content.map((row) => row.name).every((name) => name.includes('Pre-roll'))).toBe(true);
    expect(search.totalElements).toBe(everything.filter((row) => row.name.includes('Pre-roll')).length);
    expect((await list(`?searchTerm=${encodeURIComponent('%')}`)).totalElements).toBe(0);
    const network3 = await list('?networkIds=3&size=100');
    expect(network3.totalElements).toBe(56);
    expect(network3.content.every((row) => row.networkId === 3 && [5, 6, 7].includes(row.publisher.id))).toBe(
      true,
    );
    const publishers = await list('?publishersIds=1,2&size=100');
    expect(new Set(publishers.content.map((row) => row.publisher.id))).toEqual(new Set([1, 2]));
    expect(ids(await list('?ids=3,1,2'))).toEqual(ids({ content: everything.filter((row) => row.id <= 3) }));
    const archived = await list('?status=ARCHIVED&size=100');
    expect(archived.totalElements).toBe(everything.filter((row) => row.status === 'ARCHIVED').length);
  });

  it('counts by status honour the search, the networks and the publishers', async () => {
    const all = countsOf((await (await t.as(DEMO.admin)).get('/api/placements/count-by-status')).json());
    expect(all).toEqual({ ACTIVE: 98, INACTIVE: 37, ARCHIVED: 15 });
    const network3 = countsOf(
      (await (await t.as(DEMO.admin)).get('/api/placements/count-by-status?networkIds=3')).json(),
    );
    expect(network3.ACTIVE + network3.INACTIVE + network3.ARCHIVED).toBe(56);
    const search = (
      await (await t.as(DEMO.admin)).get('/api/placements/count-by-status?searchTerm=zzz')
    ).json();
    expect(search).toEqual([
      { status: 'ACTIVE', count: 0 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
  });

  it('gets one placement, 404 when unknown', async () => {
    const admin = await t.as(DEMO.admin);
    expect((await admin.get('/api/placements/5')).json()).toEqual(everything.find((row) => row.id === 5));
    expect((await admin.get('/api/placements/9999')).json()).toEqual({
      code: 1004,
      messages: ['Placement not found'],
    });
  });
});
