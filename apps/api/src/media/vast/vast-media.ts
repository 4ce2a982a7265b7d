import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { CTV_MEDIA_TYPES, CTV_MIN_HEIGHT, type VastMediaFile, type VastProblem } from '@adcast/domain/campaigns/vast-check';
import type { Element } from '@xmldom/xmldom';
import { problemAt } from './vast-document';
import { numberAttribute, textOf } from './vast-elements';

/** H.264 as a MediaFile's codec names it: RFC 6381 `avc1`/`avc3` (also in a list with the audio codec) or plain H.264. */
const isH264 = (codec: string) =>
  codec
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(avc[13](\.|$)|h\.?264$)/.test(part));

const isHls = (type: string) => type !== 'video/mp4';

/** What keeps one <MediaFile> off a CTV screen, each a warning at its element; the linear's check decides. */
export function checkMediaFile(element: Element, path: string): { file: VastMediaFile; problems: VastProblem[] } {
  const type = (element.getAttribute('type') ?? '').trim();
  const codec = element.getAttribute('codec')?.trim() || null;
  const height = numberAttribute(element, 'height');
  const url = textOf(element);
  const problems: VastProblem[] = [];
  const warn = (message: string) => problems.push(problemAt(path, message, 'WARNING'));
  const ctvType = (CTV_MEDIA_TYPES as readonly string[]).includes(type.toLowerCase());
  if (!url) warn(VAST_MESSAGES.noUrl);
  if (!ctvType) warn(VAST_MESSAGES.mediaType(type));
  if (codec && !isH264(codec)) warn(VAST_MESSAGES.codec(codec));
  if (height === null ? !isHls(type.toLowerCase()) : height < CTV_MIN_HEIGHT)
    warn(height === null ? VAST_MESSAGES.noHeight : VAST_MESSAGES.height(height, CTV_MIN_HEIGHT));
  return {
    file: {
      path,
      url,
      type,
      width: numberAttribute(element, 'width'),
      height,
      codec,
      playsOnCtv: problems.length === 0,
    },
    problems,
  };
}
