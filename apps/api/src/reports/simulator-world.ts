import type { BundleTerms } from '@adcast/domain/campaigns/orders';
import { bundleTermsOf } from '@adcast/domain/campaigns/orders';
import type { GoalType } from '@adcast/domain/campaigns/pacing';
import type { EpgKeyword } from '@adcast/domain/keyword-packages/epg-keywords';
import { goalImpressionsOf } from '@adcast/domain/tags/tag-candidates';
import { and, eq, min, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creativeOrders, lineItems, orders } from '../db/schema/campaigns';
import { connections, dealConnections, deals, demandPartners } from '../db/schema/demand';
import { placements } from '../db/schema/inventory';
import { contentOwners } from '../db/schema/tenancy';
import { inventoryOf, loadInventory, type SimInventory } from './simulator-inventory';

export type SimPlacement = {
  id: number;
  publisherId: number;
  networkId: number;
  platform: string;
  /** What its requests carry: the app or domain, the seller, the channel and the bundle terms. */
  inventory: SimInventory;
};
/** A partner as the simulator sells to it: through its first connection, and that connection's first active deal (0: none). */
export type SimPartner = { id: number; networkId: number; connectionId: number; dealId: number };
export type SimContentOwner = { id: number; networkId: number };
/** A running line item the simulator delivers: its order's advertiser and first creative, its price and flight. */
export type SimLineItem = {
  id: number;
  networkId: number;
  orderId: number;
  advertiserId: number;
  creativeId: number;
  cpm: number;
  startMs: number;
  endMs: number;
  /** Impressions a day that spread its goal evenly over its flight. */
  dailyImpressions: number;
  /** Its bundle terms from the IO (its own over its order's); what both leave blank comes from the channel's bundle. */
  terms: BundleTerms;
};
export type World = {
  placements: SimPlacement[];
  partners: SimPartner[];
  contentOwners: SimContentOwner[];
  lineItems: SimLineItem[];
  /** Each network's keyword packages (0: those of no network). */
  keywordPackages: ReadonlyMap<number, EpgKeyword[][]>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Active line items with a creative, each with what an even pace of its goal delivers a day. */
async function loadLineItems(db: Db): Promise<SimLineItem[]> {
  const rows = await db
    .select({
      id: lineItems.id,
      networkId: lineItems.networkId,
      orderId: lineItems.orderId,
      advertiserId: orders.advertiserId,
      creativeId: min(creativeOrders.creativeId),
      cpm: lineItems.cpm,
      goalType: lineItems.goalType,
      goalAmount: lineItems.goalAmount,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
      bundleRevenueShare: lineItems.bundleRevenueShare,
      bundleCpm: lineItems.bundleCpm,
      orderRevenueShare: orders.bundleRevenueShare,
      orderCpm: orders.bundleCpm,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(creativeOrders, eq(creativeOrders.orderId, lineItems.orderId))
    .where(and(eq(lineItems.status, 'ACTIVE'), eq(orders.status, 'ACTIVE')))
    .groupBy(lineItems.id, orders.id);
  return rows.map((row) => {
    const startMs = Date.parse(`${row.startDate}T00:00:00Z`);
    const endMs = Date.parse(`${row.endDate}T00:00:00Z`) + DAY_MS;
    const cpm = Number(row.cpm);
    const goal =
      goalImpressionsOf({ goalType: row.goalType as GoalType, goalAmount: Number(row.goalAmount), cpm }) ?? 0;
    return {
      id: row.id,
      networkId: row.networkId ?? 0,
      orderId: row.orderId,
      advertiserId: row.advertiserId,
      creativeId: row.creativeId ?? 0,
      cpm,
      startMs,
      endMs,
      dailyImpressions: goal / Math.max(1, (endMs - startMs) / DAY_MS),
      terms: bundleTermsOf(
        { bundleRevenueShare: row.orderRevenueShare, bundleCpm: row.orderCpm },
        { bundleRevenueShare: row.bundleRevenueShare, bundleCpm: row.bundleCpm },
      ),
    };
  });
}

/** The demo entities the traffic simulator gives life to (archived ones get none). */
export async function loadWorld(db: Db): Promise<World> {
  const [placementRows, partnerRows, connectionRows, ownerRows, lineItemRows, dealRows, inventory] =
    await Promise.all([
      db
        .select({
          id: placements.id,
          publisherId: placements.publisherId,
          networkId: placements.networkId,
          platform: placements.platform,
          type: placements.type,
        })
        .from(placements)
        .where(ne(placements.status, 'ARCHIVED')),
      db
        .select({ id: demandPartners.id, networkId: demandPartners.networkId })
        .from(demandPartners)
        .where(ne(demandPartners.status, 'ARCHIVED')),
      db
        .select({ id: connections.id, partnerId: connections.demandPartnerId })
        .from(connections)
        .orderBy(connections.id),
      db.select({ id: contentOwners.id, networkId: contentOwners.networkId }).from(contentOwners),
      loadLineItems(db),
      db
        .select({ dealId: deals.id, connectionId: dealConnections.connectionId })
        .from(deals)
        .innerJoin(dealConnections, eq(dealConnections.dealId, deals.id))
        .where(eq(deals.status, 'ACTIVE'))
        .orderBy(deals.id),
      loadInventory(db),
    ]);
  const firstDeal = new Map<number, number>();
  for (const d of dealRows) if (!firstDeal.has(d.connectionId)) firstDeal.set(d.connectionId, d.dealId);
  const firstConnection = new Map<number, number>();
  for (const c of connectionRows)
    if (!firstConnection.has(c.partnerId)) firstConnection.set(c.partnerId, c.id);
  return {
    placements: placementRows.map(({ type, ...p }) => {
      const placement = { ...p, networkId: p.networkId ?? 0 };
      return { ...placement, inventory: inventoryOf(inventory, { ...placement, type }) };
    }),
    partners: partnerRows.map((p) => {
      const connectionId = firstConnection.get(p.id) ?? 0;
      return {
        id: p.id,
        networkId: p.networkId ?? 0,
        connectionId,
        dealId: firstDeal.get(connectionId) ?? 0,
      };
    }),
    contentOwners: ownerRows.map((o) => ({ id: o.id, networkId: o.networkId ?? 0 })),
    lineItems: lineItemRows,
    keywordPackages: inventory.packages,
  };
}
