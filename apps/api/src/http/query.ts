import { z } from 'zod';

/** Paging for lists that are not sorted by the caller (pickers and small lookups). */
export const LookupPageSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(1000),
});
