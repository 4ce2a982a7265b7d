import type { DecisionRequest } from '@adcast/domain/decisioning/types';
import type { TagQuery } from '@adcast/domain/tags/tag-contract';
import { placeholderOf, TAG_MACROS } from '@adcast/domain/tags/tag-macros';
import { XMLParser } from 'fast-xml-parser';
import type { GuardedFetcher } from '../../../../media/fetch/guarded-fetcher';
import {
  type CallAnswer,
  type CallTarget,
  elapsedSince,
  failedAnswer,
  noBidAnswer,
  PARTNER_ANSWER_MAX_BYTES,
  unusableAnswer,
  vastDurationSeconds,
} from './partner-answer';

const parser = new XMLParser({ ignoreAttributes: true, isArray: (name) => name === 'Ad' });

/** The partner's VAST tag URL with the tag's `{{MACRO}}` placeholders and `[CACHEBUSTING]` / `[TIMESTAMP]` filled. */
export function vastTagUrlOf(template: string, query: TagQuery, at: Date): string {
  let url = template;
  for (const macro of TAG_MACROS) {
    const value = query[macro.parameter as keyof TagQuery];
    url = url.replaceAll(placeholderOf(macro), encodeURIComponent(value === undefined ? '' : String(value)));
  }
  return url
    .replaceAll('[CACHEBUSTING]', String(Math.floor(Math.random() * 1e8)).padStart(8, '0'))
    .replaceAll('[TIMESTAMP]', encodeURIComponent(at.toISOString()));
}

/** How many ads a VAST document holds; null when the text is not a VAST document. */
function adCount(text: string): number | null {
  try {
    const document = parser.parse(text, true) as { VAST?: { Ad?: unknown[] } | string };
    if (document.VAST === undefined) return null;
    return typeof document.VAST === 'object' ? (document.VAST.Ad?.length ?? 0) : 0;
  } catch {
    return null;
  }
}

/**
 * Calls a VAST connection as a wrapper: its tag must answer VAST with an ad within the tmax. It bids
 * the partner's default floor, as long as its first creative runs (a wrapper stating none: the shortest the request takes).
 */
export async function callVast(
  fetcher: GuardedFetcher,
  target: CallTarget,
  query: TagQuery,
  request: DecisionRequest,
  at: Date,
): Promise<CallAnswer> {
  const start = performance.now();
  const template = target.connection.vastTagUrl;
  if (!template) return unusableAnswer(target, 'Its demand partner has no VAST tag URL.', 0);
  try {
    const answer = await fetcher.fetch(vastTagUrlOf(template, query, at), {
      timeoutMs: target.tmaxMs,
      maxBytes: PARTNER_ANSWER_MAX_BYTES,
    });
    const latencyMs = elapsedSince(start);
    const vast = answer.body.toString('utf8');
    const ads = adCount(vast);
    if (ads === null) return unusableAnswer(target, 'Its answer is not a VAST document.', latencyMs);
    if (ads === 0) return noBidAnswer(target, 'No bid: its VAST holds no ad.', latencyMs);
    const { connection } = target;
    return {
      target,
      outcome: 'BID',
      reason: `It answered a VAST with ${ads === 1 ? '1 ad' : `${ads} ads`}.`,
      latencyMs,
      offers: [
        {
          bid: {
            partnerId: connection.partnerId,
            cpm: connection.defaultBidFloor,
            durationSeconds: vastDurationSeconds(vast) ?? request.minAdDurationSeconds,
            advertiserDomain: `vast-connection-${connection.id}`,
            adm: vast,
            nurl: '',
            lurl: '',
          },
          bidId: `vast-${connection.id}`,
          impId: '1',
          seat: '',
          adId: '',
          dealId: null,
          adm: vast,
          nurl: null,
          lurl: null,
        },
      ],
      refused: [],
    };
  } catch (error) {
    return failedAnswer(target, error, elapsedSince(start));
  }
}
