export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Picker lists, app and bundle lists and the first content owner list fetch page 0 with this size. */
export const PICKER_PAGE_SIZE = 1000;
/** Content owner and artist search suggestions, playlist search pages and flag/genre/tag results. */
export const SUGGESTION_LIMIT = 10;
export const PLAYLIST_SEARCH_PAGE_SIZE = 10;
/** The advertiser list asks for this size by default; its endpoint accepts it on its own schema. */
export const ADVERTISER_LIST_SIZE = 999_999;

export const SEARCH_DEBOUNCE_MS = 800;
export const TOAST_MS = 3000;
export const DEFAULT_TOAST_MS = 2000;
export const SIDEBAR_BREAKPOINT_PX = 992;
export const SPINNER_DIAMETER = 30;
export const LOCALE = 'en-GB';

/** Dialog widths in px (part 1 §9, part 2 §9). */
export const DIALOG_WIDTHS = {
  channel: 500,
  video: 700,
  placements: 700,
  user: 500,
  bulkEdit: 500,
  collection: 500,
  metadata: 700,
  changePassword: 580,
} as const;

export type SortDirection = 'asc' | 'desc';

export type Sort = { sortProperty: string; sortDirection: SortDirection };
export const DEFAULT_CONNECTION_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;
export const DEFAULT_VIDEO_SORT = {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
} as const satisfies Sort;
export const PLACEMENTS_DIALOG_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

/** A list call accepts any page size from 1 to this; the screens still offer their own options. */
export const MAX_PAGE_SIZE = 1000;
/** Far beyond any real list, and small enough that page x size stays a valid SQL offset. */
export const MAX_PAGE = 1_000_000;

export const PAGING_MESSAGES = {
  size: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  page: `Page must be a whole number from 0 to ${MAX_PAGE}`,
} as const;

export type Page<T> = { content: T[]; totalElements: number; totalCapped?: boolean };

/** List totals and status counts are exact up to this many rows; beyond it they read "10,000+". */
export const LIST_COUNT_CAP = 10_000;
/**
 * A name search's total and status counts stop earlier ("1,000+"): each match is a table read
 * (the trigram index only narrows), so a common term would otherwise read most of the table.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A count as a list shows it: "10,000+" when it stopped at the cap. */
export const countLabel = (count: number, capped?: boolean) =>
  `${count.toLocaleString(LOCALE)}${capped ? '+' : ''}`;
