import type { Db } from '../db/client';
import { changelog } from '../db/schema/records';

export type ChangeAction =
  | 'CREATE'
  | 'UPDATE'
  | 'ARCHIVE'
  | 'UNARCHIVE'
  | 'DUPLICATE'
  | 'PASSWORD_CHANGE'
  | 'PASSWORD_RESET'
  | 'ENABLE'
  | 'DISABLE'
  | 'DELETE'
  | 'START'
  | 'STOP'
  | SecurityAction;

/** Changes of an account's security (issue 30): recorded without secrets, never reverted. */
export type SecurityAction =
  | 'API_TOKEN_CREATE'
  | 'API_TOKEN_REVOKE'
  | 'TWO_FACTOR_ON'
  | 'TWO_FACTOR_OFF'
  | 'TWO_FACTOR_RESET'
  | 'TWO_FACTOR_REQUIREMENT';

export type ChangeEntry = {
  entityType: string;
  entityId: number;
  action: ChangeAction;
  userId: number | null;
  networkId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** The name a snapshot goes by: its name, display name, title or e-mail. */
function nameOf(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const row = snapshot as Record<string, unknown>;
  for (const key of ['name', 'displayName', 'title', 'email']) {
    if (typeof row[key] === 'string' && row[key] !== '') return row[key];
  }
  return null;
}

const rowOf = (entry: ChangeEntry) => ({
  entityType: entry.entityType,
  entityId: entry.entityId,
  entityName: nameOf(entry.after) ?? nameOf(entry.before),
  action: entry.action,
  userId: entry.userId,
  networkId: entry.networkId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Writes one changelog row; call it inside the transaction that makes the change. */
export async function recordChange(db: Db, entry: ChangeEntry): Promise<void> {
  await db.insert(changelog).values(rowOf(entry));
}

/** Rows per statement when many changes are written at once (well under the driver's parameter limit). */
const BATCH = 500;

/** Writes many changelog rows in a few statements; call it inside the transaction that makes the changes. */
export async function recordChanges(db: Db, entries: readonly ChangeEntry[]): Promise<void> {
  for (let at = 0; at < entries.length; at += BATCH) {
    await db.insert(changelog).values(entries.slice(at, at + BATCH).map(rowOf));
  }
}
