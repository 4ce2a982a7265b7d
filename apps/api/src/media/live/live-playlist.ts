/**
 * Issue 10 linear channels: the live HLS media playlist of a started channel at a moment, as a pure
 * function of the channel's loop, its ad settings and the time since the broadcast started. The
 * loop plays the ready videos in order, forever; after every `adEverySeconds` of content (at the
 * next segment boundary) an ad break of `adSeconds` plays slate segments marked for server-side ad
 * insertion (`#EXT-X-CUE-OUT`/`#EXT-X-CUE-IN` with an `#EXT-X-DATERANGE`). Every request at a later
 * time continues the same infinite sequence: media sequence and discontinuity sequence advance by
 * exactly the segments and discontinuities that left the window. All times are whole milliseconds.
 */
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
};

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
  const timeline = new Timeline(input);
  const windowMs = (input.windowSeconds ?? 30) * 1000;
  const elapsed = Math.max(0, input.now.getTime() - input.startedAt.getTime());
  const first = timeline.entryAt(Math.max(0, elapsed - windowMs));
  const entries: Entry[] = [first];
  const endOf = (entry: Entry) => timeline.startOf(entry) + timeline.durationOf(entry);
  while (endOf(entries.at(-1) as Entry) <= elapsed) entries.push(timeline.next(entries.at(-1) as Entry));
  const target = Math.ceil(Math.max(...entries.map((entry) => timeline.durationOf(entry))) / 1000);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${timeline.sequenceOf(first)}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${timeline.discontinuitiesBefore(first)}`,
  ];
  for (const entry of entries) lines.push(...timeline.linesOf(entry, input.startedAt.getTime()));
  const last = entries.at(-1) as Entry;
  // Before the window first fills, its back edge rests at the broadcast's start.
  const firstSince = timeline.startOf(first) > 0 ? timeline.startOf(first) + windowMs : 0;
  const since = Math.max(firstSince, entries.length > 1 ? timeline.startOf(last) : 0);
  const until = Math.min(endOf(last), endOf(first) + windowMs);
  const origin = input.startedAt.getTime();
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
    // The break is as many whole slate segments as reach its length.
    this.slate = [];
    let slateMs = 0;
    for (const segment of input.slate) {
      if (slateMs >= input.adSeconds * 1000) break;
      this.slate.push(segment);
      slateMs += segment.durationMs;
    }
    this.breakMs = slateMs;
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

  private breakStart(k: number): number {
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
    if (entry.kind === 'slate') return entry.s === 0;
    if (entry.g === 0) return false;
    return (
      this.segment(entry.g).videoStart || (entry.breaks > 0 && this.breakBefore(entry.breaks) === entry.g)
    );
  }

  discontinuitiesBefore(entry: Entry): number {
    if (entry.kind === 'slate') {
      return (
        this.discontinuitiesBefore({ kind: 'content', g: this.breakBefore(entry.k), breaks: entry.k - 1 }) +
        (entry.s > 0 ? 1 : 0)
      );
    }
    const { g, breaks } = entry;
    const loops = Math.floor(g / this.m);
    const videosPerLoop = this.videoStartsBefore[this.m - 1] ?? 0;
    const lastStarts = this.segment(this.m - 1).videoStart ? 1 : 0;
    const videoStarts = loops * (videosPerLoop + lastStarts) + (this.videoStartsBefore[g % this.m] ?? 0);
    // Each break before g tags its slate; its return adds a tag of its own unless it lands on a new
    // video (tagged already). Breaks resume strictly in order, so only break `breaks` can resume at g.
    const resumed = breaks > 0 && this.breakBefore(breaks) === g ? breaks - 1 : breaks;
    return Math.max(0, videoStarts - 1) + breaks + resumed - this.resumesAtVideoStart(resumed);
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

  linesOf(entry: Entry, startedAt: number): string[] {
    const lines: string[] = [];
    if (this.tagged(entry)) lines.push('#EXT-X-DISCONTINUITY');
    const start = startedAt + this.startOf(entry);
    if (entry.kind === 'slate' && entry.s === 0) {
      const seconds = (this.breakMs / 1000).toFixed(3);
      lines.push(
        `#EXT-X-DATERANGE:ID="ad-break-${entry.k}",CLASS="com.adcast.ad-break",START-DATE="${iso(start)}",PLANNED-DURATION=${seconds}`,
        `#EXT-X-CUE-OUT:DURATION=${seconds}`,
      );
    }
    if (entry.kind === 'content' && entry.breaks > 0 && this.breakBefore(entry.breaks) === entry.g) {
      lines.push('#EXT-X-CUE-IN');
    }
    const segment = entry.kind === 'content' ? this.segment(entry.g) : (this.slate[entry.s] as LiveSegment);
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${iso(start)}`,
      `#EXTINF:${(segment.durationMs / 1000).toFixed(3)},`,
      segment.uri,
    );
    return lines;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
