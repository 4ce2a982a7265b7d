import { DASHBOARD_ROWS, weekOf } from '@adcast/domain/campaigns/campaign-dashboards';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_MISSING } from '../src/http/auth';
import { refreshAllHealth } from '../src/modules/campaigns/line-items/line-item-health';
import { type Builders, builders } from './support/builders';
import { useDemoApp } from './support/demand';
import { adFact, load } from './support/facts';

type Person = Awaited<ReturnType<Builders['user']>>;
type Row = { lineItem: { id: number; name: string }; health?: string };

const countOf = <K extends string>(rows: ({ count: number } & Record<K, unknown>)[], key: K, value: string) =>
  rows.find((row) => row[key] === value)?.count;

describe('the Campaigns and Designer dashboards (part 1 §4): real numbers, each network its own', () => {
  const app = useDemoApp();
  let make: Builders;
  const today = toWireDate(new Date());
  const week = weekOf(new Date());
  let manager: Person;
  let designer: Person;
  let foreignOrderId: number;
  let running: { ahead: { id: number }; lagging: { id: number }; silent: { id: number } };
  let starting: { id: number };
  let ending: { id: number };
  let foreignStarting: { id: number };
  let order: Awaited<ReturnType<Builders['order']>>;

  beforeAll(async () => {
    make = builders(app.t);
    const network = await make.network();
    const other = await make.network();
    const advertiser = await make.advertiser({ networkId: network.id });
    // A flight from ten days ago to nine days ahead: about half is expected by now.
    order = await make.order({ advertiser, startDate: addDays(today, -10), endDate: addDays(today, 9) });
    await make.order({ advertiser, status: 'INACTIVE' });
    running = {
      ahead: await make.lineItem({ order }),
      lagging: await make.lineItem({ order }),
      silent: await make.lineItem({ order }),
    };
    const wide = await make.order({
      advertiser,
      startDate: addDays(week.from, -30),
      endDate: addDays(week.to, 30),
    });
    // One-day flights on a day of this week other than today, so neither is running.
    const notToday = (day: string, otherwise: string) => (day === today ? otherwise : day);
    const startDay = notToday(week.to, week.from);
    const endDay = notToday(week.from, week.to);
    starting = await make.lineItem({ order: wide, startDate: startDay, endDate: startDay });
    ending = await make.lineItem({ order: wide, startDate: endDay, endDate: endDay });

    const foreignAdvertiser = await make.advertiser({ networkId: other.id });
    const foreignOrder = await make.order({
      advertiser: foreignAdvertiser,
      startDate: addDays(today, -10),
      endDate: addDays(today, 9),
    });
    foreignOrderId = foreignOrder.id;
    await make.lineItem({ order: foreignOrder });
    foreignStarting = await make.lineItem({ order: foreignOrder, startDate: week.to, endDate: week.to });
    await make.creative({
      order: foreignOrder,
      type: 'VIDEO',
      processing: 'FAILED',
      processingError: 'Foreign',
    });

    const hour = `${addDays(today, -3)}T10:00:00Z`;
    await load(app.t.app.deps.facts, [
      adFact({ hour, line_item_id: running.ahead.id, ad_impressions: 80_000, revenue: 1000 }),
      adFact({ hour, line_item_id: running.lagging.id, ad_impressions: 10_000, revenue: 90 }),
    ]);
    await refreshAllHealth(app.t.app.deps);

    manager = await make.user({ roles: ['CAMPAIGN_MANAGER'], networkId: network.id }, 'CAMPAIGN_MANAGER');
    designer = await make.user({ roles: ['DESIGNER'], networkId: network.id }, 'DESIGNER');
    const colleague = await make.user({ roles: ['SALES_REPRESENTATIVE'] }, 'SALES_REPRESENTATIVE');
    for (const body of ['Budget approved', 'IO signed'])
      await colleague.client.post(CAMPAIGN_API.discussion(order.id), { body });
    await colleague.client.post(CAMPAIGN_API.discussion(foreignOrder.id), { body: 'Not for them' });

    await make.creative({ order, type: 'VIDEO', processing: 'FAILED', processingError: 'The video is 480p' });
    await make.creative({ order, type: 'VIDEO', processing: 'READY' });
    await make.creative({ order, type: 'VIDEO', processing: 'QUEUED' });
    await make.creative({ order });
    await make.creative({ order, type: 'VIDEO', processing: 'FAILED', status: 'ARCHIVED' });
  });

  it("shows a network's campaign manager its orders by status and its running line items by health, worst first, paced from the facts", async () => {
    const response = await manager.client.get(CAMPAIGN_API.dashboard);
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(countOf(home.orders, 'status', 'ACTIVE')).toBe(2);
    expect(countOf(home.orders, 'status', 'INACTIVE')).toBe(1);
    expect(home.running).toBe(3);
    expect(countOf(home.health, 'health', 'ON_TRACK')).toBe(1);
    expect(countOf(home.health, 'health', 'AT_RISK')).toBe(1);
    expect(countOf(home.health, 'health', 'NOT_DELIVERING')).toBe(1);
    expect(home.unchecked).toBe(0);
    expect(home.pacing.map((row: Row) => [row.lineItem.id, row.health])).toEqual([
      [running.silent.id, 'NOT_DELIVERING'],
      [running.lagging.id, 'AT_RISK'],
      [running.ahead.id, 'ON_TRACK'],
    ]);
    expect(home.pacing[1]).toMatchObject({
      order: { id: order.id, name: order.name },
      impressions: 10_000,
      spend: 90,
      deliveredPercent: 10,
    });
    expect(home.pacing[1].expectedPercent).toBeGreaterThan(40);
  });

  it("lists this week's flights starting and ending, and the discussions with messages it has not seen", async () => {
    const home = (await manager.client.get(CAMPAIGN_API.dashboard)).json();
    expect(home.week).toEqual(week);
    const starts = home.starting.map((row: Row) => row.lineItem.id);
    const ends = home.ending.map((row: Row) => row.lineItem.id);
    expect(starts).toContain(starting.id);
    expect(ends).toContain(ending.id);
    expect(starts).not.toContain(running.ahead.id);
    expect(ends).not.toContain(running.ahead.id);
    expect([...starts, ...ends]).not.toContain(foreignStarting.id);
    expect(home.unread).toEqual([{ order: { id: order.id, name: order.name }, unread: 2 }]);
    expect(home.unreadTotal).toBe(2);
    await manager.client.put(CAMPAIGN_API.discussionSeen(order.id));
    const after = (await manager.client.get(CAMPAIGN_API.dashboard)).json();
    expect(after.unread).toEqual([]);
    expect(after.unreadTotal).toBe(0);
  });

  it("shows an admin without a network every network's campaigns", async () => {
    const home = (await app.admin.get(CAMPAIGN_API.dashboard)).json();
    expect(countOf(home.orders, 'status', 'ACTIVE')).toBeGreaterThanOrEqual(3);
    expect(home.running).toBeGreaterThanOrEqual(4);
    expect(home.pacing.length).toBeLessThanOrEqual(DASHBOARD_ROWS);
    const unread = (
      await (await make.user({ roles: ['ADMIN'] }, 'ADMIN')).client.get(CAMPAIGN_API.dashboard)
    ).json().unread;
    expect(unread.map((row: { order: { id: number } }) => row.order.id)).toEqual(
      expect.arrayContaining([order.id, foreignOrderId]),
    );
  });

  it("shows a network's designer its video creatives by processing state and the failed ones, archived left out", async () => {
    const response = await designer.client.get(CAMPAIGN_API.designerDashboard);
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home.processing).toEqual([
      { processing: 'QUEUED', count: 1 },
      { processing: 'PROCESSING', count: 0 },
      { processing: 'READY', count: 1 },
      { processing: 'FAILED', count: 1 },
    ]);
    expect(home.vast).toBe(1);
    expect(home.attentionTotal).toBe(1);
    expect(home.attention).toEqual([
      expect.objectContaining({ problem: 'The video is 480p', advertiser: expect.any(Object) }),
    ]);
  });

  it('refuses a role without the campaigns read, with the permission message', async () => {
    const refused = await designer.client.get(CAMPAIGN_API.dashboard);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([PERMISSION_MISSING]);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(CAMPAIGN_API.designerDashboard)).statusCode).toBe(403);
  });
});
