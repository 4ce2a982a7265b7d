import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { isWireDate } from '@adcast/domain/date-ranges';
import {
  REVENUE_COLUMN_FIELDS,
  REVENUE_COLUMN_LABELS,
  REVENUE_IMPORT_MAX_ROWS,
  type RevenueColumnField,
  type RevenueColumns,
  type RevenueRow,
} from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { fromMicros, parseMicros } from '@adcast/domain/money';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A file the partner sent cannot be read at all: the import fails with this message. */
export class UnreadableFile extends Error {}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value).trim();
}

async function workbookCells(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new UnreadableFile(`${M.notSpreadsheet}: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableFile(IMPORT_MESSAGES.empty);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // ExcelJS numbers columns from 1: the first slot is empty.
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

function csvCells(bytes: Buffer): string[][] {
  try {
    return parse(bytes, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new UnreadableFile(IMPORT_MESSAGES.unreadable((error as Error).message));
  }
}

/** The file's cells: an XLSX workbook's first sheet, or CSV text. */
export const cellsOf = (bytes: Buffer): Promise<string[][]> =>
  bytes.subarray(0, 4).equals(ZIP_SIGNATURE) ? workbookCells(bytes) : Promise.resolve(csvCells(bytes));

const wholeNumber = (text: string) => {
  const plain = text.replaceAll(',', '');
  return /^\d{1,15}$/.test(plain) ? Number(plain) : null;
};

/** Reads each row by the format's headers; a row's problems are its messages, never the whole file's. */
export function revenueRowsOf(cells: string[][], columns: RevenueColumns): RevenueRow[] {
  const [header = [], ...body] = cells;
  const at = new Map(header.map((label, index) => [label.trim().toLowerCase(), index]));
  const fields = REVENUE_COLUMN_FIELDS.filter((field) => columns[field]);
  const missing = fields.filter((field) => !at.has(String(columns[field]).toLowerCase()));
  if (missing.length > 0)
    throw new UnreadableFile(M.missingColumns(missing.map((field) => columns[field] as string)));
  if (body.length === 0) throw new UnreadableFile(IMPORT_MESSAGES.empty);
  if (body.length > REVENUE_IMPORT_MAX_ROWS) throw new UnreadableFile(IMPORT_MESSAGES.tooManyRows);
  const seen = new Map<string, number>();
  return body.map((cells, index) => {
    const line = index + 2;
    const text = (field: RevenueColumnField) =>
      cells[at.get(String(columns[field]).toLowerCase()) ?? -1]?.trim() ?? '';
    const row: RevenueRow = {
      line,
      day: null,
      publisherId: null,
      impressions: null,
      revenue: null,
      messages: [],
    };
    const read = <T>(
      field: RevenueColumnField,
      parseText: (value: string) => T | null,
      bad: (value: string) => string,
    ) => {
      const value = text(field);
      if (value === '') {
        row.messages.push(M.missingCell(REVENUE_COLUMN_LABELS[field]));
        return null;
      }
      const parsed = parseText(value);
      if (parsed === null) row.messages.push(bad(value));
      return parsed;
    };
    row.day = read('day', (value) => (isWireDate(value) ? value : null), M.badDay);
    row.impressions = read('impressions', wholeNumber, M.badImpressions);
    const micros = read('revenue', parseMicros, M.badRevenue);
    row.revenue = micros === null ? null : fromMicros(micros);
    if (columns.publisherId) row.publisherId = read('publisherId', wholeNumber, M.badPublisher);
    if (row.messages.length === 0) {
      const key = `${row.day}|${row.publisherId ?? 0}`;
      const first = seen.get(key);
      if (first !== undefined) row.messages.push(M.duplicateKey(first));
      else seen.set(key, line);
    }
    return row;
  });
}
