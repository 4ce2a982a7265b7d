import { z } from 'zod';
import { ACCEPTED_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './paging';

/** 'asc' or 'desc', in any letter case. */
export const SortDirectionSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(['asc', 'desc']),
);

/** Paging of a list call as query parameters carry it (strings are coerced). */
export const PageRequestSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((size) => ACCEPTED_PAGE_SIZES.includes(size), {
      message: `Page size must be one of ${ACCEPTED_PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
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

/** Positive ids, comma-joined or repeated (`?ids=1,2` or `?ids=1&ids=2`). */
export const IdListSchema = commaListSchema(z.coerce.number().int().positive());
