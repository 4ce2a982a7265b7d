import {
  type ChangelogEntry,
  neutraliseFormula,
  readableChangesOf,
} from '@adcast/domain/changelog/changelog';

const cell = (value: unknown): string => {
  const text = neutraliseFormula(
    typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value),
  );
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const HEADER = [
  'When',
  'User',
  'Entity type',
  'Entity id',
  'Entity name',
  'Action',
  'Field',
  'Before',
  'After',
];

/**
 * One line per changed field (one for a change without fields), each field by its label and its
 * values as the screens show them; every cell safe to open in a spreadsheet.
 */
export function changelogCsv(entries: ChangelogEntry[]): string {
  const lines = [HEADER.map(cell).join(',')];
  for (const entry of entries) {
    const head = [
      entry.at,
      entry.user?.name ?? '',
      entry.entityType,
      entry.entityId,
      entry.entityName,
      entry.action,
    ];
    const readable = readableChangesOf(entry);
    const changes = readable.length > 0 ? readable : [{ label: '', before: '', after: '' }];
    for (const change of changes)
      lines.push([...head, change.label, change.before, change.after].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
