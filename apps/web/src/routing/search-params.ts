import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';

/**
 * How search params are written into and read from the URL: TanStack's own (values that would
 * read back as another type are JSON-quoted, JSON arrays from old links are read), with commas
 * left as commas so a list's statuses read `status=ACTIVE,INACTIVE`.
 */
export const searchParamsFormat = {
  stringifySearch: (search: Record<string, unknown>) => defaultStringifySearch(search).replace(/%2C/gi, ','),
  parseSearch: defaultParseSearch,
};
