import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { dpApprovals } from './schema/compliance';
import {
  connectionCallCounts,
  connectionPlacements,
  connections,
  dealConnections,
  deals,
  demandPartners,
} from './schema/demand';
import { apps } from './schema/inventory';
import { publishers } from './schema/tenancy';

const sameNetwork = (column: typeof connections.networkId, networkId: number | null) =>
  networkId === null ? isNull(column) : eq(column, networkId);

/** The active connections (of active partners, in the placement's network) that hold the placement and bid by ORTB, VAST or Prebid Server. */
export const callableConnections = (db: Db, placementId: number, networkId: number | null) =>
  db
    .select({
      id: connections.id,
      name: connections.name,
      schainAsi: connections.schainAsi,
      integrationType: connections.integrationType,
      tmaxMs: connections.tmaxMs,
      partnerId: demandPartners.id,
      endpointUrl: demandPartners.endpointUrl,
      vastTagUrl: demandPartners.vastTagUrl,
      defaultBidFloor: demandPartners.defaultBidFloor,
    })
    .from(connections)
    .innerJoin(
      connectionPlacements,
      and(
        eq(connectionPlacements.connectionId, connections.id),
        eq(connectionPlacements.placementId, placementId),
      ),
    )
    .innerJoin(demandPartners, eq(demandPartners.id, connections.demandPartnerId))
    .where(
      and(
        eq(connections.status, 'ACTIVE'),
        eq(demandPartners.status, 'ACTIVE'),
        sameNetwork(connections.networkId, networkId),
        inArray(connections.integrationType, ['ORTB', 'VAST', 'PBS']),
      ),
    )
    .orderBy(connections.id);
export type CallableConnection = Awaited<ReturnType<typeof callableConnections>>[number];

/**
 * The active deals in flight today of these connections that sell the placement (a deal naming no
 * placement sells all of its connections'), in the placement's network.
 */
export const dealsForCall = (
  db: Db,
  connectionIds: readonly number[],
  placementId: number,
  networkId: number | null,
  today: string,
) =>
  connectionIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          connectionId: dealConnections.connectionId,
          id: deals.id,
          dealId: deals.dealId,
          floorCpm: deals.floorCpm,
          currency: deals.currency,
          auctionType: deals.auctionType,
        })
        .from(deals)
        .innerJoin(dealConnections, eq(dealConnections.dealId, deals.id))
        .where(
          and(
            inArray(dealConnections.connectionId, [...connectionIds]),
            eq(deals.status, 'ACTIVE'),
            networkId === null ? isNull(deals.networkId) : eq(deals.networkId, networkId),
            or(isNull(deals.startDate), sql`${deals.startDate} <= ${today}`),
            or(isNull(deals.endDate), sql`${deals.endDate} >= ${today}`),
            sql`(not exists (select 1 from deal_placements dp where dp.deal_id = ${deals.id})
              or exists (select 1 from deal_placements dp where dp.deal_id = ${deals.id} and dp.placement_id = ${placementId}))`,
          ),
        )
        .orderBy(deals.id);
export type CallDeal = Awaited<ReturnType<typeof dealsForCall>>[number];

/** The publisher's sellers.json seller id, or null when it has none. */
export async function sellerIdOf(db: Db, publisherId: number): Promise<string | null> {
  const [row] = await db
    .select({ sellerId: publishers.sellerId })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return row?.sellerId ?? null;
}

/** The publisher's app of this bundle id and the partners' approvals of it; null when the bundle is not one of its apps. */
export async function appApprovals(db: Db, publisherId: number, bundleId: string) {
  const [app] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.publisherId, publisherId), eq(apps.bundleId, bundleId)));
  if (!app) return null;
  const approvals = await db
    .select({
      demandPartnerId: dpApprovals.demandPartnerId,
      inventoryId: dpApprovals.inventoryId,
      status: dpApprovals.status,
    })
    .from(dpApprovals)
    .where(and(eq(dpApprovals.kind, 'APP'), eq(dpApprovals.inventoryId, app.id)));
  return { appId: app.id, approvals };
}

export type CallTally = {
  requests: number;
  bids: number;
  wins: number;
  noBids: number;
  timeouts: number;
  errors: number;
};

/** Adds tallies to the connections' counts of the day. */
export async function addCallCounts(db: Db, day: string, tallies: ReadonlyMap<number, CallTally>) {
  if (tallies.size === 0) return;
  const rows = [...tallies].map(([connectionId, tally]) => ({ connectionId, day, ...tally }));
  const added = (column: string) => sql.raw(`connection_call_counts.${column} + excluded.${column}`);
  await db
    .insert(connectionCallCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [connectionCallCounts.connectionId, connectionCallCounts.day],
      set: {
        requests: added('requests'),
        bids: added('bids'),
        wins: added('wins'),
        noBids: added('no_bids'),
        timeouts: added('timeouts'),
        errors: added('errors'),
      },
    });
}

/** A connection's counts per day, the latest first. */
export const callCountsOf = (db: Db, connectionId: number) =>
  db
    .select()
    .from(connectionCallCounts)
    .where(eq(connectionCallCounts.connectionId, connectionId))
    .orderBy(sql`${connectionCallCounts.day} desc`);

/** The partner's connection of this id, with its network; undefined when the partner has none such. */
export const connectionOfPartner = (db: Db, demandPartnerId: number, id: number) =>
  db
    .select({ id: connections.id, networkId: connections.networkId })
    .from(connections)
    .where(and(eq(connections.id, id), eq(connections.demandPartnerId, demandPartnerId)))
    .then((rows) => rows[0]);
