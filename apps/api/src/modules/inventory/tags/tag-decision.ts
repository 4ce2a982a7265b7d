import {
  placementTypesOfDesign,
  playsOnPlacementType,
} from '@adcast/domain/campaigns/creative-placement-types';
import type { GoalType, Pacing } from '@adcast/domain/campaigns/pacing';
import {
  compareRankedLineItems,
  decideRanked,
  type UnexplainedLineItems,
} from '@adcast/domain/decisioning/ranked-decide';
import type {
  CandidateCreative,
  Decision,
  DecisionRequest,
  NotForPlacement,
} from '@adcast/domain/decisioning/types';
import type { EntityStatus, PlacementType } from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import { matchesTargeting, type TargetingMatch } from '@adcast/domain/inventory/targeting-match';
import {
  type CompiledTagLineItem,
  candidateAt,
  compileTagLineItem,
} from '@adcast/domain/tags/tag-candidates';
import type { TagQuery } from '@adcast/domain/tags/tag-contract';
import type { DeliveryCounts } from '../../../beacons/delivery-counts';
import { deviceImpressionsSince } from '../../../db/beacons';
import type { Db } from '../../../db/client';
import type { ReadMemo } from '../../../db/read-memo';
import {
  connectionHoldsPlacement,
  hlsReadyCreative,
  type TagLineItemRow,
  tagLineItemRows,
  vastTagCreative,
} from '../../../db/tag-candidates';
import { badRequest } from '../../../http/errors';
import { recordDtoOf } from '../../../records/rows';
import { TARGETING } from '../targeting/targeting-record';
import { callPartners, type PartnerDeps, type PartnerRound } from './partner-calls/partner-round';

const CONNECTED_TV = 3;
/** A request field the player left out. */
export const UNKNOWN = 'unknown';
/** The device hours a frequency cap reads back at most (a flight's); older ones are forgotten. */
const DEVICE_HOURS_READ_MS = 92 * 24 * 60 * 60 * 1000;

/**
 * How a creative is answered: a VAST tag at a URL is wrapped; a VAST document given as XML is
 * wrapped around its public route; a video whose HLS is ready is answered inline.
 */
export type ServedCreative =
  | { kind: 'VAST_URL'; vastUrl: string }
  | { kind: 'VAST_XML' }
  | {
      kind: 'VIDEO';
      name: string;
      durationSeconds: number;
      hlsPath: string;
      width: number | null;
      height: number | null;
      /** Highest first. */
      renditions: readonly { height: number; width: number; path: string }[];
    };
/** What a served line item's beacons carry, and how each of its creatives is answered. */
export type ServedLineItem = {
  orderId: number;
  advertiserId: number;
  creatives: ReadonlyMap<number, ServedCreative>;
};
export type TagDecision = {
  decision: Decision;
  unexplained: UnexplainedLineItems;
  request: DecisionRequest;
  served: ReadonlyMap<number, ServedLineItem>;
  /** The key of each winning partner bid's kept VAST, by pod sequence. */
  markupKeys: ReadonlyMap<number, string>;
};
/** Partners are asked only where the deps carry them (the tag; a live break stitches its own renditions). */
export type TagDeps = { db: Db; delivery: DeliveryCounts; reads: ReadMemo; partners?: PartnerDeps };
/** Which creatives may play: VAST tags (the VAST tag wraps them) or HLS-ready videos (a live break stitches them). */
export type ServableCreatives = 'VAST_TAG' | 'HLS';
const SERVABLE = { VAST_TAG: vastTagCreative, HLS: hlsReadyCreative } as const;
const NO_PARTNERS: PartnerRound = {
  bids: [],
  settle: async () => ({ calls: [], markupKeys: new Map() }),
};

/** A connection named must hold the placement. */
export async function checkConnection(db: Db, placementId: number, connectionId: number | undefined | null) {
  if (connectionId != null && !(await connectionHoldsPlacement(db, connectionId, placementId)))
    throw badRequest(`Connection ${connectionId} does not hold placement ${placementId}`);
}

function requestOf(placement: Placement, query: TagQuery, at: Date): DecisionRequest {
  const minAdDurationSeconds = query.min_duration ?? 1;
  const maxAdDurationSeconds = query.max_duration ?? Math.max(minAdDurationSeconds, 3600);
  if (minAdDurationSeconds > maxAdDurationSeconds)
    throw badRequest('The maximum duration is below the minimum duration');
  return {
    placementId: placement.id,
    auctionType: placement.auctionType,
    floorCpm: placement.bidFloor,
    slot: query.max_duration ? { type: 'BREAK', durationSeconds: query.max_duration } : { type: 'SINGLE' },
    maxPodSlotCount: null,
    minAdDurationSeconds,
    maxAdDurationSeconds,
    deviceId: query.ifa ?? UNKNOWN,
    country: query.country?.toUpperCase() ?? UNKNOWN,
    deviceType: query.device_type ?? CONNECTED_TV,
    platform: placement.platform,
    appBundle: query.app_bundle ?? null,
    domain: null,
    at: at.toISOString(),
  };
}

async function targetingOf(
  deps: TagDeps,
  placement: Placement,
  request: DecisionRequest,
): Promise<TargetingMatch> {
  const { targetingSetId } = placement;
  const set =
    targetingSetId === null
      ? null
      : await deps.reads.get(`tag-targeting:${targetingSetId}`, () =>
          recordDtoOf(deps.db, TARGETING, targetingSetId),
        );
  if (!set) return { matched: true };
  return matchesTargeting(set, {
    ...(request.country !== UNKNOWN && { country: request.country }),
    deviceType: request.deviceType,
    platform: request.platform,
    ...(request.appBundle && { bundleId: request.appBundle }),
    time: new Date(request.at),
  });
}

const creativeOf = (row: TagLineItemRow): CandidateCreative => ({
  id: row.creativeId,
  durationSeconds: Math.max(1, row.duration),
  approved: true,
  processed: true,
  advertiserId: row.creativeAdvertiserId,
});

function servedCreativeOf(row: TagLineItemRow): ServedCreative {
  if (row.creativeType === 'VIDEO' && row.hlsPath !== null)
    return {
      kind: 'VIDEO',
      name: row.creativeName,
      durationSeconds: Math.max(1, row.duration),
      hlsPath: row.hlsPath,
      width: row.videoWidth,
      height: row.videoHeight,
      // Highest first, as the answer lists them: sorted once per compiled network, not per request.
      renditions: [...(row.renditions ?? [])].sort((a, b) => b.height - a.height),
    };
  if (row.vastType === 'URL' && row.vastUrl !== null) return { kind: 'VAST_URL', vastUrl: row.vastUrl };
  return { kind: 'VAST_XML' };
}

/** A servable creative of a line item's order, with the placement types it is restricted to (null: any). */
type GroupCreative = { creative: CandidateCreative; placementTypes: PlacementType[] | null };
type LineItemGroup = {
  row: TagLineItemRow;
  creatives: GroupCreative[];
  served: Map<number, ServedCreative>;
};

function groupedByLineItem(rows: readonly TagLineItemRow[]): LineItemGroup[] {
  const groups = new Map<number, LineItemGroup>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { row, creatives: [], served: new Map<number, ServedCreative>() };
    group.creatives.push({
      creative: creativeOf(row),
      placementTypes: placementTypesOfDesign(row.creativeDesign),
    });
    group.served.set(row.creativeId, servedCreativeOf(row));
    groups.set(row.id, group);
  }
  return [...groups.values()];
}

/** The device's impressions by line item and hour, as far back as a cap reads; none for an unknown device. */
async function deviceHoursOf(db: Db, deviceKey: string, now: Date) {
  const byLineItem = new Map<number, { hour: Date; impressions: number }[]>();
  if (!deviceKey) return byLineItem;
  for (const row of await deviceImpressionsSince(
    db,
    deviceKey,
    new Date(now.getTime() - DEVICE_HOURS_READ_MS),
  ))
    byLineItem.set(row.lineItemId, [...(byLineItem.get(row.lineItemId) ?? []), row]);
  return byLineItem;
}

/** A network's line items compiled for one placement type: in rank order, and what their beacons carry. */
type CompiledNetwork = {
  entries: CompiledTagLineItem[];
  ids: number[];
  served: ReadonlyMap<number, ServedLineItem>;
};
/** A network's line items as read, compiled for each placement type the first time a placement of it asks. */
type NetworkLineItems = { forType: (type: PlacementType) => CompiledNetwork };

/** The line item's creatives that may play on `type`, and those left out for being made for other types. */
function creativesFor(group: LineItemGroup, type: PlacementType) {
  const fitting: CandidateCreative[] = [];
  const left: NotForPlacement['creatives'] = [];
  for (const { creative, placementTypes } of group.creatives)
    if (playsOnPlacementType(placementTypes, type)) fitting.push(creative);
    else left.push({ id: creative.id, placementTypes: placementTypes! });
  const notForPlacement = left.length > 0 ? { placementType: type, creatives: left } : undefined;
  return { fitting, notForPlacement };
}

function compiledFor(groups: readonly LineItemGroup[], type: PlacementType): CompiledNetwork {
  const entries = groups
    .map((group) => {
      const { row } = group;
      const { fitting, notForPlacement } = creativesFor(group, type);
      return compileTagLineItem(
        {
          ...row,
          status: row.status as EntityStatus,
          goalType: row.goalType as GoalType,
          pacing: row.pacing as Pacing,
        },
        fitting,
        notForPlacement,
      );
    })
    .sort(compareRankedLineItems);
  return {
    entries,
    ids: groups.map(({ row }) => row.id),
    served: new Map(
      groups.map(({ row, served }) => [
        row.id,
        { orderId: row.orderId, advertiserId: row.advertiserId, creatives: served },
      ]),
    ),
  };
}

function networkLineItemsOf(rows: readonly TagLineItemRow[]): NetworkLineItems {
  const groups = groupedByLineItem(rows);
  const byType = new Map<PlacementType, CompiledNetwork>();
  return {
    forType: (type) => {
      let compiled = byType.get(type);
      if (!compiled) {
        compiled = compiledFor(groups, type);
        byType.set(type, compiled);
      }
      return compiled;
    },
  };
}

/**
 * Who plays for this tag request: the placement network's active line items, compiled once per network
 * until the next write (read memo), with what the beacons counted of each (delivered impressions, the
 * device's in its cap's period), weighed in rank order by `decideRanked` (the pod `decide` would pick).
 */
export async function decideForTag(
  deps: TagDeps,
  placement: Placement,
  query: TagQuery,
  deviceKey: string,
  at: Date,
  servable: ServableCreatives = 'VAST_TAG',
): Promise<TagDecision> {
  await checkConnection(deps.db, placement.id, query.connection);
  const request = requestOf(placement, query, at);
  // Partners bid while the line items are read; a call costs the request its tmax at most.
  const partnerRound =
    servable === 'VAST_TAG' && deps.partners
      ? callPartners(deps.partners, placement, request, query, placement.tmaxMs, at)
      : Promise.resolve(NO_PARTNERS);
  partnerRound.catch(() => undefined);
  const targeting = await targetingOf(deps, placement, request);
  // The network's line items change far less often than players ask: kept until the next write.
  // A creative made for some placement types only (an A2V render) is left out when compiled for another.
  const lineItems = await deps.reads.get(`tag-line-items:${servable}:${placement.networkId ?? 0}`, async () =>
    networkLineItemsOf(await tagLineItemRows(deps.db, placement.networkId, SERVABLE[servable])),
  );
  const network = lineItems.forType(placement.type);
  const [delivered, deviceHours] = await Promise.all([
    deps.delivery.of(network.ids),
    deviceHoursOf(deps.db, deviceKey, at),
  ]);
  const round = await partnerRound;
  const { decision, unexplained } = decideRanked(
    request,
    {
      entries: network.entries,
      targetingMatched: targeting.matched,
      candidate: (entry) =>
        candidateAt(
          entry,
          targeting,
          {
            deliveredImpressions: delivered.get(entry.id) ?? 0,
            deviceHours: deviceHours.get(entry.id) ?? [],
          },
          at,
        ),
    },
    round.bids,
  );
  const { calls, markupKeys } = await round.settle(decision);
  return {
    decision: { ...decision, partnerCalls: calls },
    unexplained,
    request,
    served: network.served,
    markupKeys,
  };
}
