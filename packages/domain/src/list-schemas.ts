import { z } from 'zod';
import { IdTextSchema } from './ids';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, PAGING_MESSAGES } from './paging';

/** 'asc' or 'desc', in any letter case. */
export const SortDirectionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(['asc', 'desc']),
);

/** A page number: 0 to MAX_PAGE. */
export const PageNumberSchema = z.coerce
  .number({ error: PAGING_MESSAGES.page })
  .int(PAGING_MESSAGES.page)
  .min(0, PAGING_MESSAGES.page)
  .max(MAX_PAGE, PAGING_MESSAGES.page);

/** A page size: the API takes any size from 1 to MAX_PAGE_SIZE; the screens offer their own. */
export const PageSizeSchema = z.coerce
  .number({ error: PAGING_MESSAGES.size })
  .int(PAGING_MESSAGES.size)
  .min(1, PAGING_MESSAGES.size)
  .max(MAX_PAGE_SIZE, PAGING_MESSAGES.size);

/** Paging of a list call as query parameters carry it (strings are coerced). */
export const PageRequestSchema = z.object({
  page: PageNumberSchema.default(0),
  size: PageSizeSchema.default(DEFAULT_PAGE_SIZE),
  sortProperty: z.string().min(1).optional(),
  sortDirection: SortDirectionSchema.optional(),
});
export type PageRequest = z.infer<typeof PageRequestSchema>;

/**
 * A paged list answer: `{ content, totalElements }`; `totalCapped: true` when the count stopped at
 * LIST_COUNT_CAP and totalElements is a lower bound (shown as "10,000+").
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalCapped: z.boolean().optional(),
  });

/** Reads a comma-joined query value ('1,2') or repeated values (['1', '2']) as a list of items. */
export const commaListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = Array.isArray(value) ? value : [value];
    return parts
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .filter((part) => part !== '');
  }, z.array(item).optional());

/** Ids, comma-joined or repeated (`?ids=1,2` or `?ids=1&ids=2`). */
export const IdListSchema = commaListSchema(IdTextSchema);

/** Paging for lists that are not sorted by the caller (pickers and small lookups). */
export const LookupPageSchema = z.object({
  page: PageNumberSchema.default(0),
  size: PageSizeSchema.default(MAX_PAGE_SIZE),
});

/** C0 control characters and DEL: no name, title or term holds them, and PostgreSQL text refuses U+0000. */
const isControl = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A URL search value as the text a list reads: the router gives numbers for `search=123`; controls are dropped. */
export const urlTextOf = (value: unknown): string =>
  Array.from(String(value))
    .filter((character) => !isControl(character))
    .join('');

/** The longest name search a list takes (in UTF-16 units, as the search schemas count). */
export const SEARCH_TEXT_MAX = 200;

/**
 * A search term from the URL as its box holds it: urlTextOf, cut to SEARCH_TEXT_MAX (never inside
 * a character), so a pasted long link searches its first words instead of being refused.
 */
export function searchTextOf(value: unknown): string {
  const text = urlTextOf(value);
  if (text.length <= SEARCH_TEXT_MAX) return text;
  const cut = text.slice(0, SEARCH_TEXT_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
