import { z } from 'zod';

/** What an imported row would do: make a record, change one, leave one as it is, or nothing (its errors). */
export const ImportActionSchema = z.enum(['CREATE', 'UPDATE', 'UNCHANGED', 'ERROR']);
export type ImportAction = z.infer<typeof ImportActionSchema>;

export const ImportRowSchema = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  action: ImportActionSchema,
  /** The row's record as the list names it (an app's name, a domain's URL). */
  name: z.string(),
  /** The record it updates. */
  id: z.number().int().nullable(),
  messages: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportResultSchema = z.object({
  /** Whether the rows were written; a preview (dry run) writes nothing. */
  applied: z.boolean(),
  counts: z.record(ImportActionSchema, z.number().int()),
  rows: z.array(ImportRowSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** A CSV import is previewed unless the caller says `dryRun=false`. */
export const ImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** The most rows one file may hold, and its size. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const lines = (numbers: readonly number[]) =>
  numbers.length > 10
    ? `${numbers.slice(0, 10).join(', ')} and ${numbers.length - 10} more`
    : numbers.join(', ');

/** The spec words no import; these are ours. */
export const IMPORT_MESSAGES = {
  title: (plural: string) => `Import ${plural.toLowerCase()} from CSV`,
  chooseFile: 'Choose a CSV file',
  expectedColumns: (labels: readonly string[]) => `Columns: ${labels.join(', ')}`,
  missingColumns: (labels: readonly string[]) => `The file has no ${labels.join(', ')} column`,
  empty: 'The file has no rows below its header',
  tooManyRows: `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
  tooLarge: `The file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  unreadable: (detail: string) => `The file is not a readable CSV: ${detail}`,
  noFile: 'Attach the CSV file in the part named file',
  hasErrors: (errorLines: readonly number[]) =>
    `Nothing was imported: fix the rows with errors first (lines ${lines(errorLines)})`,
  duplicateInFile: (line: number) => `The same record is on line ${line} already`,
  archived: (what: string) => `This ${what} is archived: unarchive it before importing it`,
  unknownOption: (label: string, value: string) => `${label} "${value}" is not one of the choices`,
  apply: (count: number) => `Apply ${count} ${count === 1 ? 'change' : 'changes'}`,
  applied: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} imported`,
  nothingToApply: 'Nothing in the file would change',
  failed: 'The file could not be imported',
} as const;
