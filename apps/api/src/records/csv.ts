import type { CellValue } from './definition';

/** Text a spreadsheet would read as a formula (or that hides one behind a tab or CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text neutralised, quoted when it holds a separator, quote or line break. */
export function csvCell(value: CellValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CellValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** An enumeration value as the screens label it. */
export const optionLabel = (options: readonly { key: string; label: string }[], key: string) =>
  options.find((option) => option.key === key)?.label ?? key;
