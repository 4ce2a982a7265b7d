import {
  AdFactRowSchema,
  type FactKind,
  type ImportResult,
  MAX_IMPORT_ROW_ERRORS,
  ViewFactRowSchema,
} from '@adcast/domain/reports/fact-import';
import {
  AD_FACT_COUNTERS,
  AD_FACT_DIMENSION_COLUMNS,
  AD_FACT_ID_COLUMNS,
} from '@adcast/domain/reports/facts';
import { REPORT_MESSAGES } from '@adcast/domain/reports/report-query';
import type { Db } from '../db/client';
import { publisherNetworks } from '../db/publishers';
import type { FactStore, WriteStep } from './fact-store';
import { AD_ROLLUPS, HOURLY, rollupStatement } from './tables';
import { utcStamp } from './time-zone';

type Row = Record<string, string | number>;

export class ImportRowsError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('; '));
  }
}

/** Every record checked against its row schema: all rows, or the first row errors and none. */
export function validateRows(kind: FactKind, records: readonly unknown[]): Row[] {
  const schema = kind === 'ad' ? AdFactRowSchema : ViewFactRowSchema;
  const rows: Row[] = [];
  const errors: string[] = [];
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push(parsed.data as Row);
    else if (errors.length < MAX_IMPORT_ROW_ERRORS) {
      const issues = parsed.error.issues.map((i) =>
        i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
      );
      errors.push(`Row ${index + 1}: ${issues.join('; ')}`);
    }
  });
  if (errors.length > 0) throw new ImportRowsError(errors);
  return rows;
}

const ID_COLUMNS: readonly string[] = AD_FACT_ID_COLUMNS;
/** What an ad fact row holds where it names nothing: no id (0), no text ('') and no count (0). */
const AD_DEFAULTS: Row = Object.fromEntries([
  ['content_owner_id', 0],
  ...AD_FACT_DIMENSION_COLUMNS.map((column) => [column, ID_COLUMNS.includes(column) ? 0 : '']),
  ...AD_FACT_COUNTERS.map((counter) => [counter, 0]),
]);

/**
 * Imports one batch, all or nothing, once: a batch id already in the ledger is acknowledged and
 * not imported again. Rollups are brought up to date in the same step.
 */
export async function importBatch(
  store: FactStore,
  kind: FactKind,
  batchId: string,
  rows: readonly Row[],
): Promise<ImportResult> {
  return importChunks(store, kind, batchId, [rows]);
}

/**
 * `importBatch` for a batch made in parts (e.g. an hour at a time): each chunk is made, written and
 * let go before the next, so a big batch is never held whole.
 */
export async function importChunks(
  store: FactStore,
  kind: FactKind,
  batchId: string,
  chunks: Iterable<readonly Row[]>,
): Promise<ImportResult> {
  const { dialect } = store;
  const known = await store.select(
    `SELECT rows FROM fact_imports WHERE batch_id = ${dialect.string(batchId)}`,
  );
  if (known.length > 0) return { batchId, kind, rows: Number(known[0]?.rows ?? 0), duplicate: true };

  const batchCondition = `batch_id = ${dialect.string(batchId)}`;
  const table = kind === 'ad' ? HOURLY.name : 'view_facts_hourly';
  let count = 0;
  // Rows may leave out what they do not name (the simulator's rows do): the store gets every column.
  function* complete(): Iterable<readonly Row[]> {
    for (const rows of chunks) {
      count += rows.length;
      yield rows.map((row) => ({ ...(kind === 'ad' ? AD_DEFAULTS : {}), ...row, batch_id: batchId }));
    }
  }
  const steps: WriteStep[] = [
    { table, chunks: complete() },
    ...(kind === 'ad'
      ? AD_ROLLUPS.map((rollup) => rollupStatement(dialect.name, rollup, batchCondition))
      : []),
    () =>
      `INSERT INTO fact_imports (batch_id, rows, imported_at) VALUES (${dialect.string(batchId)}, ${count}, ${dialect.timestamp(utcStamp(new Date()))})`,
  ];
  await store.atomically(steps, [`DELETE FROM ${table} WHERE ${batchCondition}`]);
  return { batchId, kind, rows: count, duplicate: false };
}

/** When the newest batch landed (data freshness), or null before the first import. */
export async function lastImportTime(store: FactStore): Promise<string | null> {
  const [row] = await store.select(
    `SELECT ${store.dialect.isoStamp('max(imported_at)')} AS at, count(*) AS n FROM fact_imports`,
  );
  return row && Number(row.n) > 0 ? String(row.at) : null;
}

/**
 * Reports trust a fact's own network_id for tenancy (a network user reads its network's facts), so a
 * batch whose row names a known publisher under another network than the publisher's is refused
 * whole: a fact of network 2's publisher tagged network 3 would show to network 3. A row that names
 * no network (0) takes its publisher's. Answers the rows to import.
 */
export async function withPublisherNetworks(db: Db, rows: readonly Row[]): Promise<Row[]> {
  const field = (row: Row, column: string) => Number((row as Record<string, unknown>)[column] ?? 0);
  const ids = [...new Set(rows.map((row) => field(row, 'publisher_id')).filter((id) => id > 0))];
  if (ids.length === 0 || !('network_id' in (rows[0] ?? {}))) return [...rows];
  const networks = await publisherNetworks(db, ids);
  const errors: string[] = [];
  const checked = rows.map((row, index) => {
    const publisherId = field(row, 'publisher_id');
    if (!networks.has(publisherId)) return row;
    const actual = networks.get(publisherId) ?? null;
    const claimed = field(row, 'network_id');
    if (claimed === 0) return { ...row, network_id: actual ?? 0 };
    if (claimed !== (actual ?? 0) && errors.length < MAX_IMPORT_ROW_ERRORS)
      errors.push(REPORT_MESSAGES.factNetwork(index + 1, publisherId, claimed, actual));
    return row;
  });
  if (errors.length > 0) throw new ImportRowsError(errors);
  return checked;
}
