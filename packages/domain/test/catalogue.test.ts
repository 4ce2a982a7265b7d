import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/catalogue/collections';
import { CATALOGUE_MESSAGES } from '../src/catalogue/messages';
import { CATALOGUE_API } from '../src/catalogue/paths';
import { latestTodayIso, VideoBulkEditSchema, VideoUpdateSchema } from '../src/catalogue/video-writes';
import {
  updatedWindowOf,
  VideoListFilterSchema,
  VideoListSearchSchema,
  videoQueryOf,
} from '../src/catalogue/videos';

describe('catalogue contract', () => {
  it('serves the call catalogue paths of part 2 §7', () => {
    expect(CATALOGUE_API.videos).toBe('/api/videos');
    expect(CATALOGUE_API.videosBulkUpdate).toBe('/api/videos/bulk-update');
    expect(CATALOGUE_API.playlistsListAll).toBe('/api/playlists/list-all');
    expect(CATALOGUE_API.contentOwnerVideos(4)).toBe('/api/co/4/videos');
    expect(CATALOGUE_API.mrss(9)).toBe('/api/mrss/frequency/9');
    expect(CATALOGUE_API.categories).toBe('/api/categories');
  });

  it('lists the playlist feed categories of part 2 §3', () => {
    expect(CATEGORIES).toHaveLength(15);
    expect(CATEGORIES[0]).toEqual({ id: 1, title: 'Film & Animation' });
    expect(CATEGORIES.at(-1)).toEqual({ id: 29, title: 'Nonprofits & Activism' });
  });

  it('reads the table URL keys of part 2 §2 and turns them into the list query', () => {
    const search = VideoListSearchSchema.parse({
      page: '2',
      size: '25',
      sortProperty: 'title',
      sortDirection: 'asc',
      title: 'sea',
      contentOwnerId: '3,4',
      dateFrom: '7',
      flags: 'hd',
      tags: 'a,b',
      genres: 'Drama',
      artists: 'Ann,Bob',
      ownerType: 'CONTENT_OWNER',
      missing: 'MISSING',
    });
    expect(search).toMatchObject({
      page: 2,
      size: 25,
      dateFrom: 7,
      contentOwnerId: [3, 4],
      tags: ['a', 'b'],
    });
    const filter = VideoListFilterSchema.parse(videoQueryOf(search));
    expect(filter).toMatchObject({
      page: 2,
      size: 25,
      sortProperty: 'title',
      updatedDaysAgo: 7,
      coIds: [3, 4],
      artists: ['Ann', 'Bob'],
      ownerType: 'CONTENT_OWNER',
      missingThumb: true,
    });
  });

  it('falls back to the defaults of part 2 §9 for a bad URL', () => {
    expect(VideoListSearchSchema.parse({ page: '-1', size: '7', sortProperty: 'nope' })).toMatchObject({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      sortDirection: 'desc',
    });
  });

  it('reads "More than month ago" as not updated for more than 30 days', () => {
    expect(updatedWindowOf(31)).toEqual({ olderThan: 30 });
    expect(updatedWindowOf(7)).toEqual({ within: 7 });
  });

  it('refuses a bulk edit to a publisher or content owner with no owner picked (part 2 §5)', () => {
    const result = VideoBulkEditSchema.safeParse({ videoIds: [1], data: { ownerType: 'PUBLISHER' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CATALOGUE_MESSAGES.ownerRequired);
    expect(VideoBulkEditSchema.safeParse({ videoIds: [1], data: { ownerType: 'VB' } }).success).toBe(true);
  });

  it('refuses a Published At later than today (part 2 §5) and dedups trimmed tags', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000 + 14 * 3_600_000).toISOString().slice(0, 10);
    const late = VideoUpdateSchema.safeParse({ version: 1, publishedAt: tomorrow });
    expect(late.error?.issues[0]?.message).toBe('Published At cannot be later than today');
    const today = VideoUpdateSchema.parse({
      version: 1,
      publishedAt: latestTodayIso(),
      tags: [' a ', 'a', 'b'],
    });
    expect(today.tags).toEqual(['a', 'b']);
  });
});
