import { EntityStatusSchema } from '@adcast/domain/enumerations';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/unique-violation';
import { nextVersion, stillAt } from '../db/versioned-rows';
import type { AuthContext } from '../http/auth';
import { conflict } from '../http/errors';
import type { AnyRecord, ParentScope, RecordTable, Versioned } from './definition';
import { trackedRowOf } from './rows';
import { archiveTracked, changeTracked, createTracked } from './tracked-write';
import type { NoteWritten } from './write-followers';

/** `written`: notes each row written, for the work that follows it once the request has answered. */
export type WriteContext = { db: Db; auth: AuthContext; written?: NoteWritten };
export type RowValues = PgInsertValue<RecordTable> & Record<string, unknown>;

/** The row written, noted for the work that follows its writes. */
async function noted<T extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord,
  write: Promise<T>,
): Promise<T> {
  const row = await write;
  ctx.written?.(definition.entityType, row.id);
  return row;
}

/** A write that breaks the record's unique index is a 409 with the record's message. */
async function keepUnique<T extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord,
  write: Promise<T>,
): Promise<T> {
  try {
    return await noted(ctx, definition, write);
  } catch (error) {
    const unique = definition.unique;
    if (unique && isUniqueViolation(error, unique.constraint)) throw conflict(unique.message);
    throw error;
  }
}

/** Inserts a row (and whatever goes with it) and records it, in one transaction. */
export function createRecord<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  values: RowValues,
  options: {
    parent?: ParentScope;
    alongside?: (tx: Db, id: number) => Promise<void>;
    duplicate?: boolean;
  } = {},
): Promise<TDto> {
  const { table } = definition;
  const insert = async (tx: Db) => {
    const [row] = await tx.insert(table).values(values).returning({ id: table.id });
    const id = Number(row!.id);
    await options.alongside?.(tx, id);
    return id;
  };
  const action = options.duplicate ? 'DUPLICATE' : 'CREATE';
  return keepUnique(
    ctx,
    definition,
    createTracked(ctx.db, ctx.auth, trackedRowOf(definition, options.parent), insert, action),
  );
}

/** What an update does around writing its values, inside its transaction. */
export type UpdateHooks<TDto> = {
  /** Checks that may refuse the change, given the row as it was. */
  before?: (tx: Db, before: TDto) => Promise<void>;
  /** Work that follows the change (copies kept elsewhere). */
  after?: (tx: Db, before: TDto) => Promise<void>;
};

/** Writes new values while the row still has the version the caller saw, and records before and after. */
export function updateRecord<TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  target: { id: number; version: number; parent?: ParentScope },
  values: Record<string, unknown>,
  hooks: UpdateHooks<TDto> = {},
): Promise<TDto> {
  const { table } = definition;
  const change = changeTracked(ctx.db, ctx.auth, trackedRowOf(definition, target.parent), {
    id: target.id,
    version: target.version,
    action: 'UPDATE',
    status: EntityStatusSchema.safeParse(values.status).data,
    apply: async (tx, before) => {
      await hooks.before?.(tx, before);
      const updated = await tx
        .update(table)
        .set({ ...values, ...nextVersion(table) })
        .where(stillAt(table, before))
        .returning({ id: table.id });
      if (updated.length === 0) return false;
      await hooks.after?.(tx, before);
      return true;
    },
  });
  return keepUnique(ctx, definition, change);
}

/** Archive sets ARCHIVED, unarchive reactivates (ACTIVE); a stale version is refused. */
export const archiveRecord = <TDto extends Versioned>(
  ctx: WriteContext,
  definition: AnyRecord<TDto>,
  target: { id: number; version?: number; archive: boolean; parent?: ParentScope },
) =>
  noted(ctx, definition, archiveTracked(ctx.db, ctx.auth, trackedRowOf(definition, target.parent), target));
