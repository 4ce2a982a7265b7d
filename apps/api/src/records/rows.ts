import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthContext } from '../http/auth';
import { notFound } from '../http/errors';
import type { AnyRecord, ParentScope, Versioned } from './definition';
import type { TrackedRow } from './tracked-write';

/** One row the caller may see (of the parent, when one is named) as its DTO; 404 otherwise. */
export async function loadRecord<TDto extends Versioned>(
  db: Db,
  auth: AuthContext,
  definition: AnyRecord<TDto>,
  id: number,
  parent?: ParentScope,
): Promise<TDto> {
  const parentWhere = parent && definition.list?.parentWhere?.(parent);
  const [row] = await definition
    .select(db)
    .where(and(eq(definition.table.id, id), definition.visibleTo(auth), parentWhere));
  if (!row) throw notFound(definition.label);
  return definition.toDto(row);
}

/** One row as its DTO whoever asks (a background job's writes have no caller), or null when missing. */
export async function recordDtoOf<TDto extends Versioned>(
  db: Db,
  definition: AnyRecord<TDto>,
  id: number,
): Promise<TDto | null> {
  const [row] = await definition.select(db).where(eq(definition.table.id, id));
  return row ? definition.toDto(row) : null;
}

/** How the changelog reads and files the record's rows. */
export const trackedRowOf = <TDto extends Versioned>(
  definition: AnyRecord<TDto>,
  parent?: ParentScope,
): TrackedRow<TDto> => ({
  entityType: definition.entityType,
  what: definition.what,
  table: definition.table,
  load: (db, auth, id) => loadRecord(db, auth, definition, id, parent),
  networkOf: (dto) => definition.networkOf(dto),
  transitions: definition.transitions,
});
