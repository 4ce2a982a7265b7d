import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import {
  CTV_MIN_HEIGHT,
  VAST_WRAPPER_DEPTH_LIMIT,
  type VastReport,
} from '@adcast/domain/campaigns/vast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedFetcher } from '../src/media/fetch/guarded-fetcher';
import { checkVast } from '../src/media/vast/vast-checker';
import { serveFleet } from './support/ads-txt-fleet';
import { HD_MP4, HLS, inlineVast, wrapperVast } from './support/vast-fixtures';

const LINEAR = 'Ad[1]/InLine/Creatives/Creative[1]/Linear';
const xml = (vastXml: string) => ({ vastType: 'XML' as const, vastXml, vastUrl: null });
const errors = (report: VastReport) => report.problems.filter((problem) => problem.severity === 'ERROR');

let fleet: Awaited<ReturnType<typeof serveFleet>>;
let fetcher: GuardedFetcher;
const at = (host: string, path = '/vast.xml') => `http://${host}:${fleet.port}${path}`;
const vastAt = (body: () => string) => (path: string) =>
  path === '/vast.xml' ? { type: 'application/xml', body: body() } : undefined;

beforeAll(async () => {
  fleet = await serveFleet({
    'inline.localhost': vastAt(() => inlineVast({ version: '4.0' })),
    'wrapper.localhost': vastAt(() => wrapperVast(at('inline.localhost'))),
    'loop-a.localhost': vastAt(() => wrapperVast(at('loop-b.localhost'))),
    'loop-b.localhost': vastAt(() => wrapperVast(at('loop-a.localhost'))),
    'dead.localhost': vastAt(() => wrapperVast(at('gone.localhost'))),
    'gone.localhost': () => undefined,
    'deep.localhost': (path) => {
      const level = Number(/^\/(\d+)\.xml$/.exec(path)?.[1] ?? -1);
      if (level < 0) return undefined;
      return { type: 'application/xml', body: wrapperVast(at('deep.localhost', `/${level + 1}.xml`)) };
    },
  });
  fetcher = fleet.fetcher();
});
afterAll(() => fleet.close());

describe('VAST versions', () => {
  it.each(['2.0', '3.0', '4.0', '4.1', '4.2', '4.3'])(
    'an InLine VAST %s for CTV is valid',
    async (version) => {
      const report = await checkVast(fetcher, xml(inlineVast({ version })), 15);
      expect(report.problems).toEqual([]);
      expect(report).toMatchObject({ valid: true, version, durationSeconds: 15 });
      expect(report.trackingEvents).toEqual([
        'complete',
        'firstQuartile',
        'midpoint',
        'start',
        'thirdQuartile',
      ]);
      expect(report.mediaFiles).toEqual([
        expect.objectContaining({
          path: `${LINEAR}/MediaFiles/MediaFile[1]`,
          height: 1080,
          playsOnCtv: true,
        }),
      ]);
    },
  );

  it('refuses a version outside 2.0 to 4.3, text that is no XML and XML that is no VAST', async () => {
    const old = await checkVast(fetcher, xml(inlineVast({ version: '1.0' })), 15);
    expect(old.problems).toEqual([expect.objectContaining({ path: 'VAST', severity: 'ERROR' })]);
    expect(old.problems[0]?.message).toContain('VAST version 1.0 is not supported');
    const broken = await checkVast(fetcher, xml('<VAST version="4.0"><Ad>'), 15);
    expect(broken.valid).toBe(false);
    expect(broken.problems[0]?.message).toMatch(/^Not well-formed XML/);
    const other = await checkVast(fetcher, xml('<rss version="2.0"/>'), 15);
    expect(other.problems).toEqual([{ path: '', message: VAST_MESSAGES.notVast, severity: 'ERROR' }]);
  });

  it('an empty VAST has no ad to serve', async () => {
    const report = await checkVast(fetcher, xml('<VAST version="3.0"></VAST>'), 15);
    expect(errors(report)).toEqual([{ path: 'VAST', message: VAST_MESSAGES.noAd, severity: 'ERROR' }]);
  });
});

describe('media files for CTV', () => {
  const mediaPath = (n: number) => `${LINEAR}/MediaFiles/MediaFile[${n}]`;

  it('a 320p file alone is refused at the media files, the file itself named', async () => {
    const report = await checkVast(
      fetcher,
      xml(inlineVast({ mediaFiles: [{ ...HD_MP4, height: 320 }] })),
      15,
    );
    expect(report.valid).toBe(false);
    expect(report.problems).toEqual([
      { path: mediaPath(1), message: VAST_MESSAGES.height(320, CTV_MIN_HEIGHT), severity: 'WARNING' },
      { path: `${LINEAR}/MediaFiles`, message: VAST_MESSAGES.noCtvMediaFile, severity: 'ERROR' },
    ]);
  });

  it('a wrong type and a codec that is not H.264 are named at their element; an HD MP4 beside them passes', async () => {
    const report = await checkVast(
      fetcher,
      xml(inlineVast({ mediaFiles: [{ ...HD_MP4, type: 'video/webm', codec: 'vp9' }, HD_MP4, HLS] })),
      15,
    );
    expect(report.valid).toBe(true);
    expect(report.problems).toEqual([
      { path: mediaPath(1), message: VAST_MESSAGES.mediaType('video/webm'), severity: 'WARNING' },
      { path: mediaPath(1), message: VAST_MESSAGES.codec('vp9'), severity: 'WARNING' },
    ]);
    expect(report.mediaFiles.map((file) => file.playsOnCtv)).toEqual([false, true, true]);
  });

  it('a duration other than the creative’s is refused at <Duration>', async () => {
    const report = await checkVast(fetcher, xml(inlineVast({ duration: '00:00:30.000' })), 15);
    expect(errors(report)).toEqual([
      { path: `${LINEAR}/Duration`, message: VAST_MESSAGES.duration(15, 30), severity: 'ERROR' },
    ]);
    const close = await checkVast(fetcher, xml(inlineVast({ duration: '00:00:15.400' })), 15);
    expect(close.valid).toBe(true);
  });

  it('no tracking events is a warning', async () => {
    const report = await checkVast(fetcher, xml(inlineVast({ tracking: false })), 15);
    expect(report).toMatchObject({ valid: true, trackingEvents: [] });
    expect(report.problems).toEqual([
      { path: LINEAR, message: VAST_MESSAGES.noTracking, severity: 'WARNING' },
    ]);
  });
});

describe('wrappers through the guarded fetcher', () => {
  const URI = 'Ad[1]/Wrapper/VASTAdTagURI';

  it('follows a wrapper to its InLine: media, duration and both documents’ tracking events', async () => {
    const report = await checkVast(
      fetcher,
      { vastType: 'URL', vastXml: null, vastUrl: at('wrapper.localhost') },
      15,
    );
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ valid: true, version: '4.1', durationSeconds: 15 });
    expect(report.wrapperChain).toEqual([at('wrapper.localhost'), at('inline.localhost')]);
    expect(report.trackingEvents).toContain('pause');
    expect(report.trackingEvents).toContain('complete');
    expect(report.mediaFiles[0]?.path).toBe(`${URI} » ${LINEAR}/MediaFiles/MediaFile[1]`);
  });

  it('refuses a loop', async () => {
    const report = await checkVast(fetcher, xml(wrapperVast(at('loop-a.localhost'))), 15);
    expect(errors(report)).toEqual([
      {
        path: `${URI} » ${URI} » ${URI}`,
        message: VAST_MESSAGES.wrapperLoop(at('loop-a.localhost')),
        severity: 'ERROR',
      },
    ]);
  });

  it('refuses a dead end, naming the address and why', async () => {
    const report = await checkVast(fetcher, xml(wrapperVast(at('dead.localhost'))), 15);
    expect(errors(report)).toEqual([expect.objectContaining({ path: `${URI} » ${URI}` })]);
    expect(errors(report)[0]?.message).toContain(
      `The wrapper's VAST at ${at('gone.localhost')} could not be read`,
    );
  });

  it(`refuses a chain deeper than ${VAST_WRAPPER_DEPTH_LIMIT} documents`, async () => {
    const report = await checkVast(fetcher, xml(wrapperVast(at('deep.localhost', '/1.xml'))), 15);
    const [problem] = errors(report);
    expect(problem?.message).toBe(VAST_MESSAGES.wrapperTooDeep(VAST_WRAPPER_DEPTH_LIMIT));
    expect(problem?.path.split(' » ')).toHaveLength(VAST_WRAPPER_DEPTH_LIMIT);
    expect(report.wrapperChain).toHaveLength(VAST_WRAPPER_DEPTH_LIMIT - 1);
  });

  it('a VAST URL that cannot be read is one problem', async () => {
    const report = await checkVast(
      fetcher,
      { vastType: 'URL', vastXml: null, vastUrl: at('gone.localhost') },
      15,
    );
    expect(report.valid).toBe(false);
    expect(report.problems[0]?.message).toContain(`The VAST at ${at('gone.localhost')} could not be read`);
  });
});
