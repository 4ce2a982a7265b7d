import type { CellValue } from '@adcast/domain/contracts/record-contract';

/** Text a spreadsheet would read as a formula (or that hides one behind a tab or CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text neutralised, quoted when it holds a separator, quote or line break. */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CellValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
