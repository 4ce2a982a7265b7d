import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { creativeOrders, creatives, lineItems, orders } from './schema/campaigns';
import { connectionPlacements } from './schema/demand';

/**
 * A creative a tag may serve: active, and a VAST tag at a URL (wrapped), a VAST document given as
 * XML (wrapped around its public route) or a video whose HLS is ready (answered inline).
 */
export const vastTagCreative = and(
  eq(creatives.status, 'ACTIVE'),
  or(
    and(eq(creatives.type, 'VAST'), eq(creatives.vastType, 'URL'), isNotNull(creatives.vastUrl)),
    and(eq(creatives.type, 'VAST'), eq(creatives.vastType, 'XML'), isNotNull(creatives.vastXml)),
    and(eq(creatives.type, 'VIDEO'), eq(creatives.processing, 'READY'), isNotNull(creatives.hlsPath)),
  ),
);

/** A creative a live channel's break may stitch: an active video creative whose HLS is ready. */
export const hlsReadyCreative = and(
  eq(creatives.status, 'ACTIVE'),
  eq(creatives.type, 'VIDEO'),
  eq(creatives.processing, 'READY'),
  isNotNull(creatives.hlsPath),
);

const sameNetwork = (networkId: number | null) =>
  networkId === null ? isNull(lineItems.networkId) : eq(lineItems.networkId, networkId);

/** The active line items of the network, each row with one servable creative of its order. */
export const tagLineItemRows = (
  db: Db,
  networkId: number | null,
  servable: SQL | undefined = vastTagCreative,
) =>
  db
    .select({
      id: lineItems.id,
      orderId: lineItems.orderId,
      networkId: lineItems.networkId,
      status: lineItems.status,
      cpm: lineItems.cpm,
      priority: lineItems.priority,
      goalType: lineItems.goalType,
      goalAmount: lineItems.goalAmount,
      startDate: lineItems.startDate,
      endDate: lineItems.endDate,
      timeZone: lineItems.timeZone,
      pacing: lineItems.pacing,
      frequencyCap: lineItems.frequencyCap,
      frequencyPeriod: lineItems.frequencyPeriod,
      advertiserId: orders.advertiserId,
      creativeId: creatives.id,
      creativeAdvertiserId: creatives.advertiserId,
      duration: creatives.duration,
      creativeType: creatives.type,
      creativeName: creatives.name,
      vastType: creatives.vastType,
      vastUrl: creatives.vastUrl,
      hlsPath: creatives.hlsPath,
      renditions: creatives.renditions,
      videoWidth: creatives.videoWidth,
      videoHeight: creatives.videoHeight,
      /** Read once per compiled network for the placement types it names (A2V renders). */
      creativeDesign: creatives.creativeDesign,
    })
    .from(lineItems)
    .innerJoin(orders, eq(orders.id, lineItems.orderId))
    .innerJoin(creativeOrders, eq(creativeOrders.orderId, lineItems.orderId))
    .innerJoin(creatives, and(eq(creatives.id, creativeOrders.creativeId), servable))
    .where(and(eq(lineItems.status, 'ACTIVE'), sameNetwork(networkId)))
    .orderBy(lineItems.id, creatives.id);

export type TagLineItemRow = Awaited<ReturnType<typeof tagLineItemRows>>[number];

/** Whether the connection holds the placement. */
export async function connectionHoldsPlacement(db: Db, connectionId: number, placementId: number) {
  const [row] = await db
    .select({ placementId: connectionPlacements.placementId })
    .from(connectionPlacements)
    .where(
      and(
        eq(connectionPlacements.connectionId, connectionId),
        eq(connectionPlacements.placementId, placementId),
      ),
    );
  return row !== undefined;
}

/** An active creative's VAST given as XML; null when it has none or is not active. */
export async function storedVastOf(db: Db, creativeId: number): Promise<string | null> {
  const [row] = await db
    .select({ vastXml: creatives.vastXml })
    .from(creatives)
    .where(
      and(
        eq(creatives.id, creativeId),
        eq(creatives.status, 'ACTIVE'),
        eq(creatives.type, 'VAST'),
        eq(creatives.vastType, 'XML'),
      ),
    );
  return row?.vastXml ?? null;
}
