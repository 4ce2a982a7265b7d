import { listActionPaths } from '@adcast/domain/list-actions';
import type { QueryObject } from '@adcast/domain/query';
import { api } from './client';
import { saveTextFile } from './save-file';

/** Every row of a list's current filter as a CSV file the browser saves (the server streams it). */
export async function downloadListCsv(listPath: string, query: QueryObject, fileName: string): Promise<void> {
  const { page: _page, size: _size, ...filter } = query;
  const csv = await api.get<string>(listActionPaths(listPath).exportCsv, { query: filter, loader: true });
  saveTextFile(csv, fileName);
}
