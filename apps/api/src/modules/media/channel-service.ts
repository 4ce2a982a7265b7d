import { ERROR_CODES } from '@adcast/domain/errors';
import type { ChannelAdBreak } from '@adcast/domain/media/channel-breaks';
import { CHANNEL_MESSAGES } from '@adcast/domain/media/channels';
import { type ScheduledSource, squeezebackDateRanges } from '@adcast/domain/squeezeback/source-schedule';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { broadcastOf } from '../../db/media/channels';
import type { ReadMemo } from '../../db/read-memo';
import { channelSqueezebacks } from '../../db/taxonomy';
import { AppError } from '../../http/errors';
import {
  breakAround,
  breakSlate,
  breaksInWindow,
  type LiveInput,
  liveWindow,
} from '../../media/live/live-playlist';
import type { LiveSource } from '../../media/live/live-source';
import type { Slate } from '../../media/live/slate';
import type { BreakPods } from './channel-ad-breaks';

const notBroadcasting = (message: string) => new AppError(404, ERROR_CODES.NOT_FOUND, [message]);

/** A channel's row and loop, and its sources whose squeezeback stretches its playlist marks. */
type Broadcast = NonNullable<Awaited<ReturnType<typeof broadcastOf>>> & {
  squeezebacks?: readonly (ScheduledSource & { version: number })[];
};
type LoadBroadcast = (channelId: number) => Promise<Broadcast | null>;

/**
 * A channel's broadcast (its row and its loop) through the process's read memo: every player polls
 * the playlist every few seconds, and the loop changes only with a write (forgotten then) or a video
 * becoming ready (seen within the memo's few seconds).
 */
export const memoizedBroadcast =
  (db: Db, reads: ReadMemo): LoadBroadcast =>
  (channelId) =>
    reads.get(`channel-broadcast:${channelId}`, async () => {
      const broadcast = await broadcastOf(db, channelId);
      return broadcast && { ...broadcast, squeezebacks: await channelSqueezebacks(db, channelId) };
    });

/** Everything the playlist text depends on besides the clock. */
const fingerprintOf = ({ channel, hlsPaths, squeezebacks = [] }: Broadcast) =>
  [
    channel.startedAt?.getTime(),
    channel.adFrequency,
    channel.adDuration,
    channel.placementId,
    squeezebacks.map((source) => `${source.id}@${source.version}`).join(' '),
    ...hlsPaths,
  ].join('\n');

/** A rendered playlist: the same text for every request in [since, until) (epoch ms). */
type Rendered = { broadcast: Broadcast; fingerprint: string; text: string; since: number; until: number };

/**
 * The live media playlists of started channels. A playlist changes only when its window slides (once
 * a segment) or the channel's loop changes, so the text is rendered once per window and channel
 * (one render at a time per channel; requests meanwhile wait for it) and every other request is a
 * memory read: the broadcast from the read memo, compared with what the text was made from.
 */
export class LivePlaylists {
  private readonly rendered = new LRUCache<number, Rendered>({ max: 1000 });
  private readonly rendering = new Map<number, Promise<Rendered>>();

  constructor(
    private readonly loadBroadcast: LoadBroadcast,
    private readonly live: { source: LiveSource; slate: Slate },
    private readonly pods: BreakPods,
  ) {}

  /** The live media playlist of a started channel at `now`; 404 with a clear message otherwise. */
  async playlistOf(channelId: number, now: Date): Promise<string> {
    const broadcast = await this.onAir(channelId);
    const at = now.getTime();
    const kept = this.rendered.get(channelId);
    if (kept && this.holds(kept, broadcast, at)) return kept.text;
    const pending = this.rendering.get(channelId);
    if (pending) {
      const shared = await pending;
      if (this.holds(shared, broadcast, at)) return shared.text;
    }
    return (await this.render(channelId, broadcast, now)).text;
  }

  private async onAir(channelId: number): Promise<Broadcast> {
    const broadcast = await this.loadBroadcast(channelId);
    if (!broadcast) throw notBroadcasting(CHANNEL_MESSAGES.notFound);
    if (!broadcast.channel.active || !broadcast.channel.startedAt)
      throw notBroadcasting(CHANNEL_MESSAGES.notBroadcasting);
    return broadcast;
  }

  /**
   * The break playing at `now` (or the next) with its pod placed in time: what the live page shows.
   * A break under way has its pod decided if no player reached it yet.
   */
  async adBreakOf(channelId: number, now: Date): Promise<ChannelAdBreak> {
    const { channel, input } = await this.inputOf(await this.onAir(channelId), now);
    const around = breakAround(input);
    const kept = around.inBreak
      ? (await this.pods.podOf(channel, new Date(around.startsAt), now)).kept
      : null;
    let from = around.startsAt;
    const pod = (kept?.pod ?? []).map(({ hlsPath: _, ...ad }) => {
      const placed = { ...ad, startsAt: iso(from), endsAt: iso(from + ad.durationSeconds * 1000) };
      from += ad.durationSeconds * 1000;
      return placed;
    });
    const at = now.getTime();
    return {
      inBreak: around.inBreak,
      startsAt: iso(around.startsAt),
      endsAt: iso(around.endsAt),
      secondsLeft: around.inBreak ? Math.max(0, (around.endsAt - at) / 1000) : 0,
      placementId: channel.placementId,
      pod,
      playing: pod.find((ad) => Date.parse(ad.startsAt) <= at && at < Date.parse(ad.endsAt)) ?? null,
    };
  }

  /** Whether `rendered` is the playlist of `broadcast` at `at`; a same-content reload is adopted. */
  private holds(rendered: Rendered, broadcast: Broadcast, at: number): boolean {
    if (at < rendered.since || at >= rendered.until) return false;
    if (rendered.broadcast === broadcast) return true;
    if (rendered.fingerprint !== fingerprintOf(broadcast)) return false;
    rendered.broadcast = broadcast;
    return true;
  }

  private render(channelId: number, broadcast: Broadcast, now: Date): Promise<Rendered> {
    const work = this.renderNow(broadcast, now).then((rendered) => {
      this.rendered.set(channelId, rendered);
      return rendered;
    });
    this.rendering.set(channelId, work);
    const settle = () => {
      if (this.rendering.get(channelId) === work) this.rendering.delete(channelId);
    };
    work.then(settle, settle);
    return work;
  }

  /** What the playlist is made of at `now`: the loop's segments, the slate and the ad settings. */
  private async inputOf(broadcast: Broadcast, now: Date) {
    const { channel, hlsPaths } = broadcast;
    const videos = (await Promise.all(hlsPaths.map((path) => this.live.source.segmentsOf(path)))).filter(
      (segments) => segments.length > 0,
    );
    if (videos.length === 0) throw notBroadcasting(CHANNEL_MESSAGES.nothingToPlay);
    const input: LiveInput = {
      videos,
      slate: await this.live.slate.segments(),
      adEverySeconds: channel.adFrequency * 60,
      adSeconds: channel.adDuration,
      startedAt: channel.startedAt ?? now,
      now,
    };
    return { channel, input };
  }

  private async renderNow(broadcast: Broadcast, now: Date): Promise<Rendered> {
    const { channel, input } = await this.inputOf(broadcast, now);
    const slate = breakSlate(input.slate, input.adSeconds);
    const layouts = await this.pods.layoutsOf(channel, breaksInWindow(input), slate, now);
    const sources = broadcast.squeezebacks ?? [];
    const dateRanges = (from: number, to: number) => squeezebackDateRanges(sources, from, to);
    const span = liveWindow({ ...input, layouts, dateRanges });
    return { broadcast, fingerprint: fingerprintOf(broadcast), ...span };
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
