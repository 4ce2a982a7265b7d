import { z } from 'zod';
import { CHANGELOG_SUBJECTS, changelogSubjectOf } from '../contracts/registry';
import { isWireDate } from '../date-ranges';
import { IdTextSchema } from '../ids';
import { PageRequestSchema } from '../list-schemas';
import { SearchTextSchema } from '../records';
import { type ReadableChange, readableChanges } from './change-display';

/** Fields every snapshot carries that say nothing about the change itself. */
export const UNTRACKED_FIELDS: readonly string[] = ['version', 'updatedOn', 'createdOn'];

export const FieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/** One change: who, when, which record (type, id, name), what was done and the fields before -> after. */
export const ChangelogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  entityType: z.string(),
  entityId: z.number().int(),
  entityName: z.string().nullable(),
  action: z.string(),
  changes: z.array(FieldChangeSchema),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

/** A calendar date that exists: 2025-13-45 is refused here, not by the database. */
const DateSchema = z.string().refine(isWireDate, 'Dates are written YYYY-MM-DD').optional();

/** Filters: entity type, user, date range (YYYY-MM-DD, both ends included, UTC), text in the record's name. */
/** What a revert answers: the record as it now is, in the shape its own area answers. */
export const RevertedRecordSchema = z
  .looseObject({})
  .meta({ description: 'The reverted record as its area answers it (a publisher, a placement, a user, …)' });

export const ChangelogFilterSchema = PageRequestSchema.omit({ sortProperty: true, sortDirection: true })
  .extend({
    entityType: z.string().trim().max(50).optional(),
    /** One record's changes (with entityType): the changelog tab of its details. */
    entityId: IdTextSchema.optional(),
    userId: IdTextSchema.optional(),
    dateFrom: DateSchema,
    dateTo: DateSchema,
    text: SearchTextSchema,
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'The start date must not be after the end date',
    path: ['dateTo'],
  });
export type ChangelogFilter = z.infer<typeof ChangelogFilterSchema>;

/** The people whose changes the changelog can be filtered by: a search in their names, or one of them by id. */
export const ChangelogAuthorFilterSchema = z.object({
  search: SearchTextSchema,
  id: IdTextSchema.optional(),
});
export type ChangelogAuthorFilter = z.infer<typeof ChangelogAuthorFilterSchema>;
export const ChangelogAuthorSchema = z.object({ id: z.number().int(), name: z.string() });
export type ChangelogAuthor = z.infer<typeof ChangelogAuthorSchema>;
/** The user picker offers at most this many authors at a time; typing narrows them. */
export const CHANGELOG_AUTHORS_LIMIT = 20;

/** What changed between two snapshots, field by field (untracked fields left out). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (f) => !UNTRACKED_FIELDS.includes(f),
  );
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** An entry's changes as a person reads them: labels and values as its record type's screens show them. */
export const readableChangesOf = (entry: Pick<ChangelogEntry, 'entityType' | 'changes'>): ReadableChange[] =>
  readableChanges(entry.changes, changelogSubjectOf(entry.entityType)?.fields);

/** The record types the changelog names, with their labels (the filter's choices). */
export const CHANGE_ENTITY_TYPES = CHANGELOG_SUBJECTS.map((subject) => ({
  key: subject.entityType,
  label: subject.label,
}));

export const CHANGELOG_MESSAGES = {
  notRevertible: 'Only a change of fields, an archive or unarchive, or an enable or disable can be reverted',
  movedOn:
    'This record has changed since this change was made. Only its latest change can be reverted; reload the changelog.',
  recordGone: 'The record of this change no longer exists',
  imageGone:
    'The earlier image of this change is no longer stored, so the change cannot be reverted; upload the image again instead.',
  reverted: 'Change reverted',
  errorRevert: 'Error occurred while reverting the change',
  errorFetching: 'Error occurred while fetching the changelog',
  confirmRevert: (name: string) =>
    `Revert this change of ${name}? It is undone as a new change, at the record's current version.`,
} as const;

/** CSV cells starting with = + - @ (or a tab or carriage return) would run as formulas: they get a leading '. */
export const neutraliseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
