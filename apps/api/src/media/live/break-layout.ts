import { MAX_ADS_PER_BREAK } from '@adcast/domain/media/channel-breaks';

/** A segment as the live playlist lists it. */
type LiveSegment = { uri: string; durationMs: number };

/**
 * Every break carries exactly this many discontinuity tags (its start, each later ad's start and
 * the slate after the pod, the rest on slate positions), so the playlist's discontinuity sequence
 * counts the breaks that left the window without knowing what they played.
 */
export const BREAK_DISCONTINUITIES = MAX_ADS_PER_BREAK + 1;

/** One ad's segments and how many of the break's positions it takes. */
export type StitchedAd = { segments: LiveSegment[]; positions: number };

/** What each position of a break plays, and whether a discontinuity tag precedes it. */
export type BreakLayout = {
  segments: LiveSegment[];
  tagged: boolean[];
  /** Each ad's positions [from, to), in pod order. */
  ads: { from: number; to: number }[];
};

/**
 * The break's positions (as many as the slate's): the ads in order, each on as many positions as
 * its duration and playing its first segments (slate where it has fewer), then slate to the end.
 */
export function breakLayout(slate: readonly LiveSegment[], pod: readonly StitchedAd[]): BreakLayout {
  const segments: LiveSegment[] = [];
  const tagged: boolean[] = [];
  const ads: { from: number; to: number }[] = [];
  const kinds: ('ad' | 'slate')[] = [];
  for (const ad of pod.slice(0, MAX_ADS_PER_BREAK)) {
    const from = segments.length;
    const to = Math.min(slate.length, from + ad.positions);
    if (to <= from) break;
    for (let p = from; p < to; p++) {
      const own = ad.segments[p - from];
      segments.push(own ?? (slate[p] as LiveSegment));
      kinds.push(own ? 'ad' : 'slate');
      tagged.push(p === from || (!own && kinds[p - 1] === 'ad'));
    }
    ads.push({ from, to });
  }
  for (let p = segments.length; p < slate.length; p++) {
    segments.push(slate[p] as LiveSegment);
    kinds.push('slate');
    tagged.push(p === 0 || kinds[p - 1] === 'ad');
  }
  padTags(tagged, kinds);
  return { segments, tagged, ads };
}

/** Tags added from the end, on slate first, until the break carries `BREAK_DISCONTINUITIES`. */
function padTags(tagged: boolean[], kinds: readonly ('ad' | 'slate')[]) {
  let missing = BREAK_DISCONTINUITIES - tagged.filter(Boolean).length;
  for (const kind of ['slate', 'ad'] as const) {
    for (let p = tagged.length - 1; p > 0 && missing > 0; p--) {
      if (tagged[p] || kinds[p] !== kind) continue;
      tagged[p] = true;
      missing -= 1;
    }
  }
}
