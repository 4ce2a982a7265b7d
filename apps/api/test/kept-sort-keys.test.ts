import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../src/db/schema/demand';
import { builders } from './support/builders';
import { ALL_STATUSES, type Client, type PageBody } from './support/demand';
import { createTestApp, type TestApp } from './support/test-app';

type Listed = { id: number; status: string };

/** Every page of a list, read one by one as the paginator does (the later half from the far end). */
async function everyPage<T extends Listed>(client: Client, path: string, query: string, size: number) {
  const read = async (page: number) =>
    (await client.get(`${path}?${query}&size=${size}&page=${page}`)).json() as PageBody<T>;
  const first = await read(0);
  const rows = [...first.content];
  for (let page = 1; page * size < first.totalElements; page++) rows.push(...(await read(page)).content);
  expect(rows).toHaveLength(first.totalElements);
  return rows;
}

/** The order a list sorted by `key` must show: byte order of the key, the id breaking ties, both ways. */
function sortedBy<T extends Listed>(rows: T[], key: (row: T) => string | number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x < y ? -sign : x > y ? sign : sign * (a.id - b.id);
    })
    .map((row) => row.id);
}

const STATUSES = ['ACTIVE', 'INACTIVE', 'ACTIVE', 'ARCHIVED'] as const;
const PAGE = 4;

describe('sort keys kept on the row: every page exact after the writes that change them', () => {
  let t: TestApp;
  let admin: Client;
  let network: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    network = await builders(t).network();
    admin = (await builders(t).user({ roles: ['ADMIN'], networkId: network.id }, { role: 'ADMIN' })).client;
  });
  afterAll(() => t.close());

  it("placements sorted by publisher follow the publisher's renames and the placements' reassignments", async () => {
    const make = builders(t);
    const publishers: { id: number; name: string; networkId: number | null }[] = [];
    for (const name of ['Aurora', 'blue River', 'Cobalt', 'delta'])
      publishers.push(await make.publisher({ name, networkId: network.id }));
    for (let i = 0; i < 30; i++)
      await make.placements(1, { publisher: publishers[(i * 7) % 4], status: STATUSES[i % 4] });

    type Placement = Listed & { name: string; publisher: { id: number; name: string } };
    const names = new Map(publishers.map((row) => [row.id, row.name]));
    const expectSorted = async () => {
      const all = (await admin.get(`/api/placements?${ALL_STATUSES}&size=100`)).json() as PageBody<Placement>;
      expect(all.content.map((row) => row.publisher.name)).toEqual(
        all.content.map((row) => names.get(row.publisher.id)),
      );
      for (const [statuses, shown] of [
        [ALL_STATUSES, all.content],
        ['status=ACTIVE', all.content.filter((row) => row.status === 'ACTIVE')],
      ] as const)
        for (const direction of ['asc', 'desc'] as const) {
          const query = `${statuses}&sortProperty=publisher&sortDirection=${direction}`;
          const pages = await everyPage<Placement>(admin, '/api/placements', query, PAGE);
          expect(pages.map((row) => row.id)).toEqual(
            sortedBy(shown, (row) => names.get(row.publisher.id)!.toLowerCase(), direction),
          );
        }
      return all.content;
    };

    const before = await expectSorted();
    const aurora = publishers[0]!;
    const renamed = await admin.put(PUBLISHERS_API.publisher(aurora.id), { name: 'Zenith', version: 1 });
    expect(renamed.statusCode).toBe(200);
    names.set(aurora.id, 'Zenith');
    for (const moved of before.filter((row) => row.publisher.id === publishers[2]!.id).slice(0, 3)) {
      const current = (await admin.get(`/api/placements/${moved.id}`)).json();
      const reassigned = await admin.put(`/api/placements/${moved.id}`, {
        name: current.name,
        publisherId: publishers[3]!.id,
        type: current.type,
        platform: current.platform,
        deliveryType: current.deliveryType,
        bidFloor: current.bidFloor,
        cpm: current.cpm,
        version: current.version,
      });
      expect(reassigned.json().publisher).toEqual({ id: publishers[3]!.id, name: 'delta' });
    }
    const after = await expectSorted();
    expect(after.filter((row) => row.publisher.name === 'Zenith')).toHaveLength(
      before.filter((row) => row.publisher.id === aurora.id).length,
    );
  });

  it('partners sorted by connection count follow connections made, archived and removed', async () => {
    const make = builders(t);
    type Partner = Listed & { connectionCount: number };
    const connectionsOf = new Map<number, number>();
    const partners = [];
    for (let i = 0; i < 10; i++) {
      const partner = await make.partner({ networkId: network.id, status: STATUSES[i % 4] });
      for (let n = 0; n < (i * 3) % 4; n++) await make.connection({ partner });
      connectionsOf.set(partner.id, (i * 3) % 4);
      partners.push(partner);
    }
    const expectSorted = async () => {
      const all = (await admin.get(`/api/dp?${ALL_STATUSES}&size=100`)).json() as PageBody<Partner>;
      expect(Object.fromEntries(all.content.map((row) => [row.id, row.connectionCount]))).toEqual(
        Object.fromEntries(connectionsOf),
      );
      for (const direction of ['asc', 'desc'] as const) {
        const query = `${ALL_STATUSES}&sortProperty=connectionCount&sortDirection=${direction}`;
        const pages = await everyPage<Partner>(admin, '/api/dp', query, 3);
        expect(pages.map((row) => row.id)).toEqual(
          sortedBy(all.content, (row) => connectionsOf.get(row.id)!, direction),
        );
      }
    };

    await expectSorted();
    const [first, second, third] = partners as [(typeof partners)[0], ...typeof partners];
    // No route removes a connection; the kept count follows a delete all the same (before the API
    // writes below, which make the server forget what it read).
    const [removed] = await t.db
      .select()
      .from(connections)
      .where(eq(connections.demandPartnerId, second!.id));
    await t.db.delete(connections).where(eq(connections.id, removed!.id));
    connectionsOf.set(second!.id, connectionsOf.get(second!.id)! - 1);
    for (const partner of [first, first, third!]) {
      const made = await admin.post(`/api/dp/${partner.id}/connections`, {
        name: `Kept count ${connectionsOf.get(partner.id)} of ${partner.id}`,
        schainAsi: 'example.com',
        integrationType: 'ORTB',
      });
      expect(made.statusCode).toBe(201);
      connectionsOf.set(partner.id, connectionsOf.get(partner.id)! + 1);
    }
    const [kept] = await t.db.select().from(connections).where(eq(connections.demandPartnerId, first.id));
    expect(
      (await admin.put(`/api/dp/${first.id}/connections/${kept!.id}/archive`, {})).statusCode,
    ).toBeLessThan(300);
    await expectSorted();
  });
});
