import { type BulkActionRequest, type BulkActionResult, listActionPaths } from '@adcast/domain/list-actions';
import type { QueryObject } from '@adcast/domain/query';
import { api } from './client';

/** Every row of a list's current filter as a CSV file the browser saves (the server streams it). */
export async function downloadListCsv(listPath: string, query: QueryObject, fileName: string): Promise<void> {
  const { page: _page, size: _size, ...filter } = query;
  const csv = await api.get<string>(listActionPaths(listPath).exportCsv, { query: filter, loader: true });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A bulk status change of a list's rows; a dry run only says what would change. */
export const sendBulkAction = (listPath: string, body: BulkActionRequest) =>
  api.post<BulkActionResult>(listActionPaths(listPath).bulk, body, { loader: true });
