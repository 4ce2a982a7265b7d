import { type VideoListSearch, VideoListSearchSchema } from '@adcast/domain/catalogue/videos';
import { searchTextOf, urlTextOf } from '@adcast/domain/list-schemas';
import type { SearchSchemaInput } from '@tanstack/react-router';

/** The videos table's state behind the URL keys of part 2 §2 (every filter, sort and page). */
export type VideoSearch = VideoListSearch;

/** The URL form: every key optional, lists comma-joined. */
export interface VideoSearchParams {
  page?: number;
  size?: number;
  sortProperty?: string;
  sortDirection?: string;
  title?: string;
  contentOwnerId?: string;
  publisherIds?: string;
  dateFrom?: number;
  flags?: string;
  tags?: string;
  genres?: string;
  artists?: string;
  ownerType?: string;
  missing?: string;
  /** Comma-joined ids of the hidden columns; '' when none is hidden (absent: the remembered choice). */
  hide?: string;
}

/** The full search from URL params; anything missing or unknown falls back to its default. */
export function videoSearchOf(params: VideoSearchParams): VideoSearch {
  // The router reads `flags=1` as a number: every value is text to the schema, without control characters.
  const text = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === undefined ? undefined : key === 'title' ? searchTextOf(value) : urlTextOf(value),
    ]),
  );
  return VideoListSearchSchema.parse(text);
}

const DEFAULTS = videoSearchOf({});

/** The URL params of a search: defaults and empty values left out, so links stay short. */
export function videoSearchParams(search: VideoSearch): VideoSearchParams {
  const list = (items: readonly (string | number)[] | undefined) =>
    items?.length ? items.join(',') : undefined;
  const unlessDefault = <K extends keyof VideoSearch>(key: K) =>
    search[key] === DEFAULTS[key] ? undefined : search[key];
  const params: VideoSearchParams = {
    page: search.page === 0 ? undefined : search.page,
    size: unlessDefault('size') as number | undefined,
    sortProperty: unlessDefault('sortProperty') as string | undefined,
    sortDirection: unlessDefault('sortDirection') as string | undefined,
    title: search.title?.trim() ? search.title : undefined,
    contentOwnerId: list(search.contentOwnerId),
    publisherIds: list(search.publisherIds),
    dateFrom: search.dateFrom,
    flags: list(search.flags),
    tags: list(search.tags),
    genres: list(search.genres),
    artists: list(search.artists),
    ownerType: search.ownerType === 'ALL' ? undefined : search.ownerType,
    missing: search.missing === 'ALL' ? undefined : search.missing,
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as VideoSearchParams;
}

/** The hidden columns a URL names, as ids; undefined when it names none. */
export const hiddenColumnsOf = (params: VideoSearchParams): string[] | undefined =>
  params.hide === undefined || params.hide === null
    ? undefined
    : String(params.hide)
        .split(',')
        .filter((id) => /^\w{1,100}$/.test(id));

/** The videos route's `validateSearch`: the URL keeps only checked, non-default params (and the hidden columns). */
export const validateVideoSearch = (params: VideoSearchParams & SearchSchemaInput): VideoSearchParams => {
  const hidden = hiddenColumnsOf(params);
  return { ...videoSearchParams(videoSearchOf(params)), ...(hidden && { hide: hidden.join(',') }) };
};

/**
 * The search after a change. Part 2 §4: any filter, sort or title change goes back to page 0;
 * paging keeps the filters.
 */
export const changedSearch = (search: VideoSearch, patch: Partial<VideoSearch>): VideoSearch => ({
  ...search,
  page: 0,
  ...patch,
});
