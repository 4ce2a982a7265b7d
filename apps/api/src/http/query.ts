import { z } from 'zod';

const splitList = (value: unknown): unknown =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value])
        .flatMap((item) => String(item).split(','))
        .filter((s) => s !== '');

/** A list in the query string, repeated (`?id=1&id=2`) or comma-joined (`?ids=1,2`). */
export const queryList = <T extends z.ZodType>(item: T) => z.preprocess(splitList, z.array(item).optional());

export const queryIds = queryList(z.coerce.number().int().positive());

/** Paging for lists that are not sorted by the caller (pickers and small lookups). */
export const LookupPageSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
});
