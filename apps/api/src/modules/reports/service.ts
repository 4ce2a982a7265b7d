import { type FactKind, type ImportResult, MAX_IMPORT_ROWS } from '@adcast/domain/reports/fact-import';
import type { ReportQuery, ReportResult } from '@adcast/domain/reports/report-query';
import type { ReportScope } from '@adcast/domain/reports/report-scope';
import { badRequest } from '../../http/errors';
import { type RecordFormat, readRecords } from '../../reports/fact-records';
import { factScopeOf } from '../../reports/fact-scope';
import { ImportRowsError, importBatch, validateRows, withPublisherNetworks } from '../../reports/importer';
import { runReport } from '../../reports/run-report';
import type { ModuleDeps } from '../module-deps';
import { withNames } from './names';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

/**
 * A report in the caller's scope, with record names in place of ids; demand partners and
 * connections the scope does not own read as one row of others (`factScopeOf`).
 */
export async function queryReport(deps: Deps, query: ReportQuery, scope: ReportScope): Promise<ReportResult> {
  const result = await runReport(deps.facts, query, await factScopeOf(deps.db, scope));
  return { ...result, content: await withNames(deps.db, query.dimensions, result.content) };
}

/** One import batch from NDJSON or CSV text: every row valid and imported once, or a 400 and nothing. */
export async function importFacts(
  deps: Deps,
  input: { batchId: string; kind: FactKind; format: RecordFormat; body: string },
): Promise<ImportResult> {
  const { records, errors } = readRecords(input.body, input.format);
  if (errors.length > 0) throw badRequest(...errors);
  if (records.length === 0) throw badRequest('The batch holds no rows');
  if (records.length > MAX_IMPORT_ROWS) throw badRequest(`A batch holds at most ${MAX_IMPORT_ROWS} rows`);
  try {
    const rows = await withPublisherNetworks(deps.db, validateRows(input.kind, records));
    return await importBatch(deps.facts, input.kind, input.batchId, rows);
  } catch (error) {
    if (error instanceof ImportRowsError) throw badRequest(...error.messages);
    throw error;
  }
}
