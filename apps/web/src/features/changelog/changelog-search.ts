import { searchTextOf } from '@adcast/domain/list-schemas';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@adcast/domain/paging';
import type { QueryObject } from '@adcast/domain/query';
import { z } from 'zod';

const optionalText = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? undefined : String(value)),
  z.string().optional(),
);
const optionalDate = optionalText
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  )
  .catch(undefined);

/** The changelog's URL: page, size and the filters (entity type, user, date range, text). */
export const changelogSearchSchema = z.object({
  page: z.coerce.number().int().min(0).catch(0),
  size: z.coerce
    .number()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .catch(DEFAULT_PAGE_SIZE),
  entityType: optionalText.catch(undefined),
  userId: z.coerce.number().int().positive().optional().catch(undefined),
  dateFrom: optionalDate,
  dateTo: optionalDate,
  text: z
    .preprocess(
      (value) => (value === undefined || value === null ? undefined : searchTextOf(value) || undefined),
      z.string().optional(),
    )
    .catch(undefined),
});
export type ChangelogSearch = z.infer<typeof changelogSearchSchema>;

/** The route's `validateSearch`: only the params that say something stay in the URL. */
export function validateChangelogSearch(search: Record<string, unknown>): Partial<ChangelogSearch> {
  const parsed = changelogSearchSchema.parse(search);
  return Object.fromEntries(
    Object.entries(parsed).filter(
      ([key, value]) =>
        value !== undefined &&
        !(key === 'page' && value === 0) &&
        !(key === 'size' && value === DEFAULT_PAGE_SIZE),
    ),
  );
}

export const toChangelogQuery = (search: ChangelogSearch): QueryObject => ({ ...search });
