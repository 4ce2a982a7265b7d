import { CONNECTION_SORT_PROPERTIES, type Connection } from '@adcast/domain/demand/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { ALL_STATUSES, ids, type PageBody } from './support/demand';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
const TYPES = ['ORTB', 'VAST', 'PBS'] as const;
const CONNECTIONS = 30;

/** What each column of the list sorts by, as the user reads it: text without letter case. */
const KEYS: Record<(typeof CONNECTION_SORT_PROPERTIES)[number], (row: Connection) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  demandPartner: (row) => row.demandPartner.displayName.toLowerCase(),
  placementCnt: (row) => row.placementCnt,
  schainAsi: (row) => row.schainAsi.toLowerCase(),
  integrationType: (row) => row.integrationType,
  duplicateDpConnection: (row) => Number(row.duplicateDpConnection),
  createdOn: (row) => row.createdOn,
  status: (row) => row.status,
};

/** The expected order: the column's key, then the id, both in the chosen direction. */
function sortedBy(rows: Connection[], property: keyof typeof KEYS, direction: 'asc' | 'desc'): number[] {
  const key = KEYS[property];
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: Connection, b: Connection) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -sign : x > y ? sign : sign * (a.id - b.id);
  };
  return [...rows].sort(compare).map((row) => row.id);
}

describe('demand connections list: "sortable columns"', () => {
  let t: TestApp;
  let everything: Connection[];
  let networkId: number;
  /** The connections of the test's own network, whatever else the database holds. */
  const list = async (query: string) => {
    const params = new URLSearchParams(`${ALL_STATUSES}&size=100&networkIds=${networkId}`);
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    return (await (await t.as(DEMO.admin)).get(`/api/dpconnection?${params}`)).json() as PageBody<Connection>;
  };
  beforeAll(async () => {
    t = await createTestApp();
    const make = builders(t);
    networkId = (await make.network()).id;
    // Two partners whose names sort apart in either letter case; names, domains and created dates
    // that repeat, so the id has ties to break in every column.
    const partners = [
      await make.partner({ displayName: 'alpha Demand', networkId }),
      await make.partner({ displayName: 'Bravo Demand', networkId }),
    ];
    const placementIds = (await make.placements(4)).map((row) => row.id);
    for (let i = 0; i < CONNECTIONS; i++) {
      await make.connection({
        name: `${i % 2 ? 'sorting' : 'Sorting'} ${String.fromCharCode(97 + (Math.floor(i / 2) % 15))}`,
        partner: partners[i % 2],
        status: STATUSES[i % 3],
        integrationType: TYPES[i % 3],
        schainAsi: i % 4 ? `Seller${i % 5}.example` : `seller${i % 5}.example`,
        duplicateDpConnection: i % 5 === 0,
        placementIds: placementIds.slice(0, i % 5),
        createdOn: new Date(Date.UTC(2026, 0, 1 + (i % 9))),
      });
    }
    everything = (await list('')).content;
  });
  afterAll(() => t.close());

  for (const property of CONNECTION_SORT_PROPERTIES) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${property} ${direction}`, async () => {
        const page = await list(`sortProperty=${property}&sortDirection=${direction}`);
        expect(page.totalElements).toBe(CONNECTIONS);
        expect(ids(page)).toEqual(sortedBy(everything, property, direction));
      });
    }
  }

  it('a page of a sorted list is the same slice of the whole sorted list', async () => {
    const whole = await list('sortProperty=placementCnt&sortDirection=desc');
    const second = await list('sortProperty=placementCnt&sortDirection=desc&page=1&size=12');
    expect(ids(second)).toEqual(ids(whole).slice(12, 24));
  });

  it('accepts the direction in capitals (ASC, DESC)', async () => {
    expect(ids(await list('sortProperty=name&sortDirection=ASC'))).toEqual(
      sortedBy(everything, 'name', 'asc'),
    );
  });
});
