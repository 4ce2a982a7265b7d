import type { Design } from '@adcast/domain/campaigns/creative-designer';
import { SCENE_HEIGHT, SCENE_WIDTH, type StillScene, textFiles, textLayer } from './still-scene';

/** `#RRGGBB` as ffmpeg writes a colour. */
const ffmpegColour = (hex: string) => `0x${hex.slice(1)}`;

const HALF = SCENE_WIDTH / 2;

/**
 * A design's scene (issue 25 templates): a title card on the brand colour, a product spotlight
 * with the image on the left half, an end card over the dimmed image. `image` is the design's
 * image as a PNG file, when it has one.
 */
export async function designScene(design: Design, image: string | null, folder: string): Promise<StillScene> {
  const files = await textFiles(folder, { headline: design.headline, subline: design.subline || ' ' });
  const brand = ffmpegColour(design.brandColour);
  const text = ffmpegColour(design.textColour);
  switch (design.template) {
    case 'TITLE_CARD':
      return {
        background: { colour: brand },
        ...(image ? { placed: { image, scale: '-1:240', at: '(W-w)/2:80' } } : {}),
        layers: [
          textLayer(files.headline, 72, text, '(w-tw)/2', image ? '380' : '(h-th)/2-40'),
          textLayer(files.subline, 36, text, '(w-tw)/2', image ? '480' : '(h-th)/2+60'),
        ],
      };
    case 'PRODUCT_SPOTLIGHT':
      return {
        background: { colour: brand },
        placed: {
          image: image!,
          scale: `${HALF}:${SCENE_HEIGHT}:force_original_aspect_ratio=decrease`,
          at: `(${HALF}-w)/2:(H-h)/2`,
        },
        layers: [
          textLayer(files.headline, 56, text, `${HALF + 48}`, '(h/2)-80'),
          textLayer(files.subline, 30, text, `${HALF + 48}`, '(h/2)+10'),
        ],
      };
    case 'END_CARD':
      return {
        background: { image: image! },
        layers: [
          'drawbox=x=0:y=0:w=iw:h=ih:color=black@0.55:t=fill',
          textLayer(files.headline, 64, text, '(w-tw)/2', '(h-th)/2-60'),
          textLayer(files.subline, 34, text, '(w-tw)/2', '(h/2)+60', `box=1:boxcolor=${brand}:boxborderw=16`),
        ],
      };
  }
}
