import type { BulkEditRequest } from '@adcast/domain/contracts/bulk-edit';
import { type BulkActionRequest, type BulkActionResult, listActionPaths } from '@adcast/domain/list-actions';
import type { QueryObject } from '@adcast/domain/query';
import { api } from './client';
import { saveTextFile } from './save-file';

/** Every row of a list's current filter as a CSV file the browser saves (the server streams it). */
export const downloadListCsv = (
  listPath: string,
  query: QueryObject,
  fileName: string,
  exportPath = listActionPaths(listPath).exportCsv,
): Promise<void> => downloadCsv(exportPath, query, fileName);

/** The CSV a path answers for a filter (its paging left out), saved by the browser. */
export async function downloadCsv(path: string, query: QueryObject, fileName: string): Promise<void> {
  const { page: _page, size: _size, ...filter } = query;
  const csv = await api.get<string>(path, { query: filter, loader: true });
  saveTextFile(csv, fileName);
}

/** A bulk status change of a list's rows; a dry run only says what would change. */
export const sendBulkAction = (listPath: string, body: BulkActionRequest) =>
  api.post<BulkActionResult>(listActionPaths(listPath).bulk, body, { loader: true });

/** One field set to one value on many of a list's rows; a dry run only says what would change. */
export const sendBulkEdit = (listPath: string, body: BulkEditRequest) =>
  api.post<BulkActionResult>(listActionPaths(listPath).bulkEdit, body, { loader: true });
