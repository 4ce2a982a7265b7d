import { DeliveryTypeSchema, PlacementTypeSchema, PlatformSchema } from '@adcast/domain/enumerations';
import { PLACEMENT_SORT_PROPERTIES, type Placement } from '@adcast/domain/inventory/placements';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placements } from '../src/db/schema/inventory';
import { builders } from './support/builders';
import { type Client, countsOf, ids, type PageBody } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

const STATUSES = ['ACTIVE', 'ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
const PLACEMENT_TYPES = PlacementTypeSchema.options;
const PLATFORMS = PlatformSchema.options;
const DELIVERY_TYPES = DeliveryTypeSchema.options;

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
  /** An admin of the test's network: two networks made here, three publishers, 36 placements. */
  let admin: Client;
  let networkIds: number[];
  let publisherIds: number[];
  const list = async (query = '') =>
    (await admin.get(`/api/placements${query}`)).json() as PageBody<Placement>;
  const countsFor = async (query = '') =>
    (await admin.get(`/api/placements/count-by-status${query}`)).json() as {
      status: string;
      count: number;
    }[];
  beforeAll(async () => {
    t = await createTestApp();
    const make = builders(t);
    const mine = await make.network();
    admin = (await make.user({ roles: ['ADMIN'], networkId: mine.id }, { role: 'ADMIN' })).client;
    networkIds = [mine.id];
    const publishers = [
      await make.publisher({ name: 'Aurora Streaming', networkId: mine.id }),
      await make.publisher({ name: 'blue River TV', networkId: mine.id }),
      await make.publisher({ name: 'Cobalt Sports', networkId: mine.id }),
    ];
    publisherIds = publishers.map((row) => row.id);
    for (let i = 0; i < 36; i++) {
      const [row] = await make.placements(1, {
        name: `${i % 3 ? 'Pre-roll' : 'Mid-roll'} ${String.fromCharCode(97 + (i % 11))} ${i}`,
        publisher: publishers[i % 3],
        status: STATUSES[i % 4],
      });
      await t.db
        .update(placements)
        .set({
          type: PLACEMENT_TYPES[i % PLACEMENT_TYPES.length],
          platform: PLATFORMS[i % PLATFORMS.length],
          deliveryType: DELIVERY_TYPES[i % DELIVERY_TYPES.length],
          bidFloor: (i % 5) + 0.5,
          cpm: (i % 7) + 1,
          createdOn: new Date(Date.UTC(2026, 0, 1 + (i % 10))),
        })
        .where(eq(placements.id, row!.id));
    }
    everything = (await list('?size=1000')).content;
  });
  afterAll(() => t.close());

  it('lists every status by name, 10 a page by default', async () => {
    const page = await list();
    expect(page.totalElements).toBe(36);
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
    const network = await list(`?networkIds=${networkIds[0]}&size=100`);
    expect(network.totalElements).toBe(36);
    expect(
      network.content.every(
        (row) => row.networkId === networkIds[0] && publisherIds.includes(row.publisher.id),
      ),
    ).toBe(true);
    const publishers = await list(`?publishersIds=${publisherIds[0]},${publisherIds[1]}&size=100`);
    expect(publishers.totalElements).toBe(24);
    expect(new Set(publishers.content.map((row) => row.publisher.id))).toEqual(
      new Set(publisherIds.slice(0, 2)),
    );
    const chosen = everything.slice(0, 3).map((row) => row.id);
    expect(ids(await list(`?ids=${[...chosen].reverse().join(',')}`))).toEqual(chosen);
    const archived = await list('?status=ARCHIVED&size=100');
    expect(archived.totalElements).toBe(everything.filter((row) => row.status === 'ARCHIVED').length);
  });

  it('counts by status honour the search, the networks and the publishers', async () => {
    expect(countsOf(await countsFor())).toEqual({ ACTIVE: 18, INACTIVE: 9, ARCHIVED: 9 });
    expect(countsOf(await countsFor(`?publishersIds=${publisherIds[0]}`))).toEqual({
      ACTIVE: 6,
      INACTIVE: 3,
      ARCHIVED: 3,
    });
    expect(countsOf(await countsFor('?searchTerm=mid-ROLL'))).toEqual({
      ACTIVE: 6,
      INACTIVE: 3,
      ARCHIVED: 3,
    });
    const search = await countsFor('?searchTerm=zzz');
    expect(search).toEqual([
      { status: 'ACTIVE', count: 0 },
      { status: 'INACTIVE', count: 0 },
      { status: 'ARCHIVED', count: 0 },
    ]);
  });

  it('gets one placement, 404 when unknown', async () => {
    const one = everything[5]!;
    expect((await admin.get(`/api/placements/${one.id}`)).json()).toEqual(one);
    expect((await admin.get('/api/placements/2147483647')).json()).toEqual({
      code: 1004,
      messages: ['Placement not found'],
    });
  });
});
