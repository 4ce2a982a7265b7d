import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlToText, plainText } from './html-text';

/**
 * One video a feed offers. `key` identifies it across runs of its feed: the guid (Atom id), else the
 * media URL. Title and description are plain text (a description's markup is read as HTML).
 */
export type FeedItem = {
  key: string;
  title: string;
  description: string;
  mediaUrl: string;
  thumbnailUrl: string | null;
  /** YYYY-MM-DD, or null when the feed gives no usable date. */
  publishedAt: string | null;
};

/** A document that is not a feed we read; `message` says why, fit to show. */
export class FeedParseError extends Error {}

type Node = Record<string, unknown>;

const LISTS = new Set([
  'item',
  'entry',
  'link',
  'enclosure',
  'media:content',
  'media:thumbnail',
  'media:group',
  'enc:enclosure',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A feed declares few entities if any: expansions, sizes and nesting are kept small (fast-xml-parser
  // refuses external entities itself); past them the feed is refused, never expanded.
  processEntities: {
    enabled: true,
    maxEntityCount: 50,
    maxEntitySize: 1000,
    maxTotalExpansions: 1000,
    maxExpandedLength: 100_000,
  },
  maxNestedTags: 100,
  htmlEntities: true,
  isArray: (name) => LISTS.has(name),
});

const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const listOf = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
    (entry) => asNode(entry) ?? { '#text': entry },
  );
const textOf = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  const node = asNode(value);
  return node ? textOf(node['#text']) : '';
};
const attr = (node: Node | undefined, name: string): string => textOf(node?.[`@${name}`]);

const isVideo = (type: string, medium: string, url: string) =>
  medium === 'video' ||
  type.startsWith('video/') ||
  type.includes('mpegurl') ||
  /\.(mp4|m4v|mov|webm|mkv|m3u8|ts)(\?|$)/i.test(url);

/** Media RSS: media:content directly, or inside media:group; the first that is a video. */
function mediaContent(item: Node): string {
  const contents = [
    ...listOf(item['media:content']),
    ...listOf(item['media:group']).flatMap((group) => listOf(group['media:content'])),
  ];
  const video = contents.find((c) => isVideo(attr(c, 'type'), attr(c, 'medium'), attr(c, 'url')));
  return video ? attr(video, 'url') : '';
}

function thumbnail(item: Node): string | null {
  const thumbs = [
    ...listOf(item['media:thumbnail']),
    ...listOf(item['media:group']).flatMap((group) => listOf(group['media:thumbnail'])),
  ];
  return attr(thumbs[0], 'url') || null;
}

/** A date as YYYY-MM-DD in UTC (RFC 822 in RSS, RFC 3339 in Atom). */
function dayOf(text: string): string | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** RSS 1.0's mod_enclosure: `<enc:enclosure rdf:resource="…" enc:type="…"/>`. */
function rdfEnclosure(item: Node): string {
  const enclosure = listOf(item['enc:enclosure']).find((e) =>
    isVideo(attr(e, 'enc:type'), '', attr(e, 'rdf:resource')),
  );
  return attr(enclosure, 'rdf:resource');
}

function rssItem(item: Node): FeedItem | null {
  const enclosure = listOf(item.enclosure).find((e) => isVideo(attr(e, 'type'), '', attr(e, 'url')));
  const mediaUrl = mediaContent(item) || attr(enclosure, 'url') || rdfEnclosure(item);
  if (!mediaUrl) return null;
  return {
    key: textOf(item.guid) || attr(item, 'rdf:about') || mediaUrl,
    title: plainText(textOf(item.title) || textOf(item['media:title'])) || mediaUrl,
    description: htmlToText(textOf(item.description) || textOf(item['media:description'])),
    mediaUrl,
    thumbnailUrl: thumbnail(item),
    publishedAt: dayOf(textOf(item.pubDate) || textOf(item['dc:date'])),
  };
}

function atomEntry(entry: Node): FeedItem | null {
  const links = listOf(entry.link);
  const enclosure = links.find(
    (link) => attr(link, 'rel') === 'enclosure' && isVideo(attr(link, 'type'), '', attr(link, 'href')),
  );
  const mediaUrl = mediaContent(entry) || attr(enclosure, 'href');
  if (!mediaUrl) return null;
  return {
    key: textOf(entry.id) || mediaUrl,
    title: plainText(textOf(entry.title)) || mediaUrl,
    description: htmlToText(textOf(entry.summary) || textOf(entry.content)),
    mediaUrl,
    thumbnailUrl: thumbnail(entry),
    publishedAt: dayOf(textOf(entry.published) || textOf(entry.updated)),
  };
}

/** The parsed document; entities, sizes or nesting past the parser's limits refuse the feed. */
function parsed(xml: string): Node {
  if (XMLValidator.validate(xml) !== true) throw new FeedParseError(FEED_MESSAGES.notAFeed);
  try {
    return asNode(parser.parse(xml)) ?? {};
  } catch {
    throw new FeedParseError(FEED_MESSAGES.unsafeXml);
  }
}

/** RSS 2.0 and 0.9x items sit in the channel, RSS 1.0's beside it under `rdf:RDF`. */
function rssItems(document: Node): Node[] | null {
  const channel = asNode(asNode(document.rss)?.channel);
  if (channel) return listOf(channel.item);
  const rdf = asNode(document['rdf:RDF']);
  return rdf ? listOf(rdf.item) : null;
}

/**
 * The video items of an RSS (2.0, 0.9x, 1.0), Media RSS or Atom document (items without a video are
 * skipped: a feed of articles or audio holds none). Anything else (not XML, or XML of another kind)
 * is a FeedParseError. Real feeds often put a line break or a byte order mark before the declaration.
 */
export function parseFeed(text: string): FeedItem[] {
  const document = parsed(text.trimStart());
  const rss = rssItems(document);
  const atom = asNode(document.feed);
  const items = rss ? rss.map(rssItem) : atom ? listOf(atom.entry).map(atomEntry) : null;
  if (!items) throw new FeedParseError(FEED_MESSAGES.notAFeed);
  const seen = new Set<string>();
  return items.filter((item): item is FeedItem => {
    if (!item || seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

/** The items published on or after `dateFrom` (all when none is given; undated items count). */
export const itemsFrom = (items: FeedItem[], dateFrom: string | undefined): FeedItem[] =>
  dateFrom ? items.filter((item) => item.publishedAt === null || item.publishedAt >= dateFrom) : items;
