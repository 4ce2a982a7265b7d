import type { ImportResult } from '@adcast/domain/csv-imports';
import { api } from './client';

/** Sends a CSV file to an import call: a preview of each row unless `apply`, then the write. */
export function sendImport(path: string, file: File, apply: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportResult>(path, form, { query: { dryRun: String(!apply) }, loader: true });
}
