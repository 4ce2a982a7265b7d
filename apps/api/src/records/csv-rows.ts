import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../http/errors';

/** A column an import reads: its header (the list's label), the input field it fills and how its text is read. */
export type ImportColumn = {
  label: string;
  field: string;
  required?: boolean;
  /** The field's value of a cell's text; throw an Error whose message names the problem. */
  read?: (text: string) => unknown;
};

/** One row of the file: its line (the header is line 1), the input it spells, and what could not be read. */
export type FileRow = { line: number; raw: Record<string, unknown>; messages: string[]; unread?: string[] };

function cellsOf(bytes: Buffer): string[][] {
  try {
    return parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw badRequest(IMPORT_MESSAGES.unreadable((error as Error).message));
  }
}

/** The file's rows as inputs by the columns' headers (any letter case; other columns are left out). */
export function readFileRows(bytes: Buffer, columns: readonly ImportColumn[]): FileRow[] {
  const [header = [], ...body] = cellsOf(bytes);
  const at = new Map(header.map((label, index) => [label.toLowerCase(), index]));
  const missing = columns.filter((column) => column.required && !at.has(column.label.toLowerCase()));
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGES.missingColumns(missing.map((c) => c.label)));
  if (body.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (body.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return body.map((cells, index) => {
    const row: FileRow = { line: index + 2, raw: {}, messages: [], unread: [] };
    for (const column of columns) {
      const text = cells[at.get(column.label.toLowerCase()) ?? -1] ?? '';
      if (text === '') continue;
      try {
        row.raw[column.field] = column.read ? column.read(text) : text;
      } catch (error) {
        row.messages.push((error as Error).message);
        row.unread?.push(column.field);
      }
    }
    return row;
  });
}

/** A cell naming one of the options by its key or its label (any case). */
export const optionReader =
  <K extends string | number>(label: string, options: readonly { key: K; label: string }[]) =>
  (text: string): K => {
    const wanted = text.toLowerCase();
    const option = options.find(
      (o) => String(o.key).toLowerCase() === wanted || o.label.toLowerCase() === wanted,
    );
    if (!option) throw new Error(IMPORT_MESSAGES.unknownOption(label, text));
    return option.key;
  };

/** A cell holding a whole number (an id); other text is left for the schema to refuse. */
export const numberReader = (text: string): unknown => (/^\d+$/.test(text) ? Number(text) : text);

/** An import's columns as the domain names them, each with how its cells are read where not as text. */
export const withReaders = (
  columns: readonly { label: string; field: string; required?: boolean }[],
  readers: Record<string, (text: string) => unknown>,
): ImportColumn[] => columns.map((column) => ({ ...column, read: readers[column.field] }));

/** A cell holding a decimal number (an amount); other text is left for the schema to refuse. */
export const decimalReader = (text: string): unknown => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : text);
