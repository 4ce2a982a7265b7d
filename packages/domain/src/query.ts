export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryObject = Record<string, QueryValue | readonly QueryValue[]>;

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

const text = (value: string | number | boolean | Date): string =>
  value instanceof Date ? value.toISOString() : String(value);

/** The pairs of a query: empty values dropped, array values comma-joined. */
export function queryEntries(params: QueryObject): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (Array.isArray(raw)) {
      const items = (raw as readonly QueryValue[])
        .filter((item) => !isEmpty(item))
        .map((item) => text(item!));
      if (items.length > 0) entries.push([key, items.join(',')]);
    } else if (!isEmpty(raw as QueryValue)) {
      entries.push([key, text(raw as string | number | boolean | Date)]);
    }
  }
  return entries;
}

/** `{ ids: [1, 2], name: '' }` -> `ids=1%2C2` (no leading '?'). */
export const buildQueryParams = (params: QueryObject): string =>
  new URLSearchParams(queryEntries(params)).toString();

/** The path with its query appended, or the bare path when nothing is left. */
export function withQuery(path: string, params: QueryObject): string {
  const query = buildQueryParams(params);
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Thumbnail and poster URLs get a timestamp appended against caching. */
export const withCacheBuster = (url: string, timestamp: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
