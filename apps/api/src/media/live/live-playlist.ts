/**
 * Issue 10 linear channels: the live HLS media playlist of a started channel at a moment, as a pure
 * function of the channel's loop, its ad settings and the time since the broadcast started. The
 * loop plays the ready videos in order, forever; after every `adEverySeconds` of content (at the
 * next segment boundary) an ad break of `adSeconds` plays slate segments marked for server-side ad
 * insertion (`#EXT-X-CUE-OUT`/`#EXT-X-CUE-IN` with an `#EXT-X-DATERANGE`). Every request at a later
 * time continues the same infinite sequence: media sequence and discontinuity sequence advance by
 * exactly the segments and discontinuities that left the window. All times are whole milliseconds.
 */
import { scte35Hex, spliceOut } from '@adcast/domain/media/scte35';
import { BREAK_DISCONTINUITIES, type BreakLayout, breakLayout } from './break-layout';
import { countInStretch } from './progression';

export type LiveSegment = { uri: string; durationMs: number };

export type LiveInput = {
  /** The loop in play order: each ready video's segments (one rendition). */
  videos: LiveSegment[][];
  /** Continuous slate segments covering at least one ad break. */
  slate: LiveSegment[];
  adEverySeconds: number;
  adSeconds: number;
  startedAt: Date;
  now: Date;
  /** How far back the window reaches (the live edge is the segment playing now). */
  windowSeconds?: number;
  /** What the breaks (by number, from 1) play instead of slate: their stitched pods. */
  layouts?: ReadonlyMap<number, BreakLayout>;
  /** `EXT-X-DATERANGE` lines of the stretches overlapping the window's segments [from, to) (epoch ms). */
  dateRanges?: (from: number, to: number) => string[];
};

/** A break in the window: its number, its start (epoch ms) and how many positions reached the live edge. */
export type BreakInWindow = { k: number; startsAt: number; endsAt: number; servedPositions: number };

type Entry = { kind: 'content'; g: number; breaks: number } | { kind: 'slate'; k: number; s: number };

export function livePlaylist(input: LiveInput): string {
  return liveWindow(input).text;
}

/**
 * The playlist at `now` and the span [since, until) (epoch ms) over which it stays the same: it
 * changes when the live edge reaches the end of the last segment (a new one joins) or the window's
 * back edge passes the end of the first (it leaves).
 */
export function liveWindow(input: LiveInput): { text: string; since: number; until: number } {
  const { timeline, windowMs, entries, endOf } = windowOf(input);
  const first = entries[0] as Entry;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${timeline.targetSeconds}`,
    `#EXT-X-MEDIA-SEQUENCE:${timeline.sequenceOf(first)}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${timeline.discontinuitiesBefore(first)}`,
  ];
  const origin = input.startedAt.getTime();
  const last = entries.at(-1) as Entry;
  lines.push(...(input.dateRanges?.(origin + timeline.startOf(first), origin + endOf(last)) ?? []));
  entries.forEach((entry, i) => {
    lines.push(...timeline.linesOf(entry, input.startedAt.getTime(), i === 0));
  });
  // Before the window first fills, its back edge rests at the broadcast's start.
  const firstSince = timeline.startOf(first) > 0 ? timeline.startOf(first) + windowMs : 0;
  const since = Math.max(firstSince, entries.length > 1 ? timeline.startOf(last) : 0);
  const until = Math.min(endOf(last), endOf(first) + windowMs);
  return { text: `${lines.join('\n')}\n`, since: origin + since, until: origin + until };
}

class Timeline {
  private readonly segments: (LiveSegment & { videoStart: boolean })[];
  /** Content start of each loop segment, and video starts before each index. */
  private readonly starts: number[];
  private readonly videoStartsBefore: number[];
  private readonly loopMs: number;
  private readonly adEveryMs: number;
  private readonly slate: LiveSegment[];
  private readonly breakMs: number;
  private readonly layouts: ReadonlyMap<number, BreakLayout>;
  private readonly slateLayout: BreakLayout;
  /** The longest segment of the loop and the slate: the same on every reload. */
  readonly targetSeconds: number;

  constructor(input: LiveInput) {
    this.segments = input.videos
      .filter((video) => video.length > 0)
      .flatMap((video) => video.map((segment, i) => ({ ...segment, videoStart: i === 0 })));
    if (this.segments.length === 0) throw new Error('a live playlist needs at least one ready video');
    this.starts = [];
    this.videoStartsBefore = [];
    let at = 0;
    let videoStarts = 0;
    for (const segment of this.segments) {
      this.starts.push(at);
      this.videoStartsBefore.push(videoStarts);
      at += segment.durationMs;
      if (segment.videoStart) videoStarts += 1;
    }
    this.loopMs = at;
    this.adEveryMs = input.adEverySeconds * 1000;
    this.slate = breakSlate(input.slate, input.adSeconds);
    const slateMs = this.slate.reduce((sum, segment) => sum + segment.durationMs, 0);
    this.breakMs = slateMs;
    this.layouts = input.layouts ?? new Map();
    this.slateLayout = breakLayout(this.slate, []);
    const longest = Math.max(
      ...this.segments.map((segment) => segment.durationMs),
      ...this.slate.map((segment) => segment.durationMs),
    );
    this.targetSeconds = Math.ceil(longest / 1000);
  }

  private layoutOf(k: number): BreakLayout {
    return this.layouts.get(k) ?? this.slateLayout;
  }

  /** When break k starts and ends (epoch ms). */
  breakSpan(k: number, startedAt: number): { startsAt: number; endsAt: number } {
    const startsAt = startedAt + this.breakStart(k);
    return { startsAt, endsAt: startsAt + this.breakMs };
  }

  private get m() {
    return this.segments.length;
  }

  private segment(g: number) {
    return this.segments[g % this.m] as LiveSegment & { videoStart: boolean };
  }

  private contentStart(g: number): number {
    return Math.floor(g / this.m) * this.loopMs + (this.starts[g % this.m] ?? 0);
  }

  /** The content segment playing at content time `c`. */
  private contentAt(c: number): number {
    const loops = Math.floor(c / this.loopMs);
    const rest = c - loops * this.loopMs;
    let low = 0;
    let high = this.m - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((this.starts[mid] ?? 0) <= rest) low = mid;
      else high = mid - 1;
    }
    return loops * this.m + low;
  }

  /** The content segment break `k` (from 1) comes before: the first to start at or after k x ad-every. */
  private breakBefore(k: number): number {
    const due = k * this.adEveryMs;
    const g = this.contentAt(due);
    return this.contentStart(g) < due ? g + 1 : g;
  }

  breakStart(k: number): number {
    return this.contentStart(this.breakBefore(k)) + (k - 1) * this.breakMs;
  }

  entryAt(t: number): Entry {
    if (this.breakMs === 0 || this.adEveryMs === 0)
      return { kind: 'content', g: this.contentAt(t), breaks: 0 };
    let k = Math.floor(t / (this.adEveryMs + this.breakMs));
    while (this.breakStart(k + 1) <= t) k += 1;
    while (k > 0 && this.breakStart(k) > t) k -= 1;
    if (k > 0 && t < this.breakStart(k) + this.breakMs) {
      let into = t - this.breakStart(k);
      let s = 0;
      while (into >= (this.slate[s]?.durationMs ?? Number.POSITIVE_INFINITY)) {
        into -= this.slate[s]?.durationMs ?? 0;
        s += 1;
      }
      return { kind: 'slate', k, s };
    }
    return { kind: 'content', g: this.contentAt(t - k * this.breakMs), breaks: k };
  }

  next(entry: Entry): Entry {
    if (entry.kind === 'slate') {
      if (entry.s + 1 < this.slate.length) return { kind: 'slate', k: entry.k, s: entry.s + 1 };
      return { kind: 'content', g: this.breakBefore(entry.k), breaks: entry.k };
    }
    const g = entry.g + 1;
    if (this.breakMs > 0 && this.adEveryMs > 0 && this.breakBefore(entry.breaks + 1) === g) {
      return { kind: 'slate', k: entry.breaks + 1, s: 0 };
    }
    return { kind: 'content', g, breaks: entry.breaks };
  }

  startOf(entry: Entry): number {
    if (entry.kind === 'content') return this.contentStart(entry.g) + entry.breaks * this.breakMs;
    let at = this.breakStart(entry.k);
    for (let s = 0; s < entry.s; s++) at += this.slate[s]?.durationMs ?? 0;
    return at;
  }

  durationOf(entry: Entry): number {
    return entry.kind === 'content'
      ? this.segment(entry.g).durationMs
      : (this.slate[entry.s]?.durationMs ?? 0);
  }

  sequenceOf(entry: Entry): number {
    const perBreak = this.slate.length;
    if (entry.kind === 'content') return entry.g + entry.breaks * perBreak;
    return this.breakBefore(entry.k) + (entry.k - 1) * perBreak + entry.s;
  }

  /** Whether a discontinuity tag precedes the entry: a new video, a break starting or ending. */
  private tagged(entry: Entry): boolean {
    if (entry.kind === 'slate') return this.layoutOf(entry.k).tagged[entry.s] === true;
    if (entry.g === 0) return false;
    return (
      this.segment(entry.g).videoStart || (entry.breaks > 0 && this.breakBefore(entry.breaks) === entry.g)
    );
  }

  discontinuitiesBefore(entry: Entry): number {
    if (entry.kind === 'slate') {
      const within = this.layoutOf(entry.k).tagged.slice(0, entry.s).filter(Boolean).length;
      return (
        this.discontinuitiesBefore({ kind: 'content', g: this.breakBefore(entry.k), breaks: entry.k - 1 }) +
        within
      );
    }
    const { g, breaks } = entry;
    const loops = Math.floor(g / this.m);
    const videosPerLoop = this.videoStartsBefore[this.m - 1] ?? 0;
    const lastStarts = this.segment(this.m - 1).videoStart ? 1 : 0;
    const videoStarts = loops * (videosPerLoop + lastStarts) + (this.videoStartsBefore[g % this.m] ?? 0);
    // Each break before g carries its fixed number of tags; its return adds a tag of its own unless it
    // lands on a new video (tagged already). Breaks resume strictly in order, so only break `breaks`
    // can resume at g.
    const resumed = breaks > 0 && this.breakBefore(breaks) === g ? breaks - 1 : breaks;
    return (
      Math.max(0, videoStarts - 1) +
      breaks * BREAK_DISCONTINUITIES +
      resumed -
      this.resumesAtVideoStart(resumed)
    );
  }

  /**
   * Of breaks 1..count, those whose content resumes on a video's first segment: break k resumes on
   * the first segment starting at or after k × ad-every, so it lands on a video start when that
   * moment (within the loop) falls after the start of the previous segment and by the video's start.
   */
  private resumesAtVideoStart(count: number): number {
    let total = 0;
    for (let j = 0; j < this.m; j++) {
      if (!this.segments[j]?.videoStart) continue;
      const start = this.starts[j] ?? 0;
      if (j === 0) {
        // The loop's first segment: due exactly at a loop start, or after the loop's last segment began.
        total += countInStretch(count, this.adEveryMs, this.loopMs, 0, 1);
        total += countInStretch(
          count,
          this.adEveryMs,
          this.loopMs,
          (this.starts[this.m - 1] ?? 0) + 1,
          this.loopMs,
        );
      } else {
        total += countInStretch(count, this.adEveryMs, this.loopMs, (this.starts[j - 1] ?? 0) + 1, start + 1);
      }
    }
    return total;
  }

  /**
   * An entry's lines. A break is marked at its first position (`EXT-X-CUE-OUT`) and at every later
   * one (`EXT-X-CUE-OUT-CONT` with the time elapsed), and its `EXT-X-DATERANGE` (with the SCTE-35
   * splice) stands before its first position in the window, so a player joining mid-break sees it.
   */
  linesOf(entry: Entry, startedAt: number, firstInWindow: boolean): string[] {
    const lines: string[] = [];
    if (this.tagged(entry)) lines.push('#EXT-X-DISCONTINUITY');
    const start = startedAt + this.startOf(entry);
    if (entry.kind === 'slate') {
      const seconds = (this.breakMs / 1000).toFixed(3);
      if (entry.s === 0 || firstInWindow) {
        const splice = scte35Hex(spliceOut(entry.k, this.breakMs / 1000));
        lines.push(
          `#EXT-X-DATERANGE:ID="ad-break-${entry.k}",CLASS="com.adcast.ad-break",START-DATE="${iso(startedAt + this.breakStart(entry.k))}",PLANNED-DURATION=${seconds},SCTE35-OUT=${splice}`,
        );
      }
      if (entry.s === 0) lines.push(`#EXT-X-CUE-OUT:DURATION=${seconds}`);
      else {
        const elapsed = ((start - startedAt - this.breakStart(entry.k)) / 1000).toFixed(3);
        lines.push(`#EXT-X-CUE-OUT-CONT:ElapsedTime=${elapsed},Duration=${seconds}`);
      }
    }
    if (entry.kind === 'content' && entry.breaks > 0 && this.breakBefore(entry.breaks) === entry.g) {
      lines.push('#EXT-X-CUE-IN');
    }
    const segment =
      entry.kind === 'content'
        ? this.segment(entry.g)
        : (this.layoutOf(entry.k).segments[entry.s] ?? (this.slate[entry.s] as LiveSegment));
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${iso(start)}`,
      `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
      segment.uri,
    );
    return lines;
  }
}

/** A break's positions: as many whole slate segments as reach its length. */
export function breakSlate(slate: readonly LiveSegment[], adSeconds: number): LiveSegment[] {
  const positions: LiveSegment[] = [];
  let slateMs = 0;
  for (const segment of slate) {
    if (slateMs >= adSeconds * 1000) break;
    positions.push(segment);
    slateMs += segment.durationMs;
  }
  return positions;
}

/** The window's entries: from the one the back edge is in to the one playing now. */
function windowOf(input: LiveInput) {
  const timeline = new Timeline(input);
  const windowMs = (input.windowSeconds ?? 30) * 1000;
  const elapsed = Math.max(0, input.now.getTime() - input.startedAt.getTime());
  const entries: Entry[] = [timeline.entryAt(Math.max(0, elapsed - windowMs))];
  const endOf = (entry: Entry) => timeline.startOf(entry) + timeline.durationOf(entry);
  while (endOf(entries.at(-1) as Entry) <= elapsed) entries.push(timeline.next(entries.at(-1) as Entry));
  return { timeline, windowMs, entries, endOf };
}

/** The breaks with positions in the window at `now` (their pods are needed to render it). */
export function breaksInWindow(input: LiveInput): BreakInWindow[] {
  const { timeline, entries } = windowOf(input);
  const found = new Map<number, BreakInWindow>();
  for (const entry of entries) {
    if (entry.kind !== 'slate') continue;
    const span = timeline.breakSpan(entry.k, input.startedAt.getTime());
    found.set(entry.k, { k: entry.k, ...span, servedPositions: entry.s + 1 });
  }
  return [...found.values()];
}

/** The break playing at `now`, or else the next one. */
export function breakAround(input: LiveInput) {
  const timeline = new Timeline(input);
  const elapsed = Math.max(0, input.now.getTime() - input.startedAt.getTime());
  const entry = timeline.entryAt(elapsed);
  const k = entry.kind === 'slate' ? entry.k : entry.breaks + 1;
  return { k, ...timeline.breakSpan(k, input.startedAt.getTime()), inBreak: entry.kind === 'slate' };
}

const iso = (ms: number) => new Date(ms).toISOString();
