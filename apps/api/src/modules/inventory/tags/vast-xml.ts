import type { PodSlot } from '@adcast/domain/decisioning/types';

export const VAST_VERSION = '4.2';
export const EMPTY_VAST = `<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="${VAST_VERSION}"/>\n`;

/** What an ad's beacons are: the Adcast URLs a player calls on its impression, events, click and errors. */
export type Beacons = {
  impression: string;
  error: string;
  click: string;
  tracking: readonly { event: string; url: string }[];
};

/** Text in CDATA, a `]]>` inside split over two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A wrapper around a VAST elsewhere, or the ad itself: a video's HLS, inline. */
export type AdAnswer =
  | { kind: 'WRAPPER'; vastUrl: string }
  | {
      kind: 'INLINE';
      title: string;
      durationSeconds: number;
      mediaFiles: readonly MediaFile[];
    };

/** A media file of an inline ad: an HLS master playlist (streaming) or an MP4 (progressive). */
export type MediaFile = {
  url: string;
  delivery: 'streaming' | 'progressive';
  type: 'application/x-mpegURL' | 'video/mp4';
  width: number | null;
  height: number | null;
};

export type ServedAd = { slot: PodSlot; creativeId: number; answer: AdAnswer; beacons: Beacons };

const adIdOf = (ad: ServedAd) =>
  ad.slot.creative.kind === 'BID' ? `adcast-bid-${ad.slot.sequence}` : `adcast-${ad.creativeId}`;

/** HH:MM:SS.mmm, as a Linear's Duration is written. */
function vastDuration(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

const trackingLines = (ad: ServedAd) => [
  '            <TrackingEvents>',
  ...ad.beacons.tracking.map(
    ({ event, url }) => `              <Tracking event="${attribute(event)}">${cdata(url)}</Tracking>`,
  ),
  '            </TrackingEvents>',
  `            <VideoClicks><ClickTracking>${cdata(ad.beacons.click)}</ClickTracking></VideoClicks>`,
];

/** What a wrapper and an inline ad both carry: the ad system, the beacons and the linear's tracking. */
function adLines(ad: ServedAd, sequenced: boolean, element: 'Wrapper' | 'InLine', own: ElementParts): string {
  const sequence = sequenced ? ` sequence="${ad.slot.sequence}"` : '';
  return [
    `  <Ad id="${attribute(adIdOf(ad))}"${sequence}>`,
    `    <${element}>`,
    '      <AdSystem>Adcast</AdSystem>',
    ...own.head,
    `      <Error>${cdata(ad.beacons.error)}</Error>`,
    `      <Impression>${cdata(ad.beacons.impression)}</Impression>`,
    '      <Creatives>',
    `        <Creative${own.creativeAttributes}>`,
    ...own.creativeHead,
    '          <Linear>',
    ...own.linearHead,
    ...trackingLines(ad),
    ...own.linearTail,
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    `    </${element}>`,
    '  </Ad>',
  ].join('\n');
}

type ElementParts = {
  head: string[];
  creativeAttributes: string;
  creativeHead: string[];
  linearHead: string[];
  linearTail: string[];
};

function answerParts(ad: ServedAd): { element: 'Wrapper' | 'InLine'; parts: ElementParts } {
  const { answer } = ad;
  if (answer.kind === 'WRAPPER')
    return {
      element: 'Wrapper',
      parts: {
        head: [`      <VASTAdTagURI>${cdata(answer.vastUrl)}</VASTAdTagURI>`],
        creativeAttributes: '',
        creativeHead: [],
        linearHead: [],
        linearTail: [],
      },
    };
  const mediaFile = ({ url, delivery, type, width, height }: MediaFile) => {
    const size = width !== null && height !== null ? ` width="${width}" height="${height}"` : '';
    return `              <MediaFile delivery="${delivery}" type="${type}"${size}>${cdata(url)}</MediaFile>`;
  };
  return {
    element: 'InLine',
    parts: {
      head: [`      <AdTitle>${cdata(answer.title)}</AdTitle>`],
      creativeAttributes: ` id="${ad.creativeId}" adId="${ad.creativeId}"`,
      creativeHead: [`          <UniversalAdId idRegistry="Adcast">${ad.creativeId}</UniversalAdId>`],
      linearHead: [`            <Duration>${vastDuration(answer.durationSeconds)}</Duration>`],
      linearTail: [
        '            <MediaFiles>',
        ...answer.mediaFiles.map(mediaFile),
        '            </MediaFiles>',
      ],
    },
  };
}

function adXml(ad: ServedAd, sequenced: boolean): string {
  const { element, parts } = answerParts(ad);
  return adLines(ad, sequenced, element, parts);
}

/** A VAST 4.2 document with one ad per pod slot, in sequence; the empty VAST when none. */
export function vastOf(ads: readonly ServedAd[]): string {
  if (ads.length === 0) return EMPTY_VAST;
  const sequenced = ads.length > 1;
  const body = ads.map((ad) => adXml(ad, sequenced)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="${VAST_VERSION}">\n${body}\n</VAST>\n`;
}
