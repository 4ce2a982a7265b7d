import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  advertisers,
  creativeOrders,
  creatives,
  lineItems,
  orderMessages,
  orders,
} from '../db/schema/campaigns';
import { users } from '../db/schema/identity';
import { syncIdSequence } from '../db/sequences';

/**
 * A public sample VAST of a single inline linear ad (Google's IMA samples): the demo has no VAST
 * of its own to serve, so the tag wraps this one and a player gets a real ad.
 */
export const DEMO_VAST_URL =
  'https://pubads.g.doubleclick.net/gampad/ads?iu=/21775744923/external/single_ad_samples&sz=640x480&cust_params=sample_ct%3Dlinear&ciu_szs=300x250%2C728x90&gdfp_req=1&output=vast&unviewed_position_start=1&env=vp&impl=s';

const ADVERTISERS = [
  { id: 1, name: 'Northpeak Outdoor', networkId: 1, domains: ['northpeak.example'] },
  {
    id: 2,
    name: 'Brightside Foods',
    networkId: 1,
    domains: ['brightside.example', 'brightsidefoods.example'],
  },
  { id: 3, name: 'Velo Motors', networkId: 1, domains: ['velomotors.example'] },
  { id: 4, name: 'Lumen Bank', networkId: 3, domains: ['lumenbank.example'] },
  { id: 5, name: 'Orbit Telecom', networkId: 3, domains: ['orbit.example'], status: 'INACTIVE' },
] as const;

/** Flights count from the day of the seed, so a fresh start has campaigns under way, starting and ending. */
type DemoOrder = {
  id: number;
  advertiserId: number;
  name: string;
  from: number;
  to: number;
  budget: number;
  status?: string;
};
const ORDERS: DemoOrder[] = [
  { id: 1, advertiserId: 1, name: 'Northpeak Winter Launch', from: -20, to: 25, budget: 120_000 },
  { id: 2, advertiserId: 2, name: 'Brightside Holiday Recipes', from: -5, to: 40, budget: 80_000 },
  { id: 3, advertiserId: 3, name: 'Velo Spring Preview', from: 3, to: 60, budget: 150_000 },
  {
    id: 4,
    advertiserId: 1,
    name: 'Northpeak Autumn Sale',
    from: -70,
    to: -10,
    budget: 40_000,
    status: 'INACTIVE',
  },
  { id: 5, advertiserId: 4, name: 'Lumen Savings Always-on', from: -30, to: 60, budget: 60_000 },
];

type DemoLineItem = {
  orderId: number;
  name: string;
  type: 'STANDARD' | 'SPONSORSHIP' | 'HOUSE';
  cpm: number;
  goal: number;
  from: number;
  to: number;
  priority: number;
  pacing?: 'EVEN' | 'ASAP';
  timeZone?: string;
};
const LINE_ITEMS: DemoLineItem[] = [
  {
    orderId: 1,
    name: 'Northpeak CTV Prime 30s',
    type: 'STANDARD',
    cpm: 28,
    goal: 2_000_000,
    from: -20,
    to: 25,
    priority: 4,
  },
  {
    orderId: 1,
    name: 'Northpeak Sports Sponsorship',
    type: 'SPONSORSHIP',
    cpm: 42,
    goal: 500_000,
    from: -20,
    to: 2,
    priority: 1,
  },
  {
    orderId: 1,
    name: 'Northpeak Late Night',
    type: 'STANDARD',
    cpm: 18,
    goal: 800_000,
    from: -10,
    to: 25,
    priority: 6,
    pacing: 'ASAP',
  },
  {
    orderId: 2,
    name: 'Brightside Cooking Shows',
    type: 'STANDARD',
    cpm: 24,
    goal: 1_500_000,
    from: -5,
    to: 40,
    priority: 5,
    timeZone: 'America/New_York',
  },
  {
    orderId: 2,
    name: 'Brightside House Promo',
    type: 'HOUSE',
    cpm: 0,
    goal: 300_000,
    from: 1,
    to: 40,
    priority: 10,
  },
  {
    orderId: 3,
    name: 'Velo Auto Intenders',
    type: 'STANDARD',
    cpm: 32,
    goal: 3_000_000,
    from: 3,
    to: 60,
    priority: 3,
    timeZone: 'America/Los_Angeles',
  },
  {
    orderId: 4,
    name: 'Northpeak Autumn Clearance',
    type: 'STANDARD',
    cpm: 20,
    goal: 1_000_000,
    from: -70,
    to: -10,
    priority: 5,
  },
  {
    orderId: 5,
    name: 'Lumen Savings Evergreen',
    type: 'STANDARD',
    cpm: 22,
    goal: 2_500_000,
    from: -30,
    to: 60,
    priority: 5,
    timeZone: 'Europe/London',
  },
];

const CREATIVES = [
  { id: 1, advertiserId: 1, name: 'Northpeak Summit 30s', duration: 30, orderIds: [1, 4] },
  { id: 2, advertiserId: 1, name: 'Northpeak Trail 15s', duration: 15, orderIds: [1] },
  { id: 3, advertiserId: 2, name: 'Brightside Recipe Minute', duration: 30, orderIds: [2] },
  { id: 4, advertiserId: 3, name: 'Velo Reveal 30s', duration: 30, orderIds: [3] },
  { id: 5, advertiserId: 4, name: 'Lumen Savings 30s', duration: 30, orderIds: [5] },
] as const;

const networkOf = (advertiserId: number) => ADVERTISERS.find((a) => a.id === advertiserId)!.networkId;

/**
 * Advertisers, campaigns (orders) with their line items and VAST creatives, and a discussion, in
 * networks 1 and 3: the campaign pages, the dashboards and the tag have something real to show.
 */
export async function seedCampaigns(tx: Db, today = toWireDate(new Date())): Promise<void> {
  const day = (offset: number) => addDays(today, offset);
  await tx.insert(advertisers).values(
    ADVERTISERS.map((a) => ({
      id: a.id,
      name: a.name,
      networkId: a.networkId,
      advertiserDomains: [...a.domains],
      status: 'status' in a ? a.status : 'ACTIVE',
    })),
  );
  await tx.insert(orders).values(
    ORDERS.map((o) => ({
      id: o.id,
      name: o.name,
      advertiserId: o.advertiserId,
      networkId: networkOf(o.advertiserId),
      ioNumber: `IO-2026-${String(o.id).padStart(3, '0')}`,
      budget: o.budget,
      startDate: day(o.from),
      endDate: day(o.to),
      status: o.status ?? 'ACTIVE',
      bundleRevenueShare: o.id === 1 ? 30 : null,
    })),
  );
  await tx.insert(lineItems).values(
    LINE_ITEMS.map((item, index) => {
      const order = ORDERS.find((o) => o.id === item.orderId)!;
      return {
        id: index + 1,
        name: item.name,
        orderId: item.orderId,
        networkId: networkOf(order.advertiserId),
        type: item.type,
        cpm: item.cpm,
        goalType: 'IMPRESSIONS',
        goalAmount: item.goal,
        startDate: day(item.from),
        endDate: day(item.to),
        timeZone: item.timeZone ?? 'UTC',
        pacing: item.pacing ?? 'EVEN',
        frequencyCap: item.type === 'SPONSORSHIP' ? null : 3,
        frequencyPeriod: item.type === 'SPONSORSHIP' ? null : 'DAY',
        priority: item.priority,
        status: order.status ?? 'ACTIVE',
      };
    }),
  );
  await tx.insert(creatives).values(
    CREATIVES.map((c) => ({
      id: c.id,
      name: c.name,
      advertiserId: c.advertiserId,
      networkId: networkOf(c.advertiserId),
      type: 'VAST',
      vastType: 'URL',
      vastUrl: DEMO_VAST_URL,
      vastVersion: '3.0',
      duration: c.duration,
    })),
  );
  await tx
    .insert(creativeOrders)
    .values(CREATIVES.flatMap((c) => c.orderIds.map((orderId) => ({ creativeId: c.id, orderId }))));
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['sales@adcast.test', 'campaigns@adcast.test']));
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const sales = idOf('sales@adcast.test');
  const manager = idOf('campaigns@adcast.test');
  if (sales && manager)
    await tx.insert(orderMessages).values([
      {
        orderId: 1,
        authorId: sales,
        body: 'IO countersigned: budget confirmed at 120,000 USD.',
        mentions: [],
      },
      {
        orderId: 1,
        authorId: manager,
        body: 'Thanks, the sponsorship ends soon: shall we extend it?',
        mentions: [],
      },
      {
        orderId: 2,
        authorId: sales,
        body: 'Client asks for cooking shows only, no kids content.',
        mentions: [],
      },
    ]);
  for (const table of ['advertisers', 'orders', 'line_items', 'creatives']) await syncIdSequence(tx, table);
}
