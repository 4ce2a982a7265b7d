import type { CellValue } from '@adcast/domain/contracts/record-contract';
import { dimensionOf } from '@adcast/domain/reports/catalogue';
import {
  REPORT_EXPORT_MAX_ROWS,
  REPORT_FILE_TYPES,
  REPORT_MAX_PAGE_SIZE,
  type ReportFileFormat,
  type ReportQuery,
} from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors';
import { csvLine } from '../../records/csv';
import type { ModuleDeps } from '../module-deps';
import { queryReport } from './service';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

/** Sums of money in binary floating point carry noise (27077.460000000014): 15 significant digits drop it. */
const withoutFloatNoise = <T>(value: T): T | number =>
  typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(15)) : value;

/** A report's every row (no paging) under its column labels: when compare is on, each metric's previous value beside it. */
export interface ReportSheet {
  labels: string[];
  rows: CellValue[][];
}

/** How a sheet is read: page by page, up to a number of rows, saying how far it got after each page. */
export type SheetReading = {
  pageSize: number;
  maxRows: number;
  tooBig: (rows: number) => string;
  onProgress?: (done: number, total: number) => Promise<void>;
};

const AT_ONCE: SheetReading = {
  pageSize: REPORT_MAX_PAGE_SIZE,
  maxRows: REPORT_EXPORT_MAX_ROWS,
  tooBig: (rows) =>
    `The report has ${rows} rows; an export holds at most ${REPORT_EXPORT_MAX_ROWS}. Narrow it with filters or a shorter date range`,
};

/** Where a report's rows go as they are read: its labels first, then each page of rows. */
export interface SheetSink {
  labels(labels: string[]): Promise<void> | void;
  rows(rows: CellValue[][]): Promise<void> | void;
}

/** Reads every row of a report page by page into `sink`; answers how many rows there were. */
export async function readReportRows(
  deps: Deps,
  query: ReportQuery,
  scope: ReportScope,
  reading: SheetReading,
  sink: SheetSink,
): Promise<number> {
  const size = reading.pageSize;
  const first = await queryReport(deps, { ...query, page: 0, size }, scope);
  if (first.totalElements > reading.maxRows) throw badRequest(reading.tooBig(first.totalElements));
  // As in the result rows: a time dimension splits the periods apart, so no row has a previous value.
  const withPrevious =
    query.compare !== null && !query.dimensions.some((key) => dimensionOf(key)?.source.kind === 'time');
  const cells = first.columns.flatMap((column) =>
    withPrevious && column.kind === 'metric'
      ? [
          { key: column.key, label: column.label },
          { key: `${column.key}Previous`, label: `${column.label} (previous)` },
        ]
      : [{ key: column.key, label: column.label }],
  );
  await sink.labels(cells.map((cell) => cell.label));
  let done = 0;
  let content = first.content;
  for (let page = 1; ; page++) {
    await sink.rows(content.map((row) => cells.map((cell) => withoutFloatNoise(row[cell.key] ?? null))));
    done += content.length;
    await reading.onProgress?.(done, first.totalElements);
    if (page * size >= first.totalElements) break;
    content = (await queryReport(deps, { ...query, page, size }, scope)).content;
  }
  return done;
}

export async function reportSheet(
  deps: Deps,
  query: ReportQuery,
  scope: ReportScope,
  reading: SheetReading = AT_ONCE,
): Promise<ReportSheet> {
  const sheet: ReportSheet = { labels: [], rows: [] };
  await readReportRows(deps, query, scope, reading, {
    labels: (labels) => {
      sheet.labels = labels;
    },
    rows: (rows) => {
      for (const row of rows) sheet.rows.push(row);
    },
  });
  return sheet;
}

/** A workbook column as wide as its label, within reason. */
export const columnWidth = (label: string | undefined) =>
  Math.min(40, Math.max(10, (label?.length ?? 0) + 2));

/** A sheet as CSV; text cells that a spreadsheet would run are neutralised. */
export const sheetCsv = (sheet: ReportSheet): string =>
  [csvLine(sheet.labels), ...sheet.rows.map((row) => csvLine(row))].join('');

/**
 * A sheet as an XLSX workbook: labels bold on a frozen first row, figures as numbers. Every text is
 * written as a string cell, never as a formula, so a name beginning with = stays text.
 */
export async function sheetXlsx(sheet: ReportSheet, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(title.slice(0, 31) || 'Report', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.addRow(sheet.labels).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row);
  worksheet.columns.forEach((column, index) => {
    column.width = columnWidth(sheet.labels[index]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A report as a file to download or mail. */
export async function reportFile(
  deps: Deps,
  query: ReportQuery,
  scope: ReportScope,
  format: ReportFileFormat,
  name = 'report',
): Promise<{ content: string | Buffer; rows: number; fileName: string; contentType: string }> {
  const sheet = await reportSheet(deps, query, scope);
  const type = REPORT_FILE_TYPES[format];
  return {
    content: format === 'XLSX' ? await sheetXlsx(sheet, name) : sheetCsv(sheet),
    rows: sheet.rows.length,
    fileName: `${name}.${type.extension}`,
    contentType: type.contentType,
  };
}
