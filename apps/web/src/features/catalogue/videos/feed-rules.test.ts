import { FEED_MESSAGES } from '@adcast/domain/media/feeds';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import { describe, expect, it } from 'vitest';
import {
  canFinish,
  canPreview,
  emptyFeedForm,
  type FeedForm,
  feedFieldErrors,
  feedFieldsShown,
  feedPayload,
  feedTypeOptions,
  withSource,
} from './feed-rules';

const NOW = new Date(2026, 4, 10, 12, 0);
const validRss: FeedForm = {
  ...emptyFeedForm('VB'),
  url: 'https://feeds.example.com/videos.xml',
  title: 'Evening news',
  playlistId: 7,
};

describe('Parse feed rules (part 1 §4–§5)', () => {
  it('hides the Triller type unless the source is UPLOAD, which forces it', () => {
    expect(feedTypeOptions('YOUTUBE').map((option) => option.key)).not.toContain('TRILLER');
    expect(feedTypeOptions('RSS').map((option) => option.key)).not.toContain('TRILLER');
    expect(feedTypeOptions('UPLOAD').map((option) => option.key)).toEqual(['TRILLER']);
    expect(withSource(validRss, 'UPLOAD').feedType).toBe('TRILLER');
  });

  it('switches the fields by source', () => {
    expect(feedFieldsShown('RSS')).toMatchObject({
      url: true,
      dateFrom: true,
      previewCount: true,
      files: false,
    });
    expect(feedFieldsShown('YOUTUBE', 'CHANNEL')).toMatchObject({
      typeSelect: true,
      count: true,
      dateFrom: false,
    });
    expect(feedFieldsShown('YOUTUBE', 'PLAYLIST')).toMatchObject({ typeSelect: true, count: false });
    expect(feedFieldsShown('UPLOAD')).toMatchObject({ url: false, files: true });
  });

  it('lets Finish through only when the RSS preview counted videos', () => {
    expect(canFinish(validRss, 3, NOW)).toBe(true);
    expect(canFinish(validRss, 0, NOW)).toBe(false);
    expect(canFinish(validRss, undefined, NOW)).toBe(false);
  });

  it.each<[string, Partial<FeedForm>, keyof FeedForm, string]>([
    ['no owner type', { ownerType: '' }, 'ownerType', FIELD_MESSAGES.required('Owner type')],
    ['a URL off the domain pattern', { url: 'not a domain' }, 'url', FIELD_MESSAGES.domain],
    ['no URL', { url: '' }, 'url', FIELD_MESSAGES.required('URL')],
    ['no title', { title: ' ' }, 'title', FIELD_MESSAGES.required('Title')],
    [
      'a new collection without a category',
      { newPlaylist: true, newPlaylistName: 'Fresh' },
      'category',
      FEED_MESSAGES.categoryRequired,
    ],
    [
      'a publisher owner type with no owner',
      { ownerType: 'PUBLISHER' },
      'ownerId',
      FEED_MESSAGES.ownerRequired,
    ],
    [
      'a content owner type with no owner',
      { ownerType: 'CONTENT_OWNER' },
      'ownerId',
      FEED_MESSAGES.ownerRequired,
    ],
    ['a date-from after today', { dateFrom: '2026-05-11' }, 'dateFrom', FEED_MESSAGES.dateFromFuture],
  ])('disables Finish with %s', (_case, change, field, message) => {
    const form = { ...validRss, ...change };
    expect(feedFieldErrors(form, NOW)[field]).toBe(message);
    expect(canFinish(form, 3, NOW)).toBe(false);
  });

  it('takes today on the user calendar as a valid date-from, late in the evening too', () => {
    const lateEvening = new Date(2026, 4, 10, 23, 55);
    expect(feedFieldErrors({ ...validRss, dateFrom: '2026-05-10' }, lateEvening).dateFrom).toBeUndefined();
  });

  it('asks YouTube for a type; an empty count means all videos', () => {
    const youtube = withSource(validRss, 'YOUTUBE');
    expect(feedFieldErrors(youtube, NOW).feedType).toBe(FIELD_MESSAGES.required('Type'));
    expect(feedFieldErrors({ ...youtube, feedType: 'CHANNEL' }, NOW)).toEqual({});
    expect(feedFieldErrors({ ...youtube, feedType: 'CHANNEL', count: '0' }, NOW).count).toBeDefined();
    expect(canFinish({ ...youtube, feedType: 'CHANNEL' }, undefined, NOW)).toBe(true);
    expect(
      feedPayload({ ...youtube, feedType: 'CHANNEL', count: '5', dateFrom: '2026-05-01' }),
    ).toMatchObject({
      source: 'YOUTUBE',
      feedTypeYT: 'CHANNEL',
      count: 5,
    });
    expect(feedPayload({ ...youtube, feedType: 'CHANNEL' })).not.toHaveProperty('count');
  });

  it('previews only a URL on the domain pattern', () => {
    expect(canPreview(validRss, NOW)).toBe(true);
    expect(canPreview({ ...validRss, url: 'nope' }, NOW)).toBe(false);
  });

  it('sends the chosen collection, or the new one with its category, and the owner', () => {
    expect(feedPayload({ ...validRss, ownerType: 'PUBLISHER', ownerId: 4 })).toEqual({
      source: 'RSS',
      url: validRss.url,
      title: 'Evening news',
      description: '',
      newPlaylist: false,
      playlistId: 7,
      ownerType: 'PUBLISHER',
      ownerId: 4,
    });
    expect(
      feedPayload({
        ...validRss,
        newPlaylist: true,
        newPlaylistName: 'Fresh',
        category: 25,
        dateFrom: '2026-05-01',
      }),
    ).toMatchObject({ newPlaylist: true, newPlaylistName: 'Fresh', category: 25, dateFrom: '2026-05-01' });
  });
});
