import { parse as parseCsv } from 'csv-parse/sync';

export type RecordFormat = 'ndjson' | 'csv';

/** Records of an import body: one JSON object per line, or CSV with a header row. */
export function readRecords(body: string, format: RecordFormat): { records: unknown[]; errors: string[] } {
  if (format === 'csv') {
    try {
      const records = parseCsv(body, { columns: true, skip_empty_lines: true, trim: true }) as Record<
        string,
        string
      >[];
      // Empty CSV cells mean "not given", so the row schema's defaults apply.
      return {
        records: records.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ''))),
        errors: [],
      };
    } catch (error) {
      return { records: [], errors: [`The CSV cannot be read: ${(error as Error).message}`] };
    }
  }
  const records: unknown[] = [];
  const errors: string[] = [];
  body.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line));
    } catch {
      errors.push(`Row ${index + 1}: not a JSON object`);
    }
  });
  return { records, errors };
}
