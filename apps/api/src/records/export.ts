import { Readable } from 'node:stream';
import { csvLine } from './csv';
import type { AnyRecord, ListQuery, ParentScope, Versioned } from './definition';
import { filteredRows, type ReadContext } from './list';

/** Rows are read this many at a time, so an export of any size holds one batch in memory. */
const BATCH = 500;

/** Every row of the list's current filter (no paging), in the list's order, as CSV lines: the header first. */
async function* csvLines<TDto extends Versioned>(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord<TDto>,
  query: ListQuery & Record<string, unknown>,
  parent?: ParentScope,
): AsyncGenerator<string> {
  const columns = definition.exportColumns;
  yield csvLine(columns.map((column) => column.label));
  const rowsAt = filteredRows(ctx, definition, query, parent);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await rowsAt({ limit: BATCH, offset, reversed: false });
    for (const row of rows) {
      const dto = definition.toDto(row);
      yield csvLine(columns.map((column) => column.value(dto)));
    }
    if (rows.length < BATCH) return;
  }
}

export const csvExport = <TDto extends Versioned>(
  ctx: Pick<ReadContext, 'db' | 'auth'>,
  definition: AnyRecord<TDto>,
  query: ListQuery & Record<string, unknown>,
  parent?: ParentScope,
) => Readable.from(csvLines(ctx, definition, query, parent));
