import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PageRequestSchema, pageOf } from '../src/list-schemas';
import {
  DEFAULT_CONNECTION_SORT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TOAST_MS,
  DEFAULT_VIDEO_SORT,
  DIALOG_WIDTHS,
  LOCALE,
  PAGE_SIZE_OPTIONS,
  PICKER_PAGE_SIZE,
  PLACEMENTS_DIALOG_SORT,
  SEARCH_DEBOUNCE_MS,
  SIDEBAR_BREAKPOINT_PX,
  SPINNER_DIAMETER,
  TOAST_MS,
} from '../src/paging';

describe('business constants (part 1 §9, part 2 §9)', () => {
  it('Page size default 10; options 5, 10, 25, 50, 100.', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100]);
  });

  it('Name search debounce 800 ms. Toasts last 3 s (error, success, info); default 2 s.', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(800);
    expect(TOAST_MS).toBe(3000);
    expect(DEFAULT_TOAST_MS).toBe(2000);
  });

  it('Locale en-GB. Spinners diameter 30. Sidebar breakpoint 992 px. Picker lists fetch page 0 with size 1000.', () => {
    expect(LOCALE).toBe('en-GB');
    expect(SPINNER_DIAMETER).toBe(30);
    expect(SIDEBAR_BREAKPOINT_PX).toBe(992);
    expect(PICKER_PAGE_SIZE).toBe(1000);
  });

  it('Dialog widths: channel 500 px; video and placement 700 px; user 500 px, bulk edit 500 px, collection 500 px, metadata 700 px, change password 580 px.', () => {
    expect(DIALOG_WIDTHS).toEqual({
      channel: 500,
      video: 700,
      placements: 700,
      user: 500,
      bulkEdit: 500,
      collection: 500,
      metadata: 700,
      changePassword: 580,
    });
  });

  it('Default connection sort createdOn descending. Placements dialog sorts by name ascending. Video table sort createdOn descending.', () => {
    expect(DEFAULT_CONNECTION_SORT).toEqual({ sortProperty: 'createdOn', sortDirection: 'desc' });
    expect(PLACEMENTS_DIALOG_SORT).toEqual({ sortProperty: 'name', sortDirection: 'asc' });
    expect(DEFAULT_VIDEO_SORT).toEqual({ sortProperty: 'createdOn', sortDirection: 'desc' });
  });
});

describe('PageRequestSchema', () => {
  it('Video table defaults: page 0, size 10', () => {
    expect(PageRequestSchema.parse({})).toEqual({ page: 0, size: 10 });
  });

  it('reads query strings and upper-case directions', () => {
    expect(
      PageRequestSchema.parse({ page: '2', size: '25', sortProperty: 'name', sortDirection: 'DESC' }),
    ).toEqual({
      page: 2,
      size: 25,
      sortProperty: 'name',
      sortDirection: 'desc',
    });
    expect(PageRequestSchema.parse({ sortDirection: 'asc' }).sortDirection).toBe('asc');
  });

  it('accepts any page size from 1 to 1000 (the paginator options, the pickers’ 1000 and anything between)', () => {
    for (const size of [1, ...PAGE_SIZE_OPTIONS, 7, 999, 1000])
      expect(PageRequestSchema.safeParse({ size }).success).toBe(true);
  });

  it('refuses a size above 1000 with a message naming the range', () => {
    const result = PageRequestSchema.safeParse({ size: '1001' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Page size must be a whole number from 1 to 1000',
    ]);
  });

  it.each([
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    ['a size of zero', { size: 0 }],
    ['a page beyond any list', { page: 1_000_001 }],
    ['a huge size', { size: 1_000_000 }],
    ['a direction that is neither', { sortDirection: 'up' }],
    ['an empty sort property', { sortProperty: '' }],
  ])('refuses %s', (_name, input) => {
    expect(PageRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('pageOf', () => {
  const PublisherPageSchema = pageOf(z.object({ id: z.number(), name: z.string() }));

  it('Response pages expose content and totalElements.', () => {
    const page = { content: [{ id: 1, name: 'Acme TV' }], totalElements: 31 };
    expect(PublisherPageSchema.parse(page)).toEqual(page);
  });

  it('refuses a page without totalElements or with wrong items', () => {
    expect(PublisherPageSchema.safeParse({ content: [] }).success).toBe(false);
    expect(PublisherPageSchema.safeParse({ content: [{ id: 'x' }], totalElements: 1 }).success).toBe(false);
  });
});
