import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { durationProblem } from '@adcast/domain/campaigns/ctv-media';
import type { VastMediaFile, VastProblem } from '@adcast/domain/campaigns/vast-check';
import { parseDuration } from '@dailymotion/vast-client';
import type { Element } from '@xmldom/xmldom';
import { problemAt } from './vast-document';
import { childNamed, childPath, childrenNamed, indexedPath, textOf } from './vast-elements';
import { checkMediaFile } from './vast-media';

/** A <Wrapper>'s next document: its URL and the path of its <VASTAdTagURI>. */
export type WrapperLink = { url: string; path: string };

/** What one document's ads hold: problems at their elements, media files, durations and wrappers to follow. */
export type AdsFindings = {
  problems: VastProblem[];
  mediaFiles: VastMediaFile[];
  durations: number[];
  wrappers: WrapperLink[];
  inlineAds: number;
};

const emptyFindings = (): AdsFindings => ({
  problems: [],
  mediaFiles: [],
  durations: [],
  wrappers: [],
  inlineAds: 0,
});

function checkLinear(linear: Element, path: string, declaredDuration: number, found: AdsFindings) {
  const durationText = textOf(childNamed(linear, 'Duration'));
  const duration = durationText ? Number(parseDuration(durationText)) : -1;
  if (!(duration >= 0)) found.problems.push(problemAt(childPath(path, 'Duration'), VAST_MESSAGES.noDuration));
  else {
    found.durations.push(duration);
    const mismatch = durationProblem(declaredDuration, duration);
    if (mismatch) found.problems.push(problemAt(childPath(path, 'Duration'), mismatch));
  }
  if (!childNamed(linear, 'TrackingEvents'))
    found.problems.push(problemAt(path, VAST_MESSAGES.noTracking, 'WARNING'));
  const mediaFilesPath = childPath(path, 'MediaFiles');
  const mediaFiles = childrenNamed(childNamed(linear, 'MediaFiles') ?? linear, 'MediaFile');
  if (mediaFiles.length === 0) {
    found.problems.push(problemAt(mediaFilesPath, VAST_MESSAGES.noMediaFile));
    return;
  }
  const checked = mediaFiles.map((file, index) =>
    checkMediaFile(file, indexedPath(mediaFilesPath, 'MediaFile', index)),
  );
  for (const { file, problems } of checked) {
    found.mediaFiles.push(file);
    found.problems.push(...problems);
  }
  if (!checked.some(({ file }) => file.playsOnCtv))
    found.problems.push(problemAt(mediaFilesPath, VAST_MESSAGES.noCtvMediaFile));
}

function checkInLine(inLine: Element, path: string, declaredDuration: number, found: AdsFindings) {
  found.inlineAds += 1;
  if (!childrenNamed(inLine, 'Impression').some((impression) => textOf(impression)))
    found.problems.push(problemAt(path, VAST_MESSAGES.noImpression));
  const creativesPath = childPath(path, 'Creatives');
  const creatives = childrenNamed(childNamed(inLine, 'Creatives') ?? inLine, 'Creative');
  let linears = 0;
  creatives.forEach((creative, index) => {
    const linear = childNamed(creative, 'Linear');
    if (!linear) return;
    linears += 1;
    checkLinear(
      linear,
      childPath(indexedPath(creativesPath, 'Creative', index), 'Linear'),
      declaredDuration,
      found,
    );
  });
  if (linears === 0) found.problems.push(problemAt(creativesPath, VAST_MESSAGES.noLinear));
}

function checkWrapper(wrapper: Element, path: string, found: AdsFindings) {
  const uriPath = childPath(path, 'VASTAdTagURI');
  const url = textOf(childNamed(wrapper, 'VASTAdTagURI'));
  if (!url) found.problems.push(problemAt(uriPath, VAST_MESSAGES.wrapperNoUri));
  else found.wrappers.push({ url, path: uriPath });
}

/** Checks every <Ad> of a document: an InLine's impression, linear creatives and media files; a Wrapper's next URL. */
export function checkAds(root: Element, declaredDuration: number): AdsFindings {
  const found = emptyFindings();
  const ads = childrenNamed(root, 'Ad');
  if (ads.length === 0) found.problems.push(problemAt('VAST', VAST_MESSAGES.noAd));
  ads.forEach((ad, index) => {
    const path = indexedPath('', 'Ad', index);
    const inLine = childNamed(ad, 'InLine');
    const wrapper = childNamed(ad, 'Wrapper');
    if (inLine) checkInLine(inLine, childPath(path, 'InLine'), declaredDuration, found);
    else if (wrapper) checkWrapper(wrapper, childPath(path, 'Wrapper'), found);
    else found.problems.push(problemAt(path, VAST_MESSAGES.noInLineOrWrapper));
  });
  return found;
}
