import type { GoalType, Pacing } from '@adcast/domain/campaigns/pacing';
import { decide } from '@adcast/domain/decisioning/decide';
import type { CandidateCreative, Decision, DecisionRequest } from '@adcast/domain/decisioning/types';
import type { AuctionPricing, EntityStatus } from '@adcast/domain/enumerations';
import type { Placement } from '@adcast/domain/inventory/placements';
import { matchesTargeting, type TargetingMatch } from '@adcast/domain/inventory/targeting-match';
import { tagCandidateOf } from '@adcast/domain/tags/tag-candidates';
import type { TagQuery } from '@adcast/domain/tags/tag-contract';
import type { Db } from '../../../db/client';
import { connectionHoldsPlacement, type TagLineItemRow, tagLineItemRows } from '../../../db/tag-candidates';
import { badRequest } from '../../../http/errors';
import { recordDtoOf } from '../../../records/rows';
import { TARGETING } from '../targeting/targeting-record';

/** The tag weighs direct line items only, each paying its own CPM. */
const AUCTION: AuctionPricing = 'FIRST_PRICE';
const CONNECTED_TV = 3;
const UNKNOWN = 'unknown';

export type TagDecision = { decision: Decision; vastUrls: ReadonlyMap<number, string> };

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
    auctionType: AUCTION,
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

async function targetingOf(db: Db, placement: Placement, request: DecisionRequest): Promise<TargetingMatch> {
  const set =
    placement.targetingSetId === null ? null : await recordDtoOf(db, TARGETING, placement.targetingSetId);
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

function groupedByLineItem(rows: readonly TagLineItemRow[]) {
  const groups = new Map<number, { row: TagLineItemRow; creatives: CandidateCreative[] }>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { row, creatives: [] };
    group.creatives.push(creativeOf(row));
    groups.set(row.id, group);
  }
  return [...groups.values()];
}

/** Who plays for this tag request: the placement network's active line items, weighed by `decide`. */
export async function decideForTag(
  db: Db,
  placement: Placement,
  query: TagQuery,
  at: Date,
): Promise<TagDecision> {
  await checkConnection(db, placement.id, query.connection);
  const request = requestOf(placement, query, at);
  const targeting = await targetingOf(db, placement, request);
  const rows = await tagLineItemRows(db, placement.networkId);
  const candidates = groupedByLineItem(rows).map(({ row, creatives }) =>
    tagCandidateOf(
      {
        ...row,
        status: row.status as EntityStatus,
        goalType: row.goalType as GoalType,
        pacing: row.pacing as Pacing,
      },
      creatives,
      targeting,
      at,
    ),
  );
  const vastUrls = new Map(rows.map((row) => [row.creativeId, row.vastUrl ?? '']));
  return { decision: decide(request, candidates, []), vastUrls };
}
