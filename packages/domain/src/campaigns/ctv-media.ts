import { VAST_MESSAGES } from './creative-messages';
import { CTV_MEDIA_TYPES, CTV_MIN_HEIGHT, DURATION_TOLERANCE_SECONDS } from './vast-check';

/** A video as a VAST media file declares it or as the probe reads an uploaded file. */
export type MediaTraits = { type: string; codec: string | null; height: number | null };

/** H.264 as a codec is named: RFC 6381 `avc1`/`avc3` (also in a list with the audio codec), `h264` or H.264. */
export const isH264 = (codec: string) =>
  codec
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((part) => /^(avc[13](\.|$)|h\.?264$)/.test(part));

const isHls = (type: string) => type.toLowerCase() !== 'video/mp4';

/**
 * What keeps a video off a CTV screen: a type other than MP4 or HLS, a codec (where given) other
 * than H.264, a height under 720p (an HLS stream may leave it to its variants).
 */
export function ctvMediaProblems(media: MediaTraits): string[] {
  const problems: string[] = [];
  if (!(CTV_MEDIA_TYPES as readonly string[]).includes(media.type.toLowerCase()))
    problems.push(VAST_MESSAGES.mediaType(media.type));
  if (media.codec && !isH264(media.codec)) problems.push(VAST_MESSAGES.codec(media.codec));
  if (media.height === null) {
    if (!isHls(media.type)) problems.push(VAST_MESSAGES.noHeight);
  } else if (media.height < CTV_MIN_HEIGHT) problems.push(VAST_MESSAGES.height(media.height, CTV_MIN_HEIGHT));
  return problems;
}

/** A duration found (in a VAST or a file) that is not the creative's declared one, within the tolerance. */
export const durationProblem = (declared: number, found: number): string | null =>
  Math.abs(found - declared) > DURATION_TOLERANCE_SECONDS
    ? VAST_MESSAGES.duration(declared, Math.round(found * 100) / 100)
    : null;
