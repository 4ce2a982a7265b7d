import { describe, expect, it } from 'vitest';
import { CREATIVE_MESSAGES, VAST_MESSAGES } from '../src/campaigns/creative-messages';
import { CreativeInputSchema } from '../src/campaigns/creatives';
import { ctvMediaProblems, durationProblem, isH264 } from '../src/campaigns/ctv-media';

const vastCreative = { advertiserId: 4, name: 'Spring spot', type: 'VAST', vastType: 'URL', duration: 15 };
const issuesOf = (value: unknown) =>
  CreativeInputSchema.safeParse(value).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('the creative input', () => {
  it('keeps only the VAST of its kind', () => {
    const parsed = CreativeInputSchema.parse({
      ...vastCreative,
      vastXml: '<VAST version="4.0"/>',
      vastUrl: 'https://ads.example.com/vast.xml',
    });
    expect(parsed).toMatchObject({ vastXml: null, vastUrl: 'https://ads.example.com/vast.xml' });
  });

  it('asks a VAST creative for its XML or URL, and a video creative for no VAST', () => {
    expect(issuesOf({ ...vastCreative, vastType: null })).toEqual([
      `vastType: ${CREATIVE_MESSAGES.vastTypeRequired}`,
    ]);
    expect(issuesOf({ ...vastCreative, vastType: 'XML', vastXml: '  ' })).toEqual([
      `vastXml: ${CREATIVE_MESSAGES.vastXmlRequired}`,
    ]);
    expect(issuesOf({ ...vastCreative, type: 'VIDEO', vastUrl: 'https://ads.example.com/v.xml' })).toEqual([
      `vastType: ${CREATIVE_MESSAGES.vastOnlyForVast}`,
    ]);
  });
});

describe('CTV media rules', () => {
  it('takes H.264 as RFC 6381 names it, alone or beside the audio codec, and as ffprobe names it', () => {
    expect(['avc1.640028', 'avc3.4d401f', 'avc1.4d401f,mp4a.40.2', 'h264', 'H.264'].every(isH264)).toBe(true);
    expect(['hvc1.1.6.L93.B0', 'vp9', 'mp4a.40.2'].some(isH264)).toBe(false);
  });

  it('names what keeps a file off CTV; an HLS stream may leave its height to its variants', () => {
    expect(ctvMediaProblems({ type: 'video/mp4', codec: 'avc1.640028', height: 1080 })).toEqual([]);
    expect(ctvMediaProblems({ type: 'application/x-mpegURL', codec: null, height: null })).toEqual([]);
    expect(ctvMediaProblems({ type: 'video/webm', codec: 'vp9', height: 360 })).toEqual([
      VAST_MESSAGES.mediaType('video/webm'),
      VAST_MESSAGES.codec('vp9'),
      VAST_MESSAGES.height(360, 720),
    ]);
    expect(ctvMediaProblems({ type: 'video/mp4', codec: null, height: null })).toEqual([
      VAST_MESSAGES.noHeight,
    ]);
  });

  it('lets a duration be one second off the declared one, VAST durations being rounded', () => {
    expect(durationProblem(15, 15.9)).toBeNull();
    expect(durationProblem(15, 16.5)).toBe(VAST_MESSAGES.duration(15, 16.5));
  });
});
