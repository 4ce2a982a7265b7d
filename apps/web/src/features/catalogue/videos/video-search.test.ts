import type { SearchSchemaInput } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  changedSearch,
  type VideoSearchParams,
  validateVideoSearch,
  videoSearchOf,
  videoSearchParams,
} from './video-search';

describe('the videos table URL (part 2 §2, §4)', () => {
  it('reads every key of part 2 §2 and writes them back, lists comma-joined, defaults left out', () => {
    const params = {
      page: 2,
      size: 25,
      sortProperty: 'title',
      sortDirection: 'asc',
      title: 'news',
      contentOwnerId: '4,5',
      dateFrom: 7,
      flags: 'Explicit',
      tags: 'live,late night',
      genres: 'Drama',
      artists: 'Ana',
      ownerType: 'CONTENT_OWNER',
      missing: 'MISSING',
    };
    const search = videoSearchOf(params);
    expect(search).toMatchObject({ contentOwnerId: [4, 5], tags: ['live', 'late night'], dateFrom: 7 });
    expect(videoSearchParams(search)).toEqual(params);
    expect(videoSearchParams(videoSearchOf({ ownerType: 'ALL', missing: 'ALL', size: 10, page: 0 }))).toEqual(
      {},
    );
  });

  const validate = (params: VideoSearchParams) =>
    validateVideoSearch(params as VideoSearchParams & SearchSchemaInput);

  it('keeps the hidden columns a link names (a saved view of the videos), and none when it names none', () => {
    expect(validate({ hide: 'artist,createdOn', size: 7 })).toEqual({ hide: 'artist,createdOn' });
    expect(validate({ hide: '' })).toEqual({ hide: '' });
    expect(validate({ hide: 'artist,<b>' })).toEqual({ hide: 'artist' });
    expect(validate({ title: 'news' })).toEqual({ title: 'news' });
  });

  it('drops what it does not know and falls back to page 0, size 10, createdOn descending', () => {
    expect(videoSearchOf({ size: 7, sortProperty: 'nope', ownerType: 'X', dateFrom: 3 })).toMatchObject({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      ownerType: undefined,
      dateFrom: undefined,
    });
  });

  it('corrects a hand-edited URL to what it can show: a negative page, an unknown size or sort, a NUL flag', () => {
    const corrected = videoSearchParams(
      videoSearchOf({ page: -3, size: 999, flags: '\u0000', sortProperty: 'nope', title: 'a\u0000b' }),
    );
    expect(corrected).toEqual({ title: 'ab' });
    expect(videoSearchOf(corrected)).toEqual({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      title: 'ab',
    });
  });

  it('goes back to page 0 on any filter change; paging keeps the filters', () => {
    const search = videoSearchOf({ page: 3, tags: 'live' });
    expect(changedSearch(search, { genres: ['Drama'] })).toMatchObject({
      page: 0,
      tags: ['live'],
      genres: ['Drama'],
    });
    expect({ ...search, page: 4 }).toMatchObject({ page: 4, tags: ['live'] });
  });
});
