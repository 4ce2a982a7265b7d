import { BULK_EDIT_MESSAGES, type BulkEditRequest, holdsValue } from '@adcast/domain/contracts/bulk-edit';
import type { BulkActionResult, BulkChange, BulkSkip } from '@adcast/domain/list-actions';
import { TransactionRollbackError } from 'drizzle-orm';
import { AppError, notFound } from '../http/errors';
import { visibleRows } from './bulk';
import type { ContractRecord, ParentScope, Versioned } from './definition';
import { transitionRefusal } from './tracked-write';
import type { WriteContext } from './writes';

/** The area's own edit of one record (its `RecordWrites.update`). */
export type RecordUpdate = (
  ctx: WriteContext,
  input: never,
  id: number,
  parent?: ParentScope,
) => Promise<Versioned>;
type Outcome = { change: BulkChange } | { skip: BulkSkip };

/**
 * One row's edit: the record's edit input with the field set, checked by the record's update
 * schema and written by the area's own update (its rules, tenancy and changelog entry), in a
 * savepoint so that a refused row leaves nothing behind.
 */
async function editRow<TDto extends Versioned>(
  ctx: WriteContext,
  record: ContractRecord<TDto>,
  update: RecordUpdate,
  request: BulkEditRequest,
  row: TDto,
): Promise<Outcome> {
  const { contract } = record;
  const field = contract.bulkEdit.find((each) => each.field === request.field)!;
  const name = record.title(row);
  const skip = (reason: string): Outcome => ({ skip: { id: row.id, name, reason } });
  const status = field.field === 'status' ? (request.value as Versioned['status']) : undefined;
  const refusal = transitionRefusal(
    record.what,
    row.status,
    { action: 'UPDATE', status },
    record.transitions,
  );
  if (refusal) return skip(refusal);
  const input = contract.inputOf(row);
  if (holdsValue(input, field.field, request.value)) return skip(BULK_EDIT_MESSAGES.alreadySet(field.label));
  const edit = contract.schemas.update.safeParse({
    ...(input as object),
    [field.field]: request.value,
    version: row.version,
  });
  if (!edit.success) return skip(edit.error.issues.map((issue) => issue.message).join(' '));
  const parent = contract.parent && { [contract.parent.param]: contract.parent.idOf(row) };
  try {
    const after = (await ctx.db.transaction((db) =>
      update({ ...ctx, db }, edit.data as never, row.id, parent),
    )) as TDto;
    return {
      change: {
        id: row.id,
        name,
        fields: [{ field: field.field, before: field.shown(row), after: field.shown(after) }],
      },
    };
  } catch (error) {
    if (error instanceof AppError) return skip(error.messages.join(' '));
    throw error;
  }
}

/**
 * Sets one field to one value on many rows, each through the record's own edit: what changed (or
 * would) and the rows left as they are with the reason. Everything runs in one transaction, which
 * a dry run rolls back, so the preview is the very write the confirmation makes.
 */
export async function bulkEdit<TDto extends Versioned>(
  ctx: WriteContext,
  record: ContractRecord<TDto>,
  update: RecordUpdate,
  request: BulkEditRequest,
  parent?: ParentScope,
): Promise<BulkActionResult> {
  const ids = [...new Set(request.ids)];
  const found = await visibleRows(ctx, record, ids, parent);
  const changes: BulkChange[] = [];
  const skipped: BulkSkip[] = [];
  // A dry run notes nothing for the work that follows writes.
  const rowCtx = request.dryRun ? { db: ctx.db, auth: ctx.auth } : ctx;
  try {
    await ctx.db.transaction(async (db) => {
      for (const id of ids) {
        const row = found.get(id);
        const outcome = row
          ? await editRow({ ...rowCtx, db }, record, update, request, row)
          : { skip: { id, name: '', reason: notFound(record.label).messages[0]! } };
        if ('change' in outcome) changes.push(outcome.change);
        else skipped.push(outcome.skip);
      }
      if (request.dryRun || changes.length === 0) db.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return { applied: !request.dryRun && changes.length > 0, changes, skipped };
}
