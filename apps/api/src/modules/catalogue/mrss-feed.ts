import { CATEGORIES, type Collection } from '@adcast/domain/catalogue/collections';
import type { Video } from '@adcast/domain/catalogue/videos';
import { XMLBuilder } from 'fast-xml-parser';
import { absolute, transcodedPoster } from './public-media-urls';

const MEDIA_RSS = 'http://search.yahoo.com/mrss/';
const HLS_TYPE = 'application/x-mpegURL';

/**
 * XML 1.0 §2.2 Char: tab, line feed, carriage return and U+0020–U+D7FF, U+E000–U+FFFD, U+10000 on.
 * Anything else (C0 controls, U+FFFE/U+FFFF, a lone surrogate) makes the document unreadable, so it
 * is left out of every text and attribute.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const xmlSafe = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replace(NOT_XML_CHAR, '')
    : Array.isArray(value)
      ? value.map(xmlSafe)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, xmlSafe(inner)]))
        : value;

function itemOf(video: Video, publicUrl: string) {
  const thumbnails = [...video.posters, ...(video.hls_720p ? [transcodedPoster(video.hls_720p)] : [])];
  const published = video.publishedAt
    ? new Date(`${video.publishedAt}T00:00:00Z`)
    : new Date(video.createdOn);
  return {
    title: video.title,
    description: video.description ?? video.title,
    guid: { '#text': `adcast-video-${video.id}`, '@_isPermaLink': 'false' },
    pubDate: published.toUTCString(),
    category: video.genres,
    'media:content': {
      '@_url': absolute(publicUrl, video.hls_720p!),
      '@_type': HLS_TYPE,
      '@_medium': 'video',
      ...(video.duration === null ? {} : { '@_duration': Math.round(video.duration) }),
      'media:title': video.title,
      ...(video.description ? { 'media:description': video.description } : {}),
      ...(video.tags.length ? { 'media:keywords': video.tags.join(', ') } : {}),
      'media:thumbnail': thumbnails.map((url) => ({ '@_url': absolute(publicUrl, url) })),
    },
  };
}

/**
 * A collection as RSS 2.0 with Media RSS: the channel carries its title, description, categories
 * and image; each playable video an item with media:content (the HLS URL, type, duration) and
 * media:thumbnail (the video's own posters, then the transcoder's). `publicUrl` makes the media URLs
 * absolute. Characters XML 1.0 does not allow are left out.
 */
export function mrssFeed(collection: Collection, videos: Video[], publicUrl: string, link: string): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  });
  const image = collection.imageUrl ?? collection.posterUrl;
  const categories = collection.categories.map(
    (id) => CATEGORIES.find((category) => category.id === id)?.title ?? String(id),
  );
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:media': MEDIA_RSS,
      channel: {
        title: collection.title,
        link,
        description: collection.description,
        category: categories,
        lastBuildDate: new Date(collection.updatedOn).toUTCString(),
        ...(image ? { image: { url: absolute(publicUrl, image), title: collection.title, link } } : {}),
        item: videos.filter((video) => video.hls_720p).map((video) => itemOf(video, publicUrl)),
      },
    },
  };
  return builder.build(xmlSafe(document));
}
