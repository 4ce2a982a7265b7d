import { ERROR_CODES } from '@adcast/domain/errors';
import type { BulkChange } from '@adcast/domain/list-actions';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { and, inArray } from 'drizzle-orm';
import { nextVersion } from '../db/versioned-rows';
import { AppError, conflict } from '../http/errors';
import { type ChangeEntry, recordChanges } from './changelog-entry';
import type { AnyRecord, ParentScope, Versioned } from './definition';
import type { WriteContext } from './writes';

export type FieldValue = string | number | boolean | null;

/** Which fields of a row a change reports, as the values the answer and the changelog compare. */
export type FieldsOf<TDto> = (dto: TDto) => Record<string, FieldValue>;

/** What changed between two snapshots of one row, field by field. */
export function fieldChanges<TDto>(fields: FieldsOf<TDto>, before: TDto, after: TDto) {
  const was = fields(before);
  const now = fields(after);
  return Object.keys(now)
    .filter((field) => was[field] !== now[field])
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

export type ManyTarget = {
  ids: number[];
  /** The version each row was seen at, where the caller knows it: a row that moved on is a 409. */
  versions?: { id: number; version: number }[];
  parent?: ParentScope;
  /** The rows' names in the 404 when some are missing or out of reach. */
  missing: (ids: number[]) => string;
};

/**
 * The rows asked for, locked for the rest of the transaction: every one must be visible to the
 * caller (404 naming the others) and still at the version the caller saw (409).
 */
export async function lockRows<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  target: ManyTarget,
): Promise<TDto[]> {
  const parentWhere = target.parent && definition.list?.parentWhere?.(target.parent);
  const rows = await definition
    .select(ctx.db)
    .where(and(inArray(definition.table.id, target.ids), definition.visibleTo(ctx.auth), parentWhere))
    .for('update', { of: definition.table });
  const found = new Map(rows.map((row) => definition.toDto(row)).map((dto) => [dto.id, dto]));
  const missing = target.ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(404, ERROR_CODES.NOT_FOUND, [target.missing(missing)]);
  for (const seen of target.versions ?? []) {
    const row = found.get(seen.id);
    if (row && row.version !== seen.version) throw conflict(SERVER_MESSAGES.staleVersion);
  }
  return target.ids.map((id) => found.get(id)!);
}

/** Reads rows again after a change, in the order asked. */
export async function reloadRows<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  ids: number[],
): Promise<TDto[]> {
  const rows = await definition.select(ctx.db).where(inArray(definition.table.id, ids));
  const found = new Map(rows.map((row) => definition.toDto(row)).map((dto) => [dto.id, dto]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * Records a change of many rows (before and after, one changelog entry per row that changed) and
 * answers what changed, row by row. Call it inside the transaction that made the change.
 */
export async function recordManyChanges<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  before: TDto[],
  after: TDto[],
  fields: FieldsOf<TDto>,
): Promise<BulkChange[]> {
  const was = new Map(before.map((dto) => [dto.id, dto]));
  const changes: BulkChange[] = [];
  const entries: ChangeEntry[] = [];
  for (const now of after) {
    const old = was.get(now.id);
    if (!old) continue;
    const changed = fieldChanges(fields, old, now);
    if (changed.length === 0) continue;
    changes.push({ id: now.id, name: definition.title(now), fields: changed });
    entries.push({
      entityType: definition.entityType,
      entityId: now.id,
      action: 'UPDATE',
      userId: ctx.auth.user.id,
      networkId: definition.networkOf(now),
      before: old,
      after: now,
    });
  }
  await recordChanges(ctx.db, entries);
  return changes;
}

/**
 * Sets the same values on many rows in one transaction, all or nothing: locks and checks them
 * (lockRows), writes the values with the next version, and records and answers what changed.
 */
export function updateMany<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  target: ManyTarget,
  values: (tx: WriteContext, before: TDto[]) => Promise<Record<string, unknown>>,
  fields: FieldsOf<TDto>,
  after?: (tx: WriteContext, before: TDto[]) => Promise<void>,
): Promise<{ changes: BulkChange[]; before: TDto[] }> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const before = await lockRows(tx, definition, target);
    const set = await values(tx, before);
    await db
      .update(definition.table)
      .set({ ...set, ...nextVersion(definition.table) })
      .where(inArray(definition.table.id, target.ids));
    await after?.(tx, before);
    const changes = await recordManyChanges(
      tx,
      definition,
      before,
      await reloadRows(tx, definition, target.ids),
      fields,
    );
    for (const id of target.ids) ctx.written?.(definition.entityType, id);
    return { changes, before };
  });
}
