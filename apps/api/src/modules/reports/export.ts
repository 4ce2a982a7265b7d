import { dimensionOf } from '@adcast/domain/reports/catalogue';
import {
  REPORT_EXPORT_MAX_ROWS,
  REPORT_MAX_PAGE_SIZE,
  type ReportQuery,
} from '@adcast/domain/reports/report-query';
import type { AppDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { csvLine } from '../../records/csv';
import type { ReportScope } from '../../reports/scope';
import { queryReport } from './service';

type Deps = Pick<AppDeps, 'db' | 'facts'>;

/** Sums of money in binary floating point carry noise (27077.460000000014): 15 significant digits drop it. */
const withoutFloatNoise = <T>(value: T): T | number =>
  typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(15)) : value;

/**
 * Every row of a report (no paging) as CSV: the column labels first, then, when compare is on,
 * each metric's previous value beside it. Text cells that a spreadsheet would run are neutralised.
 */
export async function reportCsv(deps: Deps, query: ReportQuery, scope: ReportScope): Promise<string> {
  const size = REPORT_MAX_PAGE_SIZE;
  const first = await queryReport(deps, { ...query, page: 0, size }, scope);
  if (first.totalElements > REPORT_EXPORT_MAX_ROWS) {
    throw badRequest(
      `The report has ${first.totalElements} rows; an export holds at most ${REPORT_EXPORT_MAX_ROWS}. Narrow it with filters or a shorter date range`,
    );
  }
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
  const lines = [csvLine(cells.map((cell) => cell.label))];
  let rows = first.content;
  for (let page = 1; ; page++) {
    for (const row of rows)
      lines.push(csvLine(cells.map((cell) => withoutFloatNoise(row[cell.key] ?? null))));
    if (page * size >= first.totalElements) break;
    rows = (await queryReport(deps, { ...query, page, size }, scope)).content;
  }
  return lines.join('');
}
