import { ERROR_CODES } from '@adcast/domain/errors';
import { CHANNEL_MESSAGES } from '@adcast/domain/media/channels';
import type { Db } from '../../db/client';
import { broadcastOf } from '../../db/media/channels';
import { AppError } from '../../http/errors';
import { livePlaylist } from '../../media/live/live-playlist';
import type { LiveSource } from '../../media/live/live-source';
import type { Slate } from '../../media/live/slate';

const notBroadcasting = (message: string) => new AppError(404, ERROR_CODES.NOT_FOUND, [message]);

/** The live media playlist of a started channel now; 404 with a clear message otherwise. */
export async function liveStreamOf(
  db: Db,
  live: { source: LiveSource; slate: Slate },
  channelId: number,
  now: Date,
): Promise<string> {
  const broadcast = await broadcastOf(db, channelId);
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
