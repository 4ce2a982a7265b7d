import { ERROR_CODES } from '@adcast/domain/errors';
import { CHANNEL_MESSAGES } from '@adcast/domain/media/channels';
import type { Db } from '../../db/client';
import { broadcastOf } from '../../db/media/channels';
import { AppError } from '../../http/errors';
import type { ReadMemo } from '../../http/read-memo';
import { livePlaylist } from '../../media/live/live-playlist';
import type { LiveSource } from '../../media/live/live-source';
import type { Slate } from '../../media/live/slate';

const notBroadcasting = (message: string) => new AppError(404, ERROR_CODES.NOT_FOUND, [message]);

/**
 * A channel's broadcast (its row and its loop) through the process's read memo: every player polls
 * the playlist every few seconds, and the loop changes only with a write (forgotten then) or a video
 * becoming ready (seen within the memo's few seconds).
 */
export const memoizedBroadcast = (db: Db, reads: ReadMemo) => (channelId: number) =>
  reads.get(`channel-broadcast:${channelId}`, () => broadcastOf(db, channelId));

/** The live media playlist of a started channel now; 404 with a clear message otherwise. */
export async function liveStreamOf(
  loadBroadcast: (channelId: number) => ReturnType<typeof broadcastOf>,
  live: { source: LiveSource; slate: Slate },
  channelId: number,
  now: Date,
): Promise<string> {
  const broadcast = await loadBroadcast(channelId);
  if (!broadcast) throw notBroadcasting(CHANNEL_MESSAGES.notFound);
  const { channel, hlsPaths } = broadcast;
  if (!channel.active || !channel.startedAt) throw notBroadcasting(CHANNEL_MESSAGES.notBroadcasting);
  const videos = (await Promise.all(hlsPaths.map((path) => live.source.segmentsOf(path)))).filter(
    (segments) => segments.length > 0,
  );
  if (videos.length === 0) throw notBroadcasting(CHANNEL_MESSAGES.nothingToPlay);
  return livePlaylist({
    videos,
    slate: await live.slate.segments(),
    adEverySeconds: channel.adFrequency * 60,
    adSeconds: channel.adDuration,
    startedAt: channel.startedAt,
    now,
  });
}
