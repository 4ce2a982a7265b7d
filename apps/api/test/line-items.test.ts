import { LINE_ITEM_MESSAGES } from '@adcast/domain/campaigns/line-item-messages';
import {
  FREQUENCY_CAP_MAX,
  GOAL_MAX,
  LINE_ITEM_COLUMN_LABELS as L,
  PRIORITY_MAX,
  PRIORITY_MIN,
} from '@adcast/domain/campaigns/line-items';
import { HEALTH_SENTENCES } from '@adcast/domain/campaigns/pacing';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { RECORD_FIELD_MESSAGES } from '@adcast/domain/record-fields';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineItemHealth, lineItems, orders } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { scheduleHealthRefresh } from '../src/modules/campaigns/line-items/line-item-health';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount, useDemoApp } from './support/demand';
import { adFact, load } from './support/facts';

type Order = { id: number; networkId: number | null; startDate: string; endDate: string };

/** A line item as the form sends it: a sponsorship over the first half of the order's December flight. */
const lineItemBody = (orderId: number, name: string, fields: Record<string, unknown> = {}) => ({
  orderId,
  name,
  type: 'SPONSORSHIP',
  cpm: 24.5,
  goalType: 'IMPRESSIONS',
  goalAmount: 500_000,
  startDate: '2026-12-01',
  endDate: '2026-12-15',
  timeZone: 'America/New_York',
  pacing: 'EVEN',
  frequencyCap: 3,
  frequencyPeriod: 'DAY',
  priority: 2,
  bundleCpm: 20,
  notes: '  ',
  ...fields,
});

describe('line items (part 2 §7 /api/campaign/lineitem): create, rules, tenancy, list, extend, status, delivery, health', () => {
  const app = useDemoApp();
  let make: Builders;
  let network: { id: number; name: string };
  let order: Order & { name: string };
  beforeAll(async () => {
    make = builders(app.t);
    network = await make.network();
    const advertiser = await make.advertiser({ networkId: network.id });
    order = await make.order({ advertiser, name: 'Holiday campaign' });
    // The order's bundle terms, which a line item's blank ones inherit (part 2 §3 bundles).
    await app.t.db
      .update(orders)
      .set({ bundleRevenueShare: 35, bundleCpm: 18.25 })
      .where(eq(orders.id, order.id));
  });

  it("creates a line item in its campaign's network, inheriting the bundle terms it leaves blank, and records it", async () => {
    const created = await app.admin.post(
      CAMPAIGN_API.lineItems,
      lineItemBody(order.id, 'Holiday sponsorship'),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      name: 'Holiday sponsorship',
      status: 'ACTIVE',
      network: { id: network.id, name: network.name },
      order: { id: order.id, name: 'Holiday campaign' },
      type: 'SPONSORSHIP',
      cpm: 24.5,
      currency: 'USD',
      goalType: 'IMPRESSIONS',
      goalAmount: 500_000,
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      timeZone: 'America/New_York',
      pacing: 'EVEN',
      frequencyCap: 3,
      frequencyPeriod: 'DAY',
      priority: 2,
      bundleRevenueShare: null,
      bundleCpm: 20,
      bundleTerms: { bundleRevenueShare: 35, bundleCpm: 20 },
      notes: null,
      health: null,
      version: 1,
    });
    expect((await changesOf(app.t, 'LINE_ITEM', item.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await app.admin.get(CAMPAIGN_API.lineItem(item.id))).json()).toEqual(item);
  });

  it('refuses what breaks a rule, with its message, and writes nothing', async () => {
    const archived = await make.order({ status: 'ARCHIVED' });
    const before = await rowCount(app.t, lineItems);
    const refused = async (body: object, message: string) => {
      const response = await app.admin.post(CAMPAIGN_API.lineItems, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    await refused(
      lineItemBody(order.id, 'Backwards', { endDate: '2026-11-30' }),
      `endDate: ${RECORD_FIELD_MESSAGES.endBeforeStart}`,
    );
    await refused(lineItemBody(order.id, 'Open', { startDate: '' }), 'startDate: Start date is required');
    await refused(
      lineItemBody(order.id, 'Outside', { endDate: '2027-01-05' }),
      LINE_ITEM_MESSAGES.flightOutsideOrder(order),
    );
    await refused(
      lineItemBody(order.id, 'Fraction', { goalAmount: 10.5 }),
      `goalAmount: ${LINE_ITEM_MESSAGES.wholeImpressions}`,
    );
    await refused(
      lineItemBody(order.id, 'Huge', { goalAmount: GOAL_MAX + 1 }),
      `goalAmount: ${LINE_ITEM_MESSAGES.goalAmount(GOAL_MAX)}`,
    );
    await refused(
      lineItemBody(order.id, 'Half cap', { frequencyPeriod: null }),
      `frequencyCap: ${LINE_ITEM_MESSAGES.frequencyPair}`,
    );
    await refused(
      lineItemBody(order.id, 'Cap', { frequencyCap: FREQUENCY_CAP_MAX + 1 }),
      `frequencyCap: ${LINE_ITEM_MESSAGES.frequencyCap(FREQUENCY_CAP_MAX)}`,
    );
    await refused(
      lineItemBody(order.id, 'Priority', { priority: 11 }),
      `priority: ${LINE_ITEM_MESSAGES.priority(PRIORITY_MIN, PRIORITY_MAX)}`,
    );
    await refused(
      lineItemBody(order.id, 'Zone', { timeZone: 'Mars/Olympus' }),
      `timeZone: ${LINE_ITEM_MESSAGES.timeZone}`,
    );
    await refused(lineItemBody(2_000_000_000, 'Nobody'), LINE_ITEM_MESSAGES.orderNotFound(2_000_000_000));
    await refused(lineItemBody(archived.id, 'Archived'), LINE_ITEM_MESSAGES.orderArchived);
    expect(await rowCount(app.t, lineItems)).toBe(before);
  });

  it("a network user sees its network's line items only, and may not file one under another network's campaign", async () => {
    const other = await make.network();
    const foreignOrder = await make.order({ advertiser: await make.advertiser({ networkId: other.id }) });
    const foreign = await make.lineItem({ order: foreignOrder });
    const own = await make.lineItem({ order });
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkUser.client.get(CAMPAIGN_API.lineItem(foreign.id))).statusCode).toBe(404);
    expect(
      (await networkUser.client.put(CAMPAIGN_API.lineItemStatus(foreign.id, 'INACTIVE'))).statusCode,
    ).toBe(404);
    expect((await networkUser.client.get(CAMPAIGN_API.lineItem(own.id))).statusCode).toBe(200);
    const stolen = await networkUser.client.post(
      CAMPAIGN_API.lineItems,
      lineItemBody(foreignOrder.id, 'Stolen'),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().messages).toEqual([LINE_ITEM_MESSAGES.orderNotFound(foreignOrder.id)]);
    const listed = (
      await networkUser.client.get(`${CAMPAIGN_API.lineItems}?${ALL_STATUSES}&size=1000`)
    ).json();
    expect(ids(listed)).toContain(own.id);
    expect(ids(listed)).not.toContain(foreign.id);
    const health = await networkUser.client.get(
      `${CAMPAIGN_API.lineItemHealthStatuses}?ids=${own.id},${foreign.id}`,
    );
    expect(health.json().map((row: { lineItemId: number }) => row.lineItemId)).toEqual([own.id]);
  });

  it("follows its campaign when the campaign's edit moves it to another network", async () => {
    const campaign = (
      await app.admin.post(CAMPAIGN_API.orders, {
        advertiserId: (await make.advertiser({ networkId: network.id })).id,
        name: 'Moving campaign',
        budget: 1000,
        startDate: '2026-12-01',
        endDate: '2026-12-31',
      })
    ).json();
    const item = (
      await app.admin.post(CAMPAIGN_API.lineItems, lineItemBody(campaign.id, 'Moving line item'))
    ).json();
    const elsewhere = await make.network();
    const moved = await app.admin.put(CAMPAIGN_API.order(campaign.id), {
      advertiserId: (await make.advertiser({ networkId: elsewhere.id })).id,
      name: 'Moving campaign',
      budget: 1000,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      version: campaign.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await app.admin.get(CAMPAIGN_API.lineItem(item.id))).json().network).toEqual({
      id: elsewhere.id,
      name: elsewhere.name,
    });
  });

  it('lists by name and campaign with counts and statuses, and exports CSV', async () => {
    const campaign = await make.order();
    const names = ['Osprey morning', 'Osprey evening'];
    for (const name of names) await make.lineItem({ order: campaign, name });
    await make.lineItem({ name: 'Osprey elsewhere' });
    const page = (
      await app.admin.get(
        `${CAMPAIGN_API.lineItems}?name=osprey&orderIds=${campaign.id}&sortProperty=name&sortDirection=desc`,
      )
    ).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(names);
    expect(countsOf((await app.admin.get(`${CAMPAIGN_API.lineItemCounts}?name=osprey`)).json())).toEqual({
      ACTIVE: 3,
      INACTIVE: 0,
      ARCHIVED: 0,
    });
    expect(
      (await app.admin.get(CAMPAIGN_API.lineItemStatuses)).json().map((s: { key: string }) => s.key),
    ).toEqual(['ACTIVE', 'INACTIVE', 'ARCHIVED']);
    const csv = await app.admin.get(`${CAMPAIGN_API.lineItems}/export.csv?name=osprey`);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual([L.name, L.order, L.type]);
    expect(rows).toHaveLength(3);
  });

  it('changes status by name through the transitions, each change recorded', async () => {
    const item = await make.lineItem({ order });
    const paused = await app.admin.put(CAMPAIGN_API.lineItemStatus(item.id, 'INACTIVE'));
    expect(paused.json()).toMatchObject({ status: 'INACTIVE', version: 2 });
    const archived = await app.admin.put(CAMPAIGN_API.lineItemStatus(item.id, 'ARCHIVED'));
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED' });
    const refused = await app.admin.put(CAMPAIGN_API.lineItemStatus(item.id, 'INACTIVE'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([DEMAND_MESSAGES.archivedNotEditable('line item')]);
    expect((await app.admin.put(CAMPAIGN_API.lineItemStatus(item.id, 'ACTIVE'))).json()).toMatchObject({
      status: 'ACTIVE',
    });
    const actions = (await changesOf(app.t, 'LINE_ITEM', item.id)).map((change) => change.action);
    expect(actions).toEqual(['UNARCHIVE', 'ARCHIVE', 'UPDATE']);
  });

  it('extends the flight to a later end within the campaign, refuses an earlier one, and the extension is reverted from the changelog', async () => {
    const item = await make.lineItem({ order, endDate: '2026-12-20' });
    const refused = await app.admin.post(CAMPAIGN_API.extendLineItem(item.id), { endDate: '2026-12-20' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages).toEqual([LINE_ITEM_MESSAGES.extendNotLater('2026-12-20')]);
    const beyond = await app.admin.post(CAMPAIGN_API.extendLineItem(item.id), { endDate: '2027-01-10' });
    expect(beyond.json().messages).toEqual([LINE_ITEM_MESSAGES.flightOutsideOrder(order)]);
    const extended = await app.admin.post(CAMPAIGN_API.extendLineItem(item.id), { endDate: '2026-12-31' });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({ endDate: '2026-12-31', version: 2 });
    const [change] = await changesOf(app.t, 'LINE_ITEM', item.id);
    expect(change).toMatchObject({ action: 'UPDATE' });
    const reverted = await app.admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ endDate: '2026-12-20', version: 3 });
  });

  describe('delivery and health from the report facts', () => {
    const today = toWireDate(new Date());
    let live: Order;
    let ahead: { id: number };
    let lagging: { id: number };
    let silent: { id: number };
    beforeAll(async () => {
      // A flight from ten days ago to nine days ahead: half of it (50-55%) is expected by now.
      live = await make.order({ startDate: addDays(today, -10), endDate: addDays(today, 9) });
      ahead = await make.lineItem({ order: live });
      lagging = await make.lineItem({ order: live });
      silent = await make.lineItem({ order: live });
      const hour = `${addDays(today, -3)}T10:00:00Z`;
      await load(app.t.app.deps.facts, [
        adFact({ hour, line_item_id: ahead.id, ad_impressions: 50_000, revenue: 600 }),
        adFact({
          hour: `${addDays(today, -2)}T10:00:00Z`,
          line_item_id: ahead.id,
          ad_impressions: 30_000,
          revenue: 400,
        }),
        adFact({ hour, line_item_id: lagging.id, ad_impressions: 10_000, revenue: 90 }),
      ]);
    });

    it('answers the delivery to date: impressions, spent budget, eCPM and delivered %', async () => {
      const response = await app.admin.get(
        `${CAMPAIGN_API.lineItemDeliveryStatuses}?ids=${ahead.id},${silent.id}`,
      );
      expect(response.json()).toEqual([
        { lineItemId: ahead.id, impressions: 80_000, spend: 1000, ecpm: 12.5, deliveredPercent: 80 },
        { lineItemId: silent.id, impressions: 0, spend: 0, ecpm: null, deliveredPercent: 0 },
      ]);
    });

    it('answers the health now against the even curve, with its sentence', async () => {
      const response = await app.admin.get(
        `${CAMPAIGN_API.lineItemHealthStatuses}?ids=${ahead.id},${lagging.id},${silent.id}`,
      );
      const byId = new Map(response.json().map((row: { lineItemId: number }) => [row.lineItemId, row]));
      expect(byId.get(ahead.id)).toMatchObject({ health: 'ON_TRACK', sentence: HEALTH_SENTENCES.ON_TRACK });
      expect(byId.get(lagging.id)).toMatchObject({ health: 'AT_RISK', deliveredPercent: 10 });
      expect(byId.get(silent.id)).toMatchObject({ health: 'NOT_DELIVERING' });
    });

    it('the refresh runs in the background and stores each active line item’s health, which the list shows', async () => {
      const queued = await app.admin.post(CAMPAIGN_API.refreshLineItemHealth);
      expect(queued.statusCode).toBe(202);
      expect(queued.json()).toEqual({ message: LINE_ITEM_MESSAGES.refreshQueued });
      await expect
        .poll(
          async () =>
            (await app.t.db.select().from(lineItemHealth).where(eq(lineItemHealth.lineItemId, silent.id)))
              .length,
          { timeout: 10_000, interval: 100 },
        )
        .toBe(1);
      const page = (await app.admin.get(`${CAMPAIGN_API.lineItems}?orderIds=${live.id}&size=10`)).json();
      const health = new Map(
        page.content.map((row: { id: number; health: unknown }) => [row.id, row.health]),
      );
      expect(health.get(ahead.id)).toMatchObject({ health: 'ON_TRACK', deliveredPercent: 80 });
      expect(health.get(silent.id)).toMatchObject({ health: 'NOT_DELIVERING', deliveredPercent: 0 });
    });
  });

  it('the refresh also runs every hour once main has scheduled it', async () => {
    await scheduleHealthRefresh(app.t.app.deps);
    const { rows } = (await app.t.db.execute(
      sql`select cron from job_schedules where key = 'line-item-health-refresh'`,
    )) as unknown as { rows: { cron: string }[] };
    expect(rows).toEqual([{ cron: '10 * * * *' }]);
  });

  it('campaign managers and sales representatives write line items, read-only admins only read, designers see none', async () => {
    for (const role of ['CAMPAIGN_MANAGER', 'SALES_REPRESENTATIVE'] as const) {
      const writer = await make.user({ roles: [role] }, role);
      const created = await writer.client.post(
        CAMPAIGN_API.lineItems,
        lineItemBody(order.id, `${role} line item`),
      );
      expect(created.statusCode).toBe(201);
    }
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.lineItems)).statusCode).toBe(200);
    for (const write of [
      readonly.client.post(CAMPAIGN_API.lineItems, lineItemBody(order.id, 'Read-only line item')),
      readonly.client.post(CAMPAIGN_API.refreshLineItemHealth),
    ]) {
      const response = await write;
      expect(response.statusCode).toBe(403);
      expect(response.json().messages).toEqual([PERMISSION_MISSING]);
    }
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    expect((await designer.client.get(CAMPAIGN_API.lineItems)).statusCode).toBe(403);
  });
});
