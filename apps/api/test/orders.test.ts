import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { BUDGET_MAX, ORDER_COLUMN_LABELS as L } from '@adcast/domain/campaigns/orders';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';

/** An order as the form sends it: a December flight with bundle terms its line items inherit. */
const orderBody = (advertiserId: number, name: string, fields: Record<string, unknown> = {}) => ({
  advertiserId,
  name,
  ioNumber: 'IO-2026-001',
  budget: 25_000.5,
  currency: 'EUR',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  bundleRevenueShare: 35,
  bundleCpm: 18.25,
  notes: '  ',
  ...fields,
});

describe('orders (part 2 §7 /api/campaign/order): create, rules, tenancy, list, revert', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number; name: string };
  let advertiser: { id: number; name: string; networkId: number | null };
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
  });

  it("creates an order in its advertiser's network and records it", async () => {
    const created = await app.admin.post(CAMPAIGN_API.orders, orderBody(advertiser.id, 'Winter launch'));
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      name: 'Winter launch',
      status: 'ACTIVE',
      advertiser: { id: advertiser.id, name: advertiser.name },
      network: { id: network.id, name: network.name },
      ioNumber: 'IO-2026-001',
      budget: 25_000.5,
      currency: 'EUR',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      bundleRevenueShare: 35,
      bundleCpm: 18.25,
      notes: null,
      version: 1,
    });
    expect((await changesOf(app.t, 'ORDER', order.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await app.admin.get(CAMPAIGN_API.order(order.id))).json()).toEqual(order);
  });

  it('refuses what breaks a rule, with its message, and writes nothing', async () => {
    const archived = await make.advertiser({ status: 'ARCHIVED' });
    const before = await rowCount(app.t, orders);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(CAMPAIGN_API.orders, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      orderBody(advertiser.id, 'Backwards', { endDate: '2026-11-30' }),
      `endDate: ${RECORD_FIELD_MESSAGES.endBeforeStart}`,
    );
    await refused(orderBody(advertiser.id, 'Open', { endDate: '' }), 'endDate: End date is required');
    await refused(
      orderBody(advertiser.id, 'Share', { bundleRevenueShare: 120 }),
      `bundleRevenueShare: ${CAMPAIGN_MESSAGES.revenueShare}`,
    );
    await refused(
      orderBody(advertiser.id, 'Cents', { budget: 10.005 }),
      `budget: ${CAMPAIGN_MESSAGES.budget(BUDGET_MAX)}`,
    );
    await refused(orderBody(2_000_000_000, 'Nobody'), CAMPAIGN_MESSAGES.advertiserNotFound(2_000_000_000));
    await refused(orderBody(archived.id, 'Archived'), CAMPAIGN_MESSAGES.advertiserArchived);
    expect(await rowCount(app.t, orders)).toBe(before);
  });

  it("a network user sees its network's orders only, and may not give one another network's advertiser", async () => {
    const other = await make.network();
    const foreignAdvertiser = await make.advertiser({ networkId: other.id });
    const foreign = await make.order({ advertiser: foreignAdvertiser });
    const own = await make.order({ advertiser });
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkUser.client.get(CAMPAIGN_API.order(foreign.id))).statusCode).toBe(404);
    expect((await networkUser.client.get(CAMPAIGN_API.order(own.id))).statusCode).toBe(200);
    const stolen = await networkUser.client.post(
      CAMPAIGN_API.orders,
      orderBody(foreignAdvertiser.id, 'Stolen'),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().messages).toEqual([CAMPAIGN_MESSAGES.advertiserNotFound(foreignAdvertiser.id)]);
    const listed = (await networkUser.client.get(`${CAMPAIGN_API.orders}?${ALL_STATUSES}&size=100`)).json();
    expect(ids(listed)).toContain(own.id);
    expect(listed.content.every((row: { network: { id: number } }) => row.network.id === network.id)).toBe(
      true,
    );
  });

  it('lists by name and advertiser with counts and statuses, archives in bulk after a preview, and exports CSV', async () => {
    const client = await make.advertiser();
    const names = ['Kestrel spring', 'Kestrel summer'];
    const made = [];
    for (const name of names)
      made.push((await app.admin.post(CAMPAIGN_API.orders, orderBody(client.id, name))).json());
    await make.order({ name: 'Kestrel elsewhere' });
    const page = (
      await app.admin.get(
        `${CAMPAIGN_API.orders}?name=kestrel&advertiserIds=${client.id}&sortProperty=name&sortDirection=asc`,
      )
    ).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(names);
    expect(countsOf((await app.admin.get(`${CAMPAIGN_API.orderCounts}?name=kestrel`)).json())).toEqual({
      ACTIVE: 3,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    expect(
      (await app.admin.get(CAMPAIGN_API.orderStatuses)).json().map((s: { key: string }) => s.key),
    ).toEqual(['ACTIVE', 'INACTIVE', 'ARCHIVED']);
    const request = { ids: ids(page), action: 'ARCHIVE' };
    const preview = (
      await app.admin.post(`${CAMPAIGN_API.orders}/bulk`, { ...request, dryRun: true })
    ).json();
    expect(preview).toMatchObject({ applied: false, changes: [{ id: made[0].id }, { id: made[1].id }] });
    expect((await app.admin.get(`${CAMPAIGN_API.orders}?name=kestrel`)).json().totalElements).toBe(3);
    await app.admin.post(`${CAMPAIGN_API.orders}/bulk`, { ...request, dryRun: false });
    expect(
      (await app.admin.get(`${CAMPAIGN_API.orders}?name=kestrel&status=ARCHIVED`)).json().totalElements,
    ).toBe(2);
    const csv = await app.admin.get(`${CAMPAIGN_API.orders}/export.csv?name=kestrel&status=ARCHIVED`);
    expect(csv.body.split('\r\n')[0]).toBe(
      [
        L.name,
        L.advertiser,
        L.ioNumber,
        L.budget,
        L.currency,
        L.startDate,
        L.endDate,
        L.bundleRevenueShare,
        L.bundleCpm,
        L.network,
        L.status,
        L.createdOn,
      ].join(','),
    );
    expect(csv.body).toContain('Kestrel spring');
  });

  it('an edit of its bundle terms is reverted from the changelog', async () => {
    const order = (
      await app.admin.post(CAMPAIGN_API.orders, orderBody(advertiser.id, 'Reverted order'))
    ).json();
    const edited = await app.admin.put(CAMPAIGN_API.order(order.id), {
      ...orderBody(advertiser.id, 'Reverted order', { bundleRevenueShare: null, bundleCpm: 30 }),
      version: order.version,
    });
    expect(edited.json()).toMatchObject({ bundleRevenueShare: null, bundleCpm: 30, version: 2 });
    const [change] = await changesOf(app.t, 'ORDER', order.id);
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ bundleRevenueShare: 35, bundleCpm: 18.25, version: 3 });
  });

  it('campaign managers and sales representatives write orders, read-only admins only read, designers see none', async () => {
    for (const role of ['CAMPAIGN_MANAGER', 'SALES_REPRESENTATIVE'] as const) {
      const writer = await make.user({ roles: [role] }, role);
      const created = await writer.client.post(
        CAMPAIGN_API.orders,
        orderBody(advertiser.id, `${role} order`),
      );
      expect(created.statusCode).toBe(201);
    }
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.orders)).statusCode).toBe(200);
    const write = await readonly.client.post(
      CAMPAIGN_API.orders,
      orderBody(advertiser.id, 'Read-only order'),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(CAMPAIGN_API.orders)).statusCode).toBe(403);
  });
});
