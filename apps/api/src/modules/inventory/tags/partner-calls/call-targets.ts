import { toWireDate } from '@adcast/domain/date-ranges';
import { DEFAULT_TMAX_MS } from '@adcast/domain/decisioning/tmax';
import { isApprovedFor } from '@adcast/domain/demand/approval-state';
import type { ApprovalStatus } from '@adcast/domain/demand/compliance';
import type { Placement } from '@adcast/domain/inventory/placements';
import { routeRequest, trafficRoll } from '@adcast/domain/marketplace/routing';
import type { Db } from '../../../../db/client';
import {
  appApprovals,
  type CallableConnection,
  callableConnections,
  dealsForCall,
  sellerIdOf,
} from '../../../../db/partner-connections';
import type { ReadMemo } from '../../../../db/read-memo';
import { resolvedRulesOf } from '../../../../db/routing-rules';
import type { CallTarget } from './partner-answer';

/** The connection's tmax, never longer than the placement's; either alone when the other is unset. */
export const tmaxOf = (connectionMs: number | null, placementMs: number | null) =>
  connectionMs === null && placementMs === null
    ? DEFAULT_TMAX_MS
    : Math.min(connectionMs ?? Number.POSITIVE_INFINITY, placementMs ?? Number.POSITIVE_INFINITY);

type Reads = { db: Db; reads: ReadMemo };

/** Only the connections marketplace routing sends this request to, when a rule routes the placement. */
async function routed(
  deps: Reads,
  placement: Placement,
  auctionId: string,
  connections: CallableConnection[],
) {
  const rules = await deps.reads.get(`partner-routing:${placement.networkId ?? 0}`, () =>
    resolvedRulesOf(deps.db, placement.networkId),
  );
  const route = routeRequest(rules, placement.id, trafficRoll(auctionId));
  if (!route) return connections;
  return route.connectionIds.flatMap((id) => connections.filter((connection) => connection.id === id));
}

/** When the request's app is one of the publisher's, only partners that approved it buy it. */
async function approved(
  deps: Reads,
  placement: Placement,
  appBundle: string | null,
  connections: CallableConnection[],
) {
  if (appBundle === null) return connections;
  const app = await deps.reads.get(`partner-approvals:${placement.publisher.id}:${appBundle}`, () =>
    appApprovals(deps.db, placement.publisher.id, appBundle),
  );
  if (app === null) return connections;
  const approvals = app.approvals.map((approval) => ({
    ...approval,
    kind: 'APP' as const,
    status: approval.status as ApprovalStatus,
  }));
  return connections.filter((connection) =>
    isApprovedFor(approvals, { demandPartnerId: connection.partnerId, kind: 'APP', inventoryId: app.appId }),
  );
}

/** The placement's partner setup: its callable connections with their deals, and the publisher's seller id (read only when a partner is called). */
const setupOf = async (deps: Reads, placement: Placement, today: string) => {
  const connections = await callableConnections(deps.db, placement.id, placement.networkId);
  if (connections.length === 0) return { connections, deals: [], sellerId: null };
  const publisherId = placement.publisher.id;
  const [deals, sellerId] = await Promise.all([
    dealsForCall(
      deps.db,
      connections.map((connection) => connection.id),
      placement.id,
      placement.networkId,
      today,
    ),
    deps.reads.get(`seller-id:${publisherId}`, () => sellerIdOf(deps.db, publisherId)),
  ]);
  return { connections, deals, sellerId };
};

/**
 * The connections called for one tag request: active, of active partners of the placement's
 * network, holding the placement, routed to it where a routing rule names it, and approved for the
 * request's app where the app is the publisher's. Each with its deals and tmax.
 */
export async function callTargets(
  deps: Reads,
  placement: Placement,
  placementTmaxMs: number | null,
  request: { appBundle: string | null; at: string },
  auctionId: string,
): Promise<{ targets: CallTarget[]; sellerId: string | null }> {
  const today = toWireDate(new Date(request.at));
  const setup = await deps.reads.get(`partner-setup:${placement.id}:${today}`, () =>
    setupOf(deps, placement, today),
  );
  if (setup.connections.length === 0) return { targets: [], sellerId: setup.sellerId };
  const connections = await approved(
    deps,
    placement,
    request.appBundle,
    await routed(deps, placement, auctionId, setup.connections),
  );
  const targets = connections.map((connection) => ({
    connection,
    deals: setup.deals.filter((deal) => deal.connectionId === connection.id),
    tmaxMs: tmaxOf(connection.tmaxMs, placementTmaxMs),
  }));
  return { targets, sellerId: setup.sellerId };
}
