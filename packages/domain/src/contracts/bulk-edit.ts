import { z } from 'zod';
import { ACTIVE_INACTIVE_OPTIONS, ENTITY_STATUS_OPTIONS, type EnumOption } from '../enumerations';
import { BulkActionRequestSchema, type BulkChange } from '../list-actions';

/** A value a bulk edit sets, as the edit input holds it. */
export type BulkEditValue = BulkChange['fields'][number]['before'];

/** How the bulk edit dialog asks for a field's value. */
export type BulkEditInput =
  /** One of an enumeration's values (a status, an onboarding stage). */
  | { kind: 'options'; options: readonly EnumOption<string>[] }
  /** An amount in USD (a floor, a CPM). */
  | { kind: 'money' }
  /** A record of another area, chosen with its picker (a placement's publisher). */
  | { kind: 'record'; area: string }
  /** One of the networks the user may choose (none, for a user without a network). */
  | { kind: 'network' };

/**
 * A field of a record that a team changes on many rows at once, declared in the area's contract.
 * Each row is changed through the record's own edit: its edit input with this field set.
 */
export interface BulkEditField<TDto> {
  /** The key of the field in the record's edit input. */
  field: string;
  label: string;
  /** The field's schema in the edit input: the rule the single-record form checks. */
  schema: z.ZodType;
  input: BulkEditInput;
  /** The row's value as the before/after preview shows it. */
  shown(dto: TDto): BulkEditValue;
}

/** Status as a bulk edit: Active or Inactive (archive has its own action). */
export const statusBulkEdit = <TDto extends { status: string }>(schema: z.ZodType): BulkEditField<TDto> => ({
  field: 'status',
  label: 'Status',
  schema,
  input: { kind: 'options', options: ACTIVE_INACTIVE_OPTIONS },
  shown: (dto) => ENTITY_STATUS_OPTIONS.find((option) => option.key === dto.status)?.label ?? dto.status,
});

/** An amount in USD (a floor, a CPM), kept under the same key in the edit input and the record. */
export const moneyBulkEdit = <TDto>(
  field: keyof TDto & string,
  label: string,
  schema: z.ZodType,
): BulkEditField<TDto> => ({
  field,
  label,
  schema,
  input: { kind: 'money' },
  shown: (dto) => dto[field] as BulkEditValue,
});

/** A record's network (a network user may set only its own). */
export const networkBulkEdit = <TDto extends { network: { name: string } | null }>(
  schema: z.ZodType,
  label = 'Network',
): BulkEditField<TDto> => ({
  field: 'networkId',
  label,
  schema,
  input: { kind: 'network' },
  shown: (dto) => dto.network?.name ?? null,
});

export const BULK_EDIT_MESSAGES = {
  button: 'Edit',
  title: 'Edit selected rows',
  field: 'Field',
  value: 'New value',
  preview: 'Preview changes',
  noNetwork: 'No network',
  previewTitle: (label: string) => `Change ${label} of the selected rows?`,
  confirm: (label: string, count: number) => `Change ${label} on ${count} ${count === 1 ? 'row' : 'rows'}`,
  done: (label: string, count: number) => `${label} changed on ${count} ${count === 1 ? 'row' : 'rows'}`,
  failed: 'The selected rows could not be changed',
  /** A field the area does not offer for bulk edit. */
  notEditable: (plural: string, fields: readonly BulkEditField<never>[]) =>
    `These fields of ${plural.toLowerCase()} can be changed on many rows at once: ${fields
      .map((field) => field.label)
      .join(', ')}`,
  choose: (label: string) => `Choose the new ${label.toLowerCase()}`,
  rowsSelected: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} selected`,
  alreadySet: (label: string) => `${label} is already that value`,
  oneOf: (label: string, options: readonly EnumOption<string>[]) =>
    `${label} must be one of ${options.map((option) => option.label).join(', ')}`,
} as const;

/** What is wrong with a value for the field, in the words its form uses (none: it may be set). */
export function valueProblems(field: BulkEditField<never>, value: unknown): string[] {
  const { input } = field;
  if (input.kind === 'options' && !input.options.some((option) => option.key === value))
    return [BULK_EDIT_MESSAGES.oneOf(field.label, input.options)];
  return field.schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

type Fields = readonly [BulkEditField<never>, ...BulkEditField<never>[]];

/**
 * The bulk edit call's body for an area's fields: the rows, one declared field and its value,
 * checked by that field's own rule (the message names it), and whether it is a dry run.
 */
export function bulkEditRequestSchema(plural: string, fields: Fields) {
  const keys = fields.map((field) => field.field) as [string, ...string[]];
  return z
    .object({
      ids: BulkActionRequestSchema.shape.ids,
      field: z.enum(keys, { error: BULK_EDIT_MESSAGES.notEditable(plural, fields) }),
      value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      /** True: answer what would change and change nothing. */
      dryRun: z.boolean(),
    })
    .superRefine((request, ctx) => {
      const field = fields.find((each) => each.field === request.field);
      if (!field) return;
      for (const message of valueProblems(field, request.value))
        ctx.addIssue({ code: 'custom', path: ['value'], message });
    });
}

export type BulkEditRequest = { ids: number[]; field: string; value: BulkEditValue; dryRun: boolean };

/** Whether an edit input already holds the value (ids and amounts compared as the input keeps them). */
export const holdsValue = (input: unknown, field: string, value: unknown): boolean =>
  (input as Record<string, unknown>)[field] === value;
