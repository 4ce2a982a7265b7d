import type { Db } from '../../db/client';
import { changelog } from '../../db/schema/records';

export type ChangeEntry = {
  entityType: string;
  entityId: number;
  action: 'CREATE' | 'UPDATE' | 'ARCHIVE' | 'UNARCHIVE' | 'DUPLICATE' | 'PASSWORD_CHANGE' | 'PASSWORD_RESET';
  userId: number | null;
  networkId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one changelog row; call it inside the transaction that makes the change. */
export async function recordChange(db: Db, entry: ChangeEntry): Promise<void> {
  await db.insert(changelog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    userId: entry.userId,
    networkId: entry.networkId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
