import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { ReportFileFormat, ReportQuery } from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import ExcelJS from 'exceljs';
import { csvLine } from '../../records/csv';
import type { ModuleDeps } from '../module-deps';
import { columnWidth, readReportRows, type SheetReading, type SheetSink } from './export';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

function csvSink(path: string) {
  const out = createWriteStream(path);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  const sink: SheetSink = {
    labels: (labels) => write(csvLine(labels)),
    rows: (rows) => write(rows.map((row) => csvLine(row)).join('')),
  };
  return { sink, close: () => finished(out.end()) };
}

function xlsxSink(path: string, title: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path });
  const worksheet = workbook.addWorksheet(title.slice(0, 31) || 'Report', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const sink: SheetSink = {
    labels: (labels) => {
      worksheet.columns = labels.map((label) => ({ width: columnWidth(label) }));
      const row = worksheet.addRow(labels);
      row.font = { bold: true };
      row.commit();
    },
    // Every text is a string cell, never a formula, as in the workbook answered at once.
    rows: (rows) => {
      for (const row of rows) worksheet.addRow(row).commit();
    },
  };
  return {
    sink,
    close: async () => {
      worksheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * Writes a report to a file page by page, so a report file of a million rows never sits in memory
 * whole; answers how many rows it holds. A failed write leaves no partial file.
 */
export async function writeReportFile(
  deps: Deps,
  input: { query: ReportQuery; scope: ReportScope; format: ReportFileFormat; name: string },
  path: string,
  reading: SheetReading,
): Promise<number> {
  const { sink, close } = input.format === 'XLSX' ? xlsxSink(path, input.name) : csvSink(path);
  try {
    const rows = await readReportRows(deps, input.query, input.scope, reading, sink);
    await close();
    return rows;
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
