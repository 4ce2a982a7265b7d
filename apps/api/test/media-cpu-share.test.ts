import { describe, expect, it } from 'vitest';
import { transcodeThreads } from '../src/media/ffmpeg/cpu-share';
import { hlsArguments } from '../src/media/ffmpeg/hls-transcode';

const probe = {
  durationSeconds: 60,
  width: 1920,
  height: 1080,
  hasAudio: true,
  formatName: 'mp4',
  videoCodec: 'h264',
};

describe('a transcode leaves a core to the API (issue 10)', () => {
  it('uses every core but one, shared by the transcodes running at once', () => {
    expect(transcodeThreads(1, 2)).toBe(1);
    expect(transcodeThreads(1, 8)).toBe(7);
    expect(transcodeThreads(2, 8)).toBe(3);
    expect(transcodeThreads(4, 2)).toBe(1);
    expect(transcodeThreads(1, 1)).toBe(1);
  });

  it('holds decoding, filters and encoding to that many threads', () => {
    const args = hlsArguments('/in.mp4', '/out', probe, [720], 1);
    const input = args.indexOf('-i');
    const before = args.slice(0, input);
    const after = args.slice(input);
    expect(before.slice(before.indexOf('-threads'), before.indexOf('-threads') + 2)).toEqual([
      '-threads',
      '1',
    ]);
    expect(after).toContain('-threads');
    expect(after[after.indexOf('-threads') + 1]).toBe('1');
    expect(after[after.indexOf('-filter_complex_threads') + 1]).toBe('1');
  });

  it('encodes at veryfast unless the operator chose another x264 preset (HLS_X264_PRESET)', () => {
    const presetOf = (args: string[]) => args[args.indexOf('-preset') + 1];
    expect(presetOf(hlsArguments('/in.mp4', '/out', probe, [720], 1))).toBe('veryfast');
    expect(presetOf(hlsArguments('/in.mp4', '/out', probe, [720], 1, 4, 'ultrafast'))).toBe('ultrafast');
  });
});
