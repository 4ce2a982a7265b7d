import { describe, expect, it } from 'vitest';
import { BREAK_DISCONTINUITIES } from '../src/media/live/break-layout';
import { type LiveSegment, livePlaylist, liveWindow } from '../src/media/live/live-playlist';

const seg = (uri: string, seconds: number): LiveSegment => ({ uri, durationMs: seconds * 1000 });
const video = (name: string, durations: number[]) => durations.map((d, i) => seg(`${name}/${i}.ts`, d));
const slate = Array.from({ length: 60 }, (_, i) => seg(`slate/${i}.ts`, 2));
const startedAt = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);

type Parsed = {
  sequence: number;
  discontinuitySequence: number;
  segments: { n: number; uri: string; disc: number; date: string; cueOut: boolean; cueIn: boolean }[];
};

/** Reads a playlist the way a player does: each segment's media sequence and discontinuity sequence. */
function parse(text: string): Parsed {
  const lines = text.trim().split('\n');
  const value = (tag: string) => Number(lines.find((line) => line.startsWith(tag))?.split(':')[1]);
  const sequence = value('#EXT-X-MEDIA-SEQUENCE');
  const discontinuitySequence = value('#EXT-X-DISCONTINUITY-SEQUENCE');
  const segments: Parsed['segments'] = [];
  let disc = discontinuitySequence;
  let pending = { cueOut: false, cueIn: false, date: '' };
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') disc += 1;
    else if (line.startsWith('#EXT-X-CUE-OUT:')) pending.cueOut = true;
    else if (line === '#EXT-X-CUE-IN') pending.cueIn = true;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pending.date = line.slice(25);
    else if (!line.startsWith('#')) {
      segments.push({ n: sequence + segments.length, uri: line, disc, ...pending });
      pending = { cueOut: false, cueIn: false, date: '' };
    }
  }
  return { sequence, discontinuitySequence, segments };
}

const channel = {
  videos: [video('a', [4, 4, 4, 2]), video('b', [4, 4, 4, 4, 3]), video('c', [4, 1])],
  slate,
  adEverySeconds: 180,
  adSeconds: 60,
  startedAt,
};

describe('live playlist over a simulated clock (issue 10)', () => {
  /** Requests every 7 s over a stretch: each segment keeps its number, URI, discontinuity sequence and date. */
  function expectContinuous(fromSecond: number, toSecond: number) {
    const seen = new Map<number, { uri: string; disc: number; date: string }>();
    let previous: Parsed | null = null;
    for (let second = fromSecond; second < toSecond; second += 7) {
      const playlist = parse(livePlaylist({ ...channel, now: at(second) }));
      expect(playlist.segments.length).toBeGreaterThan(0);
      if (previous) {
        expect(playlist.sequence).toBeGreaterThanOrEqual(previous.sequence);
        expect(playlist.discontinuitySequence).toBeGreaterThanOrEqual(previous.discontinuitySequence);
      }
      for (const segment of playlist.segments) {
        const before = seen.get(segment.n);
        if (before) expect({ uri: segment.uri, disc: segment.disc, date: segment.date }).toEqual(before);
        else seen.set(segment.n, { uri: segment.uri, disc: segment.disc, date: segment.date });
      }
      previous = playlist;
    }
    // No gaps: every number from the first to the last was served.
    const numbers = [...seen.keys()].sort((a, b) => a - b);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);
  }

  it('is continuous across requests: a segment keeps its number, URI and discontinuity sequence', () => {
    expectContinuous(0, 3 * 3600);
  });

  it('stays continuous a year into a broadcast, where the counts come from closed forms', () => {
    const year = 365 * 24 * 3600;
    expectContinuous(year, year + 1800);
  });

  it('loops the videos in order, with a discontinuity at each new video', () => {
    const playlist = parse(livePlaylist({ ...channel, now: at(60), windowSeconds: 60 }));
    expect(playlist.segments.map((s) => s.uri).slice(0, 14)).toEqual([
      'a/0.ts',
      'a/1.ts',
      'a/2.ts',
      'a/3.ts',
      'b/0.ts',
      'b/1.ts',
      'b/2.ts',
      'b/3.ts',
      'b/4.ts',
      'c/0.ts',
      'c/1.ts',
      'a/0.ts',
      'a/1.ts',
      'a/2.ts',
    ]);
    const disc = playlist.segments.map((s) => s.disc);
    expect(disc.slice(0, 5)).toEqual([0, 0, 0, 0, 1]);
    expect(disc[9]).toBe(2);
    expect(disc[11]).toBe(3);
  });

  it('breaks for the ad duration after every ad-frequency minutes of content, marked out and in', () => {
    const breaks: { out: string; back: string }[] = [];
    const all = new Map<number, Parsed['segments'][number]>();
    for (let second = 0; second < 3600; second += 10) {
      for (const segment of parse(livePlaylist({ ...channel, now: at(second) })).segments)
        all.set(segment.n, segment);
    }
    const ordered = [...all.values()].sort((a, b) => a.n - b.n);
    for (const segment of ordered) {
      if (segment.cueOut) breaks.push({ out: segment.date, back: '' });
      if (segment.cueIn) (breaks.at(-1) as { back: string }).back = segment.date;
    }
    // Content of a loop is 44 s; the break comes at the first segment boundary at or after 180 s of content.
    const seconds = (iso: string) => (Date.parse(iso) - startedAt.getTime()) / 1000;
    expect(breaks.length).toBeGreaterThanOrEqual(14);
    breaks.slice(0, 14).forEach((ad, i) => {
      const k = i + 1;
      const contentBefore = seconds(ad.out) - (k - 1) * 60;
      expect(contentBefore).toBeGreaterThanOrEqual(k * 180);
      expect(contentBefore).toBeLessThan(k * 180 + 4);
      expect(seconds(ad.back) - seconds(ad.out)).toBe(60);
    });
    // During a break only slate plays, then content resumes where it stopped.
    const firstOut = ordered.findIndex((s) => s.cueOut);
    expect(ordered.slice(firstOut, firstOut + 30).every((s) => s.uri.startsWith('slate/'))).toBe(true);
    expect(ordered[firstOut + 30]?.cueIn).toBe(true);
  });

  it('a channel started long ago answers from where it is now', () => {
    const playlist = parse(livePlaylist({ ...channel, now: at(30 * 24 * 3600) }));
    expect(playlist.sequence).toBeGreaterThan(500_000);
    const edge = Date.parse(playlist.segments.at(-1)?.date ?? '');
    expect(edge).toBeLessThanOrEqual(at(30 * 24 * 3600).getTime());
    expect(edge).toBeGreaterThan(at(30 * 24 * 3600 - 10).getTime());
  });
});

/**
 * The stream as a player meets it, one segment after another from the start of the broadcast:
 * content in loop order, a break of whole slate segments before the first content segment that
 * starts at or after each multiple of the ad frequency, a discontinuity at each new video and at
 * each side of a break. Keeps only the segments that start in [from, to).
 */
function walkFromStart(from: number, to: number) {
  const contentSegments = channel.videos.flatMap((segments) =>
    segments.map((segment, i) => ({ ...segment, videoStart: i === 0 })),
  );
  const breakSlate: LiveSegment[] = [];
  for (let ms = 0; ms < channel.adSeconds * 1000; ms += breakSlate.at(-1)?.durationMs ?? 0)
    breakSlate.push(channel.slate[breakSlate.length] as LiveSegment);
  const kept = new Map<number, { uri: string; disc: number; date: string }>();
  let [n, disc, wallMs, contentMs, breaks, g] = [0, 0, 0, 0, 0, 0];
  const play = (segment: LiveSegment, tagged: boolean) => {
    if (tagged) disc += 1;
    if (wallMs >= from) kept.set(n, { uri: segment.uri, disc, date: at(wallMs / 1000).toISOString() });
    n += 1;
    wallMs += segment.durationMs;
  };
  while (wallMs < to) {
    const segment = contentSegments[g % contentSegments.length] as (typeof contentSegments)[number];
    const breakDue = contentMs >= (breaks + 1) * channel.adEverySeconds * 1000;
    if (breakDue) {
      breaks += 1;
      // A slate-only break carries its fixed number of tags: at its start and on its last positions.
      for (const [s, slateSegment] of breakSlate.entries())
        play(slateSegment, s === 0 || s >= breakSlate.length - (BREAK_DISCONTINUITIES - 1));
    }
    play(segment, breakDue || (g > 0 && segment.videoStart));
    contentMs += segment.durationMs;
    g += 1;
  }
  return kept;
}

describe('live playlist a year into a broadcast (issue 10)', () => {
  it('serves what walking segment by segment from the start serves, at sampled instants', () => {
    const year = 365 * 24 * 3600 * 1000;
    const walked = walkFromStart(year - 60_000, year + 1_200_000);
    for (let second = 0; second < 1200; second += 37) {
      const playlist = parse(livePlaylist({ ...channel, now: at(year / 1000 + second) }));
      expect(playlist.segments.length).toBeGreaterThan(0);
      for (const segment of playlist.segments) {
        expect({ n: segment.n, uri: segment.uri, disc: segment.disc, date: segment.date }).toEqual({
          n: segment.n,
          ...walked.get(segment.n),
        });
      }
    }
  });
});

describe('the span a live playlist holds for (issue 10: one render per window)', () => {
  it('is the same text from its start to just before its end, and different on either side', () => {
    // Across the first window filling, ad breaks and loop ends: every instant, in 250 ms steps.
    for (let ms = 0; ms < 420_000; ms += 250) {
      const now = at(ms / 1000);
      const { text, since, until } = liveWindow({ ...channel, now });
      expect(since).toBeLessThanOrEqual(now.getTime());
      expect(until).toBeGreaterThan(now.getTime());
      const textAt = (epochMs: number) => livePlaylist({ ...channel, now: new Date(epochMs) });
      expect(textAt(since)).toBe(text);
      expect(textAt(until - 1)).toBe(text);
      expect(textAt(until)).not.toBe(text);
      if (since > startedAt.getTime()) expect(textAt(since - 1)).not.toBe(text);
    }
  });
});
