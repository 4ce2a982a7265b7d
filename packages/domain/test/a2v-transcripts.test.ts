import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_LAYOUT, layoutBoxes, TemplateLayoutSchema } from '../src/a2v/templates';
import { parseTranscript, TRANSCRIPT_MAX_BYTES, TRANSCRIPT_MESSAGES } from '../src/a2v/transcripts';

const vtt = `WEBVTT

NOTE a comment the player ignores

intro
00:00:00.500 --> 00:00:02.000 align:start
<v Host>Hello &amp; <i>welcome</i>

00:02.000 --> 00:03.250
To the show
`;

const srt =
  '1\r\n00:00:00,500 --> 00:00:02,000\r\nHello\r\n\r\n2\r\n00:00:02,500 --> 00:00:03,000\r\n{\\an8}Bye\r\n';

describe('transcripts: WebVTT and SRT cues, checked against the audio', () => {
  it('reads WebVTT (identifiers, settings, short times, markup and notes) and SRT (CRLF, commas)', () => {
    expect(parseTranscript(vtt, 4)).toEqual({
      ok: true,
      format: 'WEBVTT',
      cues: [
        { start: 0.5, end: 2, text: 'Hello & welcome' },
        { start: 2, end: 3.25, text: 'To the show' },
      ],
    });
    expect(parseTranscript(`\uFEFF${srt}`, 4)).toEqual({
      ok: true,
      format: 'SRT',
      cues: [
        { start: 0.5, end: 2, text: 'Hello' },
        { start: 2.5, end: 3, text: 'Bye' },
      ],
    });
  });

  it('names the cue at fault: bad timing, ending before it starts, overlapping, past the audio, no text', () => {
    const fault = (text: string, seconds: number | null = 10) => {
      const parsed = parseTranscript(text, seconds);
      return parsed.ok ? null : parsed.message;
    };
    expect(fault('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nHi\n')).toBe(
      TRANSCRIPT_MESSAGES.badTiming(1, '00:00:01.000 -> 00:00:02.000'),
    );
    expect(
      fault('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHi\n\n00:00:01:70.000 --> 00:00:03.000\nYo\n'),
    ).toMatch(/^Cue 2 has a bad timing line/);
    expect(fault('1\n00:00:03,000 --> 00:00:02,000\nHi\n')).toBe(
      'Cue 1 ends at 00:00:02.000, not after it starts at 00:00:03.000',
    );
    expect(fault('1\n00:00:01,000 --> 00:00:03,000\nHi\n\n2\n00:00:02,500 --> 00:00:04,000\nYo\n')).toBe(
      'Cue 2 starts at 00:00:02.500, before cue 1 ends at 00:00:03.000',
    );
    expect(fault(srt, 2.9)).toBe('Cue 2 ends at 00:00:03.000, after the audio ends at 00:00:02.900');
    expect(fault(srt, null)).toBeNull();
    expect(fault('1\n00:00:01,000 --> 00:00:02,000\n<i></i>\n')).toBe(TRANSCRIPT_MESSAGES.noText(1));
    expect(fault('Just some words\nwith no timing')).toBe(TRANSCRIPT_MESSAGES.notSubtitles);
    expect(fault('WEBVTT\n\nNOTE only a note\n')).toBe(TRANSCRIPT_MESSAGES.empty);
    expect(fault(`WEBVTT\n\n${'x'.repeat(TRANSCRIPT_MAX_BYTES)}`)).toBe(
      'The transcript is larger than the limit of 512 KB',
    );
  });

  it('places captions clear of a colour band at their edge; none when the layout says so', () => {
    const bottom = layoutBoxes(DEFAULT_TEMPLATE_LAYOUT);
    expect(bottom.captions).not.toBeNull();
    expect(bottom.captions!.y + bottom.captions!.height).toBeLessThanOrEqual(bottom.colourBand!.y);
    expect(bottom.captions!.y).toBeGreaterThanOrEqual(bottom.waveform.y + bottom.waveform.height);
    expect(layoutBoxes({ ...DEFAULT_TEMPLATE_LAYOUT, captionBand: 'NONE' }).captions).toBeNull();
    const saved = { ...DEFAULT_TEMPLATE_LAYOUT } as Record<string, unknown>;
    delete saved.captionBand;
    delete saved.captionSizePercent;
    expect(TemplateLayoutSchema.parse(saved)).toMatchObject({ captionBand: 'BOTTOM', captionSizePercent: 6 });
  });
});
