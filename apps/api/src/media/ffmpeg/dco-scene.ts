import { type StillScene, textFiles, textLayer } from './still-scene';

export type DcoTexts = { headline: string; callToAction: string };

/**
 * The DCO template: the background image fitted to the screen, the headline on a dark band at the
 * foot, the call to action in a white box at its right.
 */
export async function dcoScene(background: string, texts: DcoTexts, folder: string): Promise<StillScene> {
  const files = await textFiles(folder, texts);
  return {
    background: { image: background },
    layers: [
      'drawbox=x=0:y=ih-150:w=iw:h=150:color=black@0.6:t=fill',
      textLayer(files.headline, 44, 'white', '48', 'h-100'),
      textLayer(files.callToAction, 32, 'black', 'w-tw-64', 'h-96', 'box=1:boxcolor=white:boxborderw=14'),
    ],
  };
}
