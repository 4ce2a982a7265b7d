import type { Video } from '@adcast/domain/catalogue/videos';
import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import {
  ROKU_GENRES,
  ROKU_SHORT_DESCRIPTION_MAX,
  ROKU_SHORT_FORM_MAX_SECONDS,
  type RokuFeed,
  type RokuFeedVideo,
} from '@adcast/domain/content/oo-apps/roku-feed';
import { absolute, transcodedPoster } from '../../catalogue/public-media-urls';

const KNOWN_GENRES = new Set<string>(ROKU_GENRES);

const shortDescription = (video: Video) => {
  const text = (video.description ?? video.title).replace(/\s+/g, ' ').trim();
  return text.length <= ROKU_SHORT_DESCRIPTION_MAX
    ? text
    : `${text.slice(0, ROKU_SHORT_DESCRIPTION_MAX - 1)}…`;
};

function feedVideo(video: Video & { hls_720p: string; duration: number }, publicUrl: string): RokuFeedVideo {
  const genres = video.genres.map((genre) => genre.toLowerCase()).filter((genre) => KNOWN_GENRES.has(genre));
  return {
    id: `adcast-video-${video.id}`,
    title: video.title,
    content: {
      dateAdded: new Date(video.createdOn).toISOString(),
      videos: [{ url: absolute(publicUrl, video.hls_720p), quality: 'HD', videoType: 'HLS' }],
      duration: Math.max(1, Math.round(video.duration)),
    },
    thumbnail: absolute(publicUrl, video.posters[0] ?? transcodedPoster(video.hls_720p)),
    releaseDate: video.publishedAt ?? video.createdOn.slice(0, 10),
    shortDescription: shortDescription(video),
    genres: genres.length > 0 ? [...new Set(genres)] : ['special'],
  };
}

const playable = (video: Video): video is Video & { hls_720p: string; duration: number } =>
  video.hls_720p !== null && video.duration !== null && video.duration > 0;

/**
 * An app's content feed in Roku's JSON feed format: its playable videos, short ones (under 15
 * minutes) as short-form videos and the rest as movies; the app JSON names the provider and language.
 */
export function rokuFeed(app: OoApp, videos: readonly Video[], publicUrl: string, now: Date): RokuFeed {
  const items = videos.filter(playable).map((video) => feedVideo(video, publicUrl));
  return {
    providerName: app.appJson.providerName,
    lastUpdated: now.toISOString(),
    language: app.appJson.language,
    movies: items.filter((item) => item.content.duration >= ROKU_SHORT_FORM_MAX_SECONDS),
    shortFormVideos: items.filter((item) => item.content.duration < ROKU_SHORT_FORM_MAX_SECONDS),
    tvSpecials: [],
  };
}
