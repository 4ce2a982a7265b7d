import * as ENUMERATIONS from '../enumerations';
import { formatDate, formatDateTime } from '../format';
import { ROLE_LABELS } from '../roles';

/**
 * How the changelog names one field of a record and shows its values: the label the screens give
 * it, or that label with the value as the screens show it.
 */
export type ChangeField = string | { label: string; format: (value: unknown) => string };
export type ChangeFields = Readonly<Record<string, ChangeField>>;

/** A changed field as a person reads it: its label and its values before and after. */
export interface ReadableChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export const NO_VALUE = '—';

/** Every enumeration's choices: a code the changelog meets is shown by its label (ENABLED -> Enabled). */
const KNOWN_OPTIONS: ReadonlyMap<string, string> = new Map(
  [
    ...Object.entries(ROLE_LABELS).map(([key, label]) => ({ key, label })),
    ...Object.values(ENUMERATIONS)
      .filter(Array.isArray)
      .flat()
      .filter(
        (option): option is ENUMERATIONS.EnumOption =>
          typeof option === 'object' &&
          option !== null &&
          typeof option.key === 'string' &&
          'label' in option,
      ),
  ]
    .reverse()
    .map((option) => [option.key, option.label]),
);

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `discrepancyThresholdPct` -> 'Discrepancy threshold pct': a field no contract labels yet. */
export function labelOfField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as the screens show it: names of records, labels of codes, dates as MM/dd/yyyy, lists comma-joined. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? NO_VALUE : value.map(valueText).join(', ');
  if (typeof value === 'object') return objectText(value as Record<string, unknown>);
  if (typeof value !== 'string') return String(value);
  if (CODE.test(value)) return KNOWN_OPTIONS.get(value) ?? value;
  if (DAY.test(value)) return formatDate(value);
  if (INSTANT.test(value)) return formatDateTime(value) || value;
  return value;
}

/** A record reference reads as its name; any other object as its labelled fields. */
function objectText(value: Record<string, unknown>): string {
  for (const key of ['name', 'displayName', 'label', 'title'])
    if (typeof value[key] === 'string') return value[key];
  const entries = Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined);
  if (entries.length === 0) return NO_VALUE;
  return entries.map(([key, inner]) => `${labelOfField(key)}: ${valueText(inner)}`).join('; ');
}

/** `publisherIds` beside `publishers`, `networkId` beside `network`: the ids say what the names already say. */
function twinOf(field: string): string | null {
  if (field.endsWith('Ids')) return `${field.slice(0, -3)}s`;
  if (field.endsWith('Id')) return field.slice(0, -2);
  return null;
}

/** An id list whose names are not in the snapshot: 'Publishers' for `publisherIds`. */
function labelOfIdField(field: string): string {
  const twin = twinOf(field);
  return twin === null ? labelOfField(field) : labelOfField(twin);
}

/**
 * The changes of one entry as a person reads them: each field by the label its record type gives
 * it (or one made from its name), each value as the screens show it, and an id left out where the
 * record it names changed beside it.
 */
export function readableChanges(
  changes: readonly { field: string; before: unknown; after: unknown }[],
  fields: ChangeFields = {},
): ReadableChange[] {
  const changed = new Set(changes.map((change) => change.field));
  return changes
    .filter((change) => {
      const twin = twinOf(change.field);
      return twin === null || !changed.has(twin);
    })
    .map((change) => {
      const declared = fields[change.field];
      const label =
        declared === undefined
          ? labelOfIdField(change.field)
          : typeof declared === 'string'
            ? declared
            : declared.label;
      const format = typeof declared === 'object' ? declared.format : valueText;
      return {
        field: change.field,
        label,
        before: format(change.before ?? null) || NO_VALUE,
        after: format(change.after ?? null) || NO_VALUE,
      };
    });
}
