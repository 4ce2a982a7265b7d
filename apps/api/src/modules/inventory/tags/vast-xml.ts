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

export type ServedAd = { slot: PodSlot; creativeId: number; vastUrl: string; beacons: Beacons };

const adIdOf = (ad: ServedAd) =>
  ad.slot.creative.kind === 'BID' ? `adcast-bid-${ad.slot.sequence}` : `adcast-${ad.creativeId}`;

function wrapperAd(ad: ServedAd, sequenced: boolean): string {
  const sequence = sequenced ? ` sequence="${ad.slot.sequence}"` : '';
  return [
    `  <Ad id="${attribute(adIdOf(ad))}"${sequence}>`,
    '    <Wrapper>',
    '      <AdSystem>Adcast</AdSystem>',
    `      <VASTAdTagURI>${cdata(ad.vastUrl)}</VASTAdTagURI>`,
    `      <Error>${cdata(ad.beacons.error)}</Error>`,
    `      <Impression>${cdata(ad.beacons.impression)}</Impression>`,
    '      <Creatives>',
    '        <Creative>',
    '          <Linear>',
    '            <TrackingEvents>',
    ...ad.beacons.tracking.map(
      ({ event, url }) => `              <Tracking event="${attribute(event)}">${cdata(url)}</Tracking>`,
    ),
    '            </TrackingEvents>',
    `            <VideoClicks><ClickTracking>${cdata(ad.beacons.click)}</ClickTracking></VideoClicks>`,
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    '    </Wrapper>',
    '  </Ad>',
  ].join('\n');
}

/** A VAST 4.2 document with one wrapper per pod slot, in sequence; the empty VAST when none. */
export function vastOf(ads: readonly ServedAd[]): string {
  if (ads.length === 0) return EMPTY_VAST;
  const sequenced = ads.length > 1;
  const body = ads.map((ad) => wrapperAd(ad, sequenced)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="${VAST_VERSION}">\n${body}\n</VAST>\n`;
}
