import { z } from 'zod';
import { DEMAND_MESSAGES } from './demand/messages';
import { type EntityStatus, EntityStatusSchema } from './enumerations';
import { MAX_ID } from './ids';
import { commaListSchema, PageRequestSchema, SEARCH_TEXT_MAX, SortDirectionSchema } from './list-schemas';
import { PICKER_PAGE_SIZE, type Sort } from './paging';

// What every versioned record with a status shares: list paging and sort, status filters and
// counts, search text, versions and notes.

/** A list's paging and sort; an unknown sort property is refused with a message naming the choices. */
export function sortedPageSchema<const P extends readonly [string, ...string[]]>(
  properties: P,
  defaults: Sort,
) {
  if (!properties.includes(defaults.sortProperty))
    throw new Error(`${defaults.sortProperty} is not sortable`);
  return PageRequestSchema.extend({
    sortProperty: z
      .enum(properties, { error: (issue) => DEMAND_MESSAGES.unknownSort(String(issue.input), properties) })
      .default(defaults.sortProperty as P[number]),
    sortDirection: SortDirectionSchema.default(defaults.sortDirection),
  });
}

/** Statuses in a query, repeated or comma-joined; `fallback` when none is given. */
export const statusFilterSchema = (fallback?: readonly EntityStatus[]) =>
  commaListSchema(EntityStatusSchema).transform(
    (statuses) => statuses ?? (fallback ? [...fallback] : undefined),
  );

/**
 * One status box: how many rows have that status. Count answers list every status, zero included;
 * `capped: true` when the count stopped at LIST_COUNT_CAP (a lower bound, shown as "10,000+").
 */
export const StatusCountSchema = z.object({
  status: EntityStatusSchema,
  count: z.number().int().nonnegative(),
  capped: z.boolean().optional(),
});
export type StatusCount = z.infer<typeof StatusCountSchema>;

/**
 * Which status a record may move to from each status, by an edit, archive or unarchive. A record
 * type may narrow it (say, only an inactive row may be archived); the server refuses the rest.
 */
export type StatusTransitions = Readonly<Record<EntityStatus, readonly EntityStatus[]>>;

/** Active and inactive move freely and may be archived; an archived row only comes back as active. */
export const DEFAULT_STATUS_TRANSITIONS: StatusTransitions = {
  ACTIVE: ['ACTIVE', 'INACTIVE', 'ARCHIVED'],
  INACTIVE: ['ACTIVE', 'INACTIVE', 'ARCHIVED'],
  ARCHIVED: ['ACTIVE'],
};

/** Records that keep to Active and Archived (publishers, content owners, part 2 §3): no edit makes one inactive. */
export const ACTIVE_ARCHIVED_TRANSITIONS: StatusTransitions = {
  ACTIVE: ['ACTIVE', 'ARCHIVED'],
  INACTIVE: ['ACTIVE'],
  ARCHIVED: ['ACTIVE'],
};

export const RECORD_MESSAGES = {
  statusTransition: (what: string, from: EntityStatus, to: EntityStatus) =>
    `The ${what} cannot move from ${statusLabel(from)} to ${statusLabel(to)}`,
} as const;

const statusLabel = (status: EntityStatus) => status.charAt(0) + status.slice(1).toLowerCase();

/** The column headers every record list shares, on the screens and in the CSV export. */
export const RECORD_COLUMN_LABELS = { name: 'Name', status: 'Status', createdOn: 'Added' } as const;

export const SearchTextSchema = z.string().trim().max(SEARCH_TEXT_MAX).optional();
/** Versions are PostgreSQL `integer`s, like ids. */
export const VersionSchema = z.number().int().positive().max(MAX_ID);
/** Archive and unarchive may carry the version the user saw; a stale one is refused. */
export const VersionBodySchema = z.object({ version: VersionSchema.optional() }).nullish();

export const blankToNull = (value: string | null | undefined) => (value ? value : null);
export const NotesSchema = z.string().trim().max(1000).nullish().transform(blankToNull);

/** Lists open on the active records unless the user picks other statuses. */
export const DEFAULT_STATUS_FILTER: readonly EntityStatus[] = ['ACTIVE'];

/** A status choice as the status endpoints answer it (part 2 §3 status option: key, label). */
export const StatusOptionSchema = z.object({
  key: EntityStatusSchema,
  label: z.string(),
  color: z.string().optional(),
});
export type StatusOption = z.infer<typeof StatusOptionSchema>;

/** Paging of lists the caller does not sort (pickers and small lookups): page 0, up to 1000 rows. */
export const LookupPageSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(PICKER_PAGE_SIZE).default(PICKER_PAGE_SIZE),
});

/**
 * The name a copy proposes: 'X (copy)', else 'X (copy 2)', 'X (copy 3)', ... the first that no
 * sibling holds, compared without case as the unique indexes compare names.
 */
export function freeCopyName(name: string, taken: readonly string[]): string {
  const held = new Set(taken.map((other) => other.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? `${name} (copy)` : `${name} (copy ${n})`;
    if (!held.has(candidate.toLowerCase())) return candidate;
  }
}
