/** VAST documents written for the tests: one InLine ad per version, wrappers, and bad media. */

export type MediaFileFixture = {
  type?: string;
  width?: number;
  height?: number;
  codec?: string;
  url?: string;
};

export const HD_MP4: MediaFileFixture = {
  type: 'video/mp4',
  width: 1920,
  height: 1080,
  codec: 'avc1.640028',
};
export const HLS: MediaFileFixture = { type: 'application/x-mpegURL', codec: 'avc1.4d401f,mp4a.40.2' };

const mediaFile = (file: MediaFileFixture, index: number) => {
  const attributes = [
    'delivery="progressive"',
    file.type === undefined ? '' : `type="${file.type}"`,
    file.width === undefined ? '' : `width="${file.width}"`,
    file.height === undefined ? '' : `height="${file.height}"`,
    file.codec === undefined ? '' : `codec="${file.codec}"`,
  ].filter(Boolean);
  const url = file.url ?? `https://cdn.example.com/ad-${index + 1}.mp4`;
  return `<MediaFile ${attributes.join(' ')}><![CDATA[${url}]]></MediaFile>`;
};

const TRACKING = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']
  .map((event) => `<Tracking event="${event}"><![CDATA[https://track.example.com/${event}]]></Tracking>`)
  .join('');

/** What a version adds to an InLine: VAST 4 requires AdServingId and UniversalAdId, 3.0 numbers its creatives. */
const versionParts = (version: string) =>
  version.startsWith('4')
    ? {
        adHead: '<AdServingId>serving-1</AdServingId>',
        creativeAttributes: ' id="c1" adId="a1"',
        creativeHead: '<UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>',
      }
    : version === '3.0'
      ? { adHead: '', creativeAttributes: ' id="c1" sequence="1"', creativeHead: '' }
      : { adHead: '', creativeAttributes: '', creativeHead: '' };

export type InlineFixture = {
  version?: string;
  duration?: string;
  mediaFiles?: MediaFileFixture[];
  tracking?: boolean;
};

/** An InLine VAST of `version` with one linear creative. */
export function inlineVast(options: InlineFixture = {}): string {
  const version = options.version ?? '4.2';
  const parts = versionParts(version);
  const files = (options.mediaFiles ?? [HD_MP4]).map(mediaFile).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="${version}">
  <Ad id="ad-1">
    <InLine>
      <AdSystem version="1">Adcast tests</AdSystem>
      ${parts.adHead}
      <AdTitle>Spring sale</AdTitle>
      <Impression id="i1"><![CDATA[https://track.example.com/impression]]></Impression>
      <Creatives>
        <Creative${parts.creativeAttributes}>
          ${parts.creativeHead}
          <Linear>
            <Duration>${options.duration ?? '00:00:15'}</Duration>
            ${options.tracking === false ? '' : `<TrackingEvents>${TRACKING}</TrackingEvents>`}
            <MediaFiles>${files}</MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;
}

/** A Wrapper VAST pointing at `url`, with tracking of its own. */
export const wrapperVast = (url: string, version = '4.1') => `<?xml version="1.0"?>
<VAST version="${version}">
  <Ad id="wrapper">
    <Wrapper>
      <AdSystem>Adcast tests</AdSystem>
      <Impression><![CDATA[https://track.example.com/wrapper-impression]]></Impression>
      <VASTAdTagURI><![CDATA[${url}]]></VASTAdTagURI>
      <Creatives><Creative><Linear><TrackingEvents><Tracking event="pause"><![CDATA[https://track.example.com/pause]]></Tracking></TrackingEvents></Linear></Creative></Creatives>
    </Wrapper>
  </Ad>
</VAST>`;
