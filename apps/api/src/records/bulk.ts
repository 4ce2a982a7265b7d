import type { BulkActionRequest, BulkActionResult, BulkChange, BulkSkip } from '@adcast/domain/list-actions';
import { and, inArray } from 'drizzle-orm';
import { notFound } from '../http/errors';
import type { AnyRecord, ParentScope, Versioned } from './definition';
import { statusAfter, transitionRefusal } from './tracked-write';
import { archiveRecord, type WriteContext } from './writes';

/** The rows asked for that the caller may see (within the parent), by id. */
export async function visibleRows<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  ids: number[],
  parent?: ParentScope,
): Promise<Map<number, TDto>> {
  const parentWhere = parent && definition.list?.parentWhere?.(parent);
  const rows = await definition
    .select(ctx.db)
    .where(and(inArray(definition.table.id, ids), definition.visibleTo(ctx.auth), parentWhere));
  return new Map(rows.map((row) => definition.toDto(row)).map((dto) => [dto.id, dto]));
}

/**
 * Archives or unarchives many rows: what would change and what cannot (missing, outside the
 * caller's reach, already there). Unless it is a dry run the changes are written in one
 * transaction, one changelog entry per row.
 */
export async function bulkStatusChange<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  request: BulkActionRequest,
  parent?: ParentScope,
): Promise<BulkActionResult> {
  const ids = [...new Set(request.ids)];
  const archive = request.action === 'ARCHIVE';
  const found = await visibleRows(ctx, definition, ids, parent);
  const changes: BulkChange[] = [];
  const skipped: BulkSkip[] = [];
  for (const id of ids) {
    const row = found.get(id);
    const refusal = row
      ? transitionRefusal(
          definition.what,
          row.status,
          { action: request.action, status: statusAfter(archive, definition.transitions) },
          definition.transitions,
        )
      : null;
    if (!row) skipped.push({ id, name: '', reason: notFound(definition.label).messages[0]! });
    else if (refusal) skipped.push({ id, name: definition.title(row), reason: refusal });
    else
      changes.push({
        id,
        name: definition.title(row),
        fields: [
          { field: 'status', before: row.status, after: statusAfter(archive, definition.transitions) },
        ],
      });
  }
  if (request.dryRun || changes.length === 0) return { applied: false, changes, skipped };
  await ctx.db.transaction(async (tx) => {
    for (const change of changes) {
      await archiveRecord({ ...ctx, db: tx }, definition, { id: change.id, archive, parent });
    }
  });
  return { applied: true, changes, skipped };
}
