import {
  CONTENT_TYPE_OPTIONS,
  type ContentSource,
  type ContentType,
  type OwnerType,
} from '@adcast/domain/enumerations';
import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import { FIELD_MESSAGES, isDomain } from '@adcast/domain/patterns';
import { localTodayIso } from './published-at';

/** What the 'Parse feed' dialog holds (part 1 §3 Feed). */
export type FeedForm = {
  source: ContentSource;
  feedType: ContentType | '';
  count: string;
  url: string;
  title: string;
  description: string;
  dateFrom: string;
  newPlaylist: boolean;
  newPlaylistName: string;
  category: number | '';
  playlistId: number | '';
  ownerType: OwnerType | '';
  ownerId: number | '';
};

export const emptyFeedForm = (ownerType: OwnerType | '' = '', ownerId: number | '' = ''): FeedForm => ({
  source: 'RSS',
  feedType: '',
  count: '',
  url: '',
  title: '',
  description: '',
  dateFrom: '',
  newPlaylist: false,
  newPlaylistName: '',
  category: '',
  playlistId: '',
  ownerType,
  ownerId,
});

/** Part 1 §5: the Triller feed type is hidden unless the source is UPLOAD. */
export const feedTypeOptions = (source: ContentSource) =>
  CONTENT_TYPE_OPTIONS.filter((option) => (option.key === 'TRILLER') === (source === 'UPLOAD'));

/** Part 1 §4: switching the source keeps the shared fields; UPLOAD forces the Triller type. */
export function withSource(form: FeedForm, source: ContentSource): FeedForm {
  return { ...form, source, feedType: source === 'UPLOAD' ? 'TRILLER' : '', count: '' };
}

/** Part 1 §4: which fields a source shows (YouTube's count is for the Channel type). */
export const feedFieldsShown = (source: ContentSource, feedType: FeedForm['feedType'] = '') => ({
  typeSelect: source === 'YOUTUBE',
  url: source !== 'UPLOAD',
  count: source === 'YOUTUBE' && feedType === 'CHANNEL',
  dateFrom: source === 'RSS',
  previewCount: source === 'RSS',
  files: source === 'UPLOAD',
});

const ownerNeeded = (ownerType: FeedForm['ownerType']) =>
  ownerType === 'PUBLISHER' || ownerType === 'CONTENT_OWNER';

/** Part 1 §5: date-from cannot be later than today (the user's calendar day). */
export const dateFromError = (dateFrom: string, now: Date = new Date()): string | null =>
  dateFrom !== '' && dateFrom > localTodayIso(now) ? FEED_MESSAGES.dateFromFuture : null;

/** Per-field messages of the form as it stands; empty when it may be sent. */
export function feedFieldErrors(
  form: FeedForm,
  now: Date = new Date(),
): Partial<Record<keyof FeedForm, string>> {
  const errors: Partial<Record<keyof FeedForm, string>> = {};
  const shown = feedFieldsShown(form.source, form.feedType);
  if (shown.url) {
    if (form.url.trim() === '') errors.url = FIELD_MESSAGES.required('URL');
    else if (!isDomain(form.url.trim())) errors.url = FIELD_MESSAGES.domain;
  }
  if (form.title.trim() === '') errors.title = FIELD_MESSAGES.required('Title');
  if (shown.typeSelect && form.feedType === '') errors.feedType = FIELD_MESSAGES.required('Type');
  if (shown.count && form.count !== '' && !/^[1-9]\d*$/.test(form.count))
    errors.count = 'Count must be a whole number above 0, or empty for all';
  const dateError = shown.dateFrom ? dateFromError(form.dateFrom, now) : null;
  if (dateError) errors.dateFrom = dateError;
  if (form.newPlaylist) {
    if (form.newPlaylistName.trim() === '') errors.newPlaylistName = FEED_MESSAGES.collectionNameRequired;
    if (form.category === '') errors.category = FEED_MESSAGES.categoryRequired;
  } else if (form.playlistId === '') errors.playlistId = FEED_MESSAGES.collectionRequired;
  if (form.ownerType === '') errors.ownerType = FIELD_MESSAGES.required('Owner type');
  else if (ownerNeeded(form.ownerType) && form.ownerId === '') errors.ownerId = FEED_MESSAGES.ownerRequired;
  return errors;
}

/**
 * Part 1 §5 'Finish disabled': the form is invalid (no owner type, a URL off the domain pattern,
 * a new collection without a category, a Publisher or Content owner type with no owner...), or
 * the source is RSS and the previewed count is 0 (or not known yet).
 */
export function canFinish(form: FeedForm, previewCount: number | undefined, now: Date = new Date()): boolean {
  if (Object.keys(feedFieldErrors(form, now)).length > 0) return false;
  return form.source !== 'RSS' || (previewCount ?? 0) > 0;
}

/** Whether the RSS count preview may be asked for: a URL on the domain pattern and a valid date-from. */
export const canPreview = (form: FeedForm, now: Date = new Date()): boolean =>
  form.source === 'RSS' && isDomain(form.url.trim()) && dateFromError(form.dateFrom, now) === null;

/** YouTube's part of the payload: the type, and the count for a channel (empty: all videos). */
const youtubeFields = (form: FeedForm) =>
  form.source === 'YOUTUBE' && form.feedType !== '' && form.feedType !== 'TRILLER'
    ? {
        feedTypeYT: form.feedType,
        ...(form.feedType === 'CHANNEL' && form.count !== '' ? { count: Number(form.count) } : {}),
      }
    : {};

/** The 'Create feed' payload for the RSS and YouTube sources. */
export function feedPayload(form: FeedForm) {
  return {
    source: form.source === 'YOUTUBE' ? ('YOUTUBE' as const) : ('RSS' as const),
    ...youtubeFields(form),
    url: form.url.trim(),
    title: form.title.trim(),
    description: form.description.trim(),
    ...(form.dateFrom === '' || form.source !== 'RSS' ? {} : { dateFrom: form.dateFrom }),
    newPlaylist: form.newPlaylist,
    ...(form.newPlaylist
      ? {
          newPlaylistName: form.newPlaylistName.trim(),
          category: form.category === '' ? undefined : form.category,
        }
      : { playlistId: form.playlistId === '' ? undefined : form.playlistId }),
    ownerType: form.ownerType === '' ? 'VB' : form.ownerType,
    ...(form.ownerId === '' || form.ownerType === 'VB' ? {} : { ownerId: form.ownerId }),
  };
}
