import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { ctvMediaProblems } from '@adcast/domain/campaigns/ctv-media';
import type { VastMediaFile, VastProblem } from '@adcast/domain/campaigns/vast-check';
import type { Element } from '@xmldom/xmldom';
import { problemAt } from './vast-document';
import { numberAttribute, textOf } from './vast-elements';

/** What keeps one <MediaFile> off a CTV screen, each a warning at its element; the linear's check decides. */
export function checkMediaFile(
  element: Element,
  path: string,
): { file: VastMediaFile; problems: VastProblem[] } {
  const type = (element.getAttribute('type') ?? '').trim();
  const codec = element.getAttribute('codec')?.trim() || null;
  const height = numberAttribute(element, 'height');
  const url = textOf(element);
  const messages = [...(url ? [] : [VAST_MESSAGES.noUrl]), ...ctvMediaProblems({ type, codec, height })];
  return {
    file: {
      path,
      url,
      type,
      width: numberAttribute(element, 'width'),
      height,
      codec,
      playsOnCtv: messages.length === 0,
    },
    problems: messages.map((message) => problemAt(path, message, 'WARNING')),
  };
}
