import { ERROR_CODES } from '@adcast/domain/errors';
import { CHANNEL_MESSAGES } from '@adcast/domain/media/channels';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { broadcastOf } from '../../db/media/channels';
import type { ReadMemo } from '../../db/read-memo';
import { AppError } from '../../http/errors';
import { liveWindow } from '../../media/live/live-playlist';
import type { LiveSource } from '../../media/live/live-source';
import type { Slate } from '../../media/live/slate';

const notBroadcasting = (message: string) => new AppError(404, ERROR_CODES.NOT_FOUND, [message]);

type Broadcast = NonNullable<Awaited<ReturnType<typeof broadcastOf>>>;
type LoadBroadcast = (channelId: number) => Promise<Broadcast | null>;

/**
 * A channel's broadcast (its row and its loop) through the process's read memo: every player polls
 * the playlist every few seconds, and the loop changes only with a write (forgotten then) or a video
 * becoming ready (seen within the memo's few seconds).
 */
export const memoizedBroadcast =
  (db: Db, reads: ReadMemo): LoadBroadcast =>
  (channelId) =>
    reads.get(`channel-broadcast:${channelId}`, () => broadcastOf(db, channelId));

/** Everything the playlist text depends on besides the clock. */
const fingerprintOf = ({ channel, hlsPaths }: Broadcast) =>
  [channel.startedAt?.getTime(), channel.adFrequency, channel.adDuration, ...hlsPaths].join('\n');

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
  ) {}

  /** The live media playlist of a started channel at `now`; 404 with a clear message otherwise. */
  async playlistOf(channelId: number, now: Date): Promise<string> {
    const broadcast = await this.loadBroadcast(channelId);
    if (!broadcast) throw notBroadcasting(CHANNEL_MESSAGES.notFound);
    if (!broadcast.channel.active || !broadcast.channel.startedAt)
      throw notBroadcasting(CHANNEL_MESSAGES.notBroadcasting);
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

  private async renderNow(broadcast: Broadcast, now: Date): Promise<Rendered> {
    const { channel, hlsPaths } = broadcast;
    const videos = (await Promise.all(hlsPaths.map((path) => this.live.source.segmentsOf(path)))).filter(
      (segments) => segments.length > 0,
    );
    if (videos.length === 0) throw notBroadcasting(CHANNEL_MESSAGES.nothingToPlay);
    const span = liveWindow({
      videos,
      slate: await this.live.slate.segments(),
      adEverySeconds: channel.adFrequency * 60,
      adSeconds: channel.adDuration,
      startedAt: channel.startedAt ?? now,
      now,
    });
    return { broadcast, fingerprint: fingerprintOf(broadcast), ...span };
  }
}
