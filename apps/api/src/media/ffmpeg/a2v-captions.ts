import { A2V_FRAME, CAPTION_LINES, layoutBoxes, type TemplateLayout } from '@adcast/domain/a2v/templates';
import { type Cue, formatCueTime } from '@adcast/domain/a2v/transcripts';

/** "#1E3A8A" as ASS's &HAABBGGRR (alpha 00: opaque). */
const assColour = (hex: string) => `&H00${hex.slice(5, 7)}${hex.slice(3, 5)}${hex.slice(1, 3)}`.toUpperCase();

/** ASS times are h:mm:ss.cc (hundredths). */
const assTime = (seconds: number) => {
  const [hours, minutes, rest] = formatCueTime(seconds).split(':');
  return `${Number(hours)}:${minutes}:${rest!.slice(0, 5)}`;
};

/** A cue's words as ASS text: braces would open override tags and backslashes escapes, so neither passes. */
const assText = (text: string) =>
  text.replace(/\\/g, '/').replace(/\{/g, '(').replace(/\}/g, ')').split('\n').join('\\N');

/**
 * The cues as an ASS script libass draws over the frame: the brand's secondary colour on a box of
 * its primary colour (the waveform's and the band's colours), at the layout's caption box, wrapped
 * to at most two lines of the layout's text size.
 */
export function captionsScript(
  cues: readonly Cue[],
  layout: TemplateLayout,
  colours: { primary: string; secondary: string },
): string {
  const { width, height } = A2V_FRAME;
  const box = layoutBoxes(layout).captions;
  if (!box) return '';
  const fontSize = Math.round(box.height / CAPTION_LINES / 1.25);
  // Alignment (numpad): 8 top centre, 5 middle centre, 2 bottom centre; MarginV counts from that edge.
  const alignment = layout.captionBand === 'TOP' ? 8 : layout.captionBand === 'MIDDLE' ? 5 : 2;
  const marginV = layout.captionBand === 'TOP' ? box.y : height - box.y - box.height;
  const box3 = assColour(colours.primary);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Caption,DejaVu Sans,${fontSize},${assColour(colours.secondary)},${assColour(colours.secondary)},${box3},${box3},1,0,0,0,100,100,0,0,3,${Math.max(2, Math.round(fontSize / 6))},0,${alignment},${box.x},${box.x},${marginV},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map(
      (cue) => `Dialogue: 0,${assTime(cue.start)},${assTime(cue.end)},Caption,,0,0,0,,${assText(cue.text)}`,
    ),
    '',
  ].join('\n');
}

/** A path as a filter option inside -filter_complex; scratch folders are plain, anything else is refused, not escaped. */
export function filterPath(path: string): string {
  if (!/^[\w./-]+$/.test(path)) throw new Error(`A path ffmpeg's filter cannot take as it is: ${path}`);
  return path;
}
