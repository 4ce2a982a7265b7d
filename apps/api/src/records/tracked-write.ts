import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { DEFAULT_STATUS_TRANSITIONS, RECORD_MESSAGES, type StatusTransitions } from '@adcast/domain/records';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { setStatusAt } from '../db/versioned-rows';
import type { AuthContext } from '../http/auth';
import { conflict, ruleBroken } from '../http/errors';
import { recordChange } from './changelog-entry';

type Versioned = { id: number; status: EntityStatus; version: number };
type TableWithId = PgTable & { id: AnyPgColumn };

/** How a versioned business row (status, version, updated_on) is read and written to the changelog. */
export type TrackedRow<T extends Versioned, TTable extends TableWithId = TableWithId> = {
  entityType: string;
  /** Its name in messages: 'connection'. */
  what: string;
  table: TTable;
  /** The row as the caller may see it; throws 404 when it is missing or outside the caller's network. */
  load: (db: Db, auth: AuthContext, id: number) => Promise<T>;
  networkOf: (row: T) => number | null;
  /** The statuses a row may move to from each status; the default when not given. */
  transitions?: StatusTransitions;
};

/** Inserts a row (returning its id) and records it, in one transaction. */
export function createTracked<T extends Versioned>(
  db: Db,
  auth: AuthContext,
  spec: TrackedRow<T>,
  insert: (tx: Db) => Promise<number>,
  action: 'CREATE' | 'DUPLICATE' = 'CREATE',
): Promise<T> {
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    const after = await spec.load(tx, auth, id);
    await recordChange(tx, {
      entityType: spec.entityType,
      entityId: id,
      action,
      userId: auth.user.id,
      networkId: spec.networkOf(after),
      after,
    });
    return after;
  });
}

export type TrackedChange<T extends Versioned> = {
  id: number;
  /** The version the caller saw; archive and unarchive may leave it out. */
  version?: number;
  action: 'UPDATE' | 'ARCHIVE' | 'UNARCHIVE';
  /** The status the change moves the row to, when it sets one. */
  status?: EntityStatus;
  /** Writes the change only while the row still has `before.version` (and bumps it); says whether it did. */
  apply: (tx: Db, before: T) => Promise<boolean>;
  /** What the changelog keeps of the row; the row itself unless given. */
  snapshot?: (tx: Db, row: T) => Promise<unknown>;
};

/**
 * Why a row in this status cannot take this action (an archived row is not edited) or move to the
 * status the change sets (the record's transitions), or null when it can.
 */
export function transitionRefusal(
  what: string,
  status: EntityStatus,
  change: { action: TrackedChange<Versioned>['action']; status?: EntityStatus },
  transitions: StatusTransitions = DEFAULT_STATUS_TRANSITIONS,
): string | null {
  const { action } = change;
  if (action === 'UPDATE' && status === 'ARCHIVED') return DEMAND_MESSAGES.archivedNotEditable(what);
  if (action === 'ARCHIVE' && status === 'ARCHIVED') return DEMAND_MESSAGES.alreadyArchived(what);
  if (action === 'UNARCHIVE' && status !== 'ARCHIVED') return DEMAND_MESSAGES.notArchived(what);
  if (change.status && change.status !== status && !transitions[status].includes(change.status))
    return RECORD_MESSAGES.statusTransition(what, status, change.status);
  return null;
}

/** Changes a row the caller may see, refusing a stale version (409), and records before and after. */
export function changeTracked<T extends Versioned>(
  db: Db,
  auth: AuthContext,
  spec: TrackedRow<T>,
  change: TrackedChange<T>,
): Promise<T> {
  const snapshot = change.snapshot ?? (async (_tx: Db, row: T) => row);
  return db.transaction(async (tx) => {
    const before = await spec.load(tx, auth, change.id);
    if (change.version !== undefined && change.version !== before.version)
      throw conflict(SERVER_MESSAGES.staleVersion);
    const refusal = transitionRefusal(spec.what, before.status, change, spec.transitions);
    if (refusal) throw ruleBroken(refusal);
    const beforeSnapshot = await snapshot(tx, before);
    if (!(await change.apply(tx, before))) throw conflict(SERVER_MESSAGES.staleVersion);
    const after = await spec.load(tx, auth, change.id);
    await recordChange(tx, {
      entityType: spec.entityType,
      entityId: change.id,
      action: change.action,
      userId: auth.user.id,
      networkId: spec.networkOf(after),
      before: beforeSnapshot,
      after: await snapshot(tx, after),
    });
    return after;
  });
}

/** The status archive and unarchive move a row to: ARCHIVED, or back to the first status an archived row may take (ACTIVE by default). */
export const statusAfter = (
  archive: boolean,
  transitions: StatusTransitions = DEFAULT_STATUS_TRANSITIONS,
): EntityStatus => (archive ? 'ARCHIVED' : (transitions.ARCHIVED[0] ?? 'ACTIVE'));

/** Archive sets ARCHIVED; unarchive brings the row back (ACTIVE unless the record says otherwise). */
export function archiveTracked<T extends Versioned>(
  db: Db,
  auth: AuthContext,
  spec: TrackedRow<T>,
  target: { id: number; version?: number; archive: boolean },
): Promise<T> {
  const status = statusAfter(target.archive, spec.transitions);
  return changeTracked(db, auth, spec, {
    id: target.id,
    version: target.version,
    action: target.archive ? 'ARCHIVE' : 'UNARCHIVE',
    status,
    apply: (tx, before) => setStatusAt(tx, spec.table, before, status),
  });
}
