import { z } from 'zod';

/** The rendered frame: 720p, the smallest size CTV media takes (campaigns/ctv-media.ts). */
export const A2V_FRAME = { width: 1280, height: 720 } as const;

export const CORNERS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;
export const BANDS = ['TOP', 'MIDDLE', 'BOTTOM'] as const;
/** ffmpeg showwaves modes a network may choose. */
export const WAVE_STYLES = ['line', 'cline', 'p2p', 'point'] as const;
export const COLOUR_BAND_PLACES = ['NONE', 'TOP', 'BOTTOM'] as const;
/** Where an asset's transcript is drawn as captions; NONE renders none even when it has one. */
export const CAPTION_PLACES = ['NONE', 'TOP', 'MIDDLE', 'BOTTOM'] as const;

export const CORNER_LABELS: Record<(typeof CORNERS)[number], string> = {
  TOP_LEFT: 'Top left',
  TOP_RIGHT: 'Top right',
  BOTTOM_LEFT: 'Bottom left',
  BOTTOM_RIGHT: 'Bottom right',
};
export const BAND_LABELS: Record<(typeof BANDS)[number], string> = {
  TOP: 'Top',
  MIDDLE: 'Middle',
  BOTTOM: 'Bottom',
};
export const WAVE_STYLE_LABELS: Record<(typeof WAVE_STYLES)[number], string> = {
  line: 'Bars',
  cline: 'Centred bars',
  p2p: 'Line',
  point: 'Dots',
};
export const COLOUR_BAND_LABELS: Record<(typeof COLOUR_BAND_PLACES)[number], string> = {
  NONE: 'None',
  TOP: 'Top',
  BOTTOM: 'Bottom',
};

export const CAPTION_PLACE_LABELS: Record<(typeof CAPTION_PLACES)[number], string> = {
  NONE: 'No captions',
  TOP: 'Top',
  MIDDLE: 'Middle',
  BOTTOM: 'Bottom',
};

export const BAND_HEIGHT_MESSAGE = 'A colour band needs a height above 0 %';

const percent = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max} %`)
    .max(max, `${label} must be from ${min} to ${max} %`);

/**
 * A network's Audio to Video layout, in percent of the frame so one layout fits any size: the
 * logo in a corner, the waveform on a horizontal band, and the brand's colour as a band at an edge.
 */
export const TemplateLayoutSchema = z
  .object({
    logoCorner: z.enum(CORNERS),
    logoWidthPercent: percent('Logo width', 5, 40),
    waveformBand: z.enum(BANDS),
    waveformHeightPercent: percent('Waveform height', 10, 60),
    waveformStyle: z.enum(WAVE_STYLES),
    colourBand: z.enum(COLOUR_BAND_PLACES),
    colourBandHeightPercent: percent('Colour band height', 0, 30),
    // Layouts saved before captions existed read as captions at the bottom, at the default size.
    captionBand: z.enum(CAPTION_PLACES).default('BOTTOM'),
    captionSizePercent: percent('Caption text size', 4, 10).default(6),
  })
  .refine((layout) => layout.colourBand === 'NONE' || layout.colourBandHeightPercent > 0, {
    message: BAND_HEIGHT_MESSAGE,
    path: ['colourBandHeightPercent'],
  });
export type TemplateLayout = z.infer<typeof TemplateLayoutSchema>;

/** The layout of a network that has saved none, and of advertisers without a network. */
export const DEFAULT_TEMPLATE_LAYOUT: TemplateLayout = {
  logoCorner: 'TOP_LEFT',
  logoWidthPercent: 18,
  waveformBand: 'MIDDLE',
  waveformHeightPercent: 35,
  waveformStyle: 'cline',
  colourBand: 'BOTTOM',
  colourBandHeightPercent: 12,
  captionBand: 'BOTTOM',
  captionSizePercent: 6,
};

export const NetworkTemplateSchema = z.object({
  networkId: z.number().int().nullable(),
  /** False while the network uses the default layout. */
  saved: z.boolean(),
  layout: TemplateLayoutSchema,
  version: z.number().int(),
});
export type NetworkTemplate = z.infer<typeof NetworkTemplateSchema>;

export const NetworkTemplateQuerySchema = z.object({
  networkId: z.coerce.number().int().positive().optional(),
});
export const NetworkTemplateUpdateSchema = z.object({
  layout: TemplateLayoutSchema,
  /** The version the user saw (0 while it was the default). */
  version: z.number().int().min(0),
});
export type NetworkTemplateUpdate = z.infer<typeof NetworkTemplateUpdateSchema>;

export type Box = { x: number; y: number; width: number; height: number };
export type LayoutBoxes = { logo: Box; waveform: Box; colourBand: Box | null; captions: Box | null };

/** Logos keep a margin of 4 % of the frame's width from its edges. */
const MARGIN_PERCENT = 4;
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * Where each part goes in a frame of this size, in pixels (even, as yuv420p needs): the same boxes
 * drive the ffmpeg render and the screen's preview. The logo box is its width and the height of a
 * square: the logo keeps its proportions inside it, anchored to its corner.
 */
export function layoutBoxes(
  layout: TemplateLayout,
  frame: { width: number; height: number } = A2V_FRAME,
): LayoutBoxes {
  const margin = even((frame.width * MARGIN_PERCENT) / 100);
  const logoSide = even((frame.width * layout.logoWidthPercent) / 100);
  const right = layout.logoCorner.endsWith('RIGHT');
  const bottom = layout.logoCorner.startsWith('BOTTOM');
  const logo = {
    x: right ? frame.width - margin - logoSide : margin,
    y: bottom ? frame.height - margin - logoSide : margin,
    width: logoSide,
    height: logoSide,
  };
  const waveHeight = even((frame.height * layout.waveformHeightPercent) / 100);
  const waveY =
    layout.waveformBand === 'TOP'
      ? margin
      : layout.waveformBand === 'BOTTOM'
        ? frame.height - margin - waveHeight
        : even((frame.height - waveHeight) / 2);
  const waveform = { x: 0, y: waveY, width: frame.width, height: waveHeight };
  const bandHeight = even((frame.height * layout.colourBandHeightPercent) / 100);
  const colourBand =
    layout.colourBand === 'NONE'
      ? null
      : {
          x: 0,
          y: layout.colourBand === 'TOP' ? 0 : frame.height - bandHeight,
          width: frame.width,
          height: bandHeight,
        };
  return { logo, waveform, colourBand, captions: captionBox(layout, frame, margin, colourBand) };
}

/** Caption lines are the text size and a quarter between them; a cue shows two lines at most. */
export const CAPTION_LINES = 2;
const LINE_SPACING = 1.25;

/** The box two caption lines fill: at the top or bottom edge, clear of a colour band there, or centred. */
function captionBox(
  layout: TemplateLayout,
  frame: { width: number; height: number },
  margin: number,
  colourBand: Box | null,
): Box | null {
  if (layout.captionBand === 'NONE') return null;
  const height = even(((frame.height * layout.captionSizePercent) / 100) * LINE_SPACING * CAPTION_LINES);
  const bandAt = (edge: 'TOP' | 'BOTTOM') =>
    colourBand && layout.colourBand === edge ? colourBand.height : 0;
  const y =
    layout.captionBand === 'TOP'
      ? bandAt('TOP') + margin / 2
      : layout.captionBand === 'BOTTOM'
        ? frame.height - bandAt('BOTTOM') - margin / 2 - height
        : even((frame.height - height) / 2);
  return { x: margin, y: even(y), width: frame.width - 2 * margin, height };
}

export const TEMPLATE_MESSAGES = {
  bandHeight: BAND_HEIGHT_MESSAGE,
  stale: 'The template was changed by someone else; reload it and save again',
  saved: 'Network template saved',
  errorSave: 'Error occurred during network template save',
} as const;

export const TEMPLATE_FIELD_LABELS = {
  network: 'Network',
  logoCorner: 'Logo position',
  logoWidthPercent: 'Logo width (% of the frame)',
  waveformBand: 'Waveform position',
  waveformHeightPercent: 'Waveform height (% of the frame)',
  waveformStyle: 'Waveform style',
  colourBand: 'Brand colour band',
  colourBandHeightPercent: 'Colour band height (% of the frame)',
  captionBand: 'Captions',
  captionSizePercent: 'Caption text size (% of the frame)',
  captionsHint: 'Captions show an asset’s transcript, in the brand’s colours.',
  preview: 'Preview',
  usingDefault: 'This network uses the default layout until it saves its own.',
} as const;
