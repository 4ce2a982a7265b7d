import type { Decision } from '@adcast/domain/decisioning/types';
import { TAG_API } from '@adcast/domain/tags/paths';
import type { ServedAd } from './vast-xml';

/** The pod's line-item slots as wrappers of their creatives' VAST URLs, with Adcast beacons. */
export function servedAdsOf(
  decision: Decision,
  decisionId: string,
  vastUrls: ReadonlyMap<number, string>,
  origin: string,
): ServedAd[] {
  return decision.pod.flatMap((slot) => {
    if (slot.creative.kind !== 'LINE_ITEM') return [];
    const { creativeId } = slot.creative;
    const named = `decision=${decisionId}&sequence=${slot.sequence}`;
    return [
      {
        slot,
        creativeId,
        vastUrl: vastUrls.get(creativeId) ?? '',
        beacons: {
          impression: `${origin}${TAG_API.impression(decision.placementId)}?${named}`,
          error: `${origin}${TAG_API.error(decision.placementId)}?${named}&code=[ERRORCODE]`,
        },
      },
    ];
  });
}
