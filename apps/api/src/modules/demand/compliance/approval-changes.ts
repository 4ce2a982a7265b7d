import type { Approval } from '@adcast/domain/demand/compliance';
import type { Db } from '../../../db/client';
import { type ChangeEntry, recordChanges } from '../../../records/changelog-entry';
import type { WriteContext } from '../../../records/writes';

/** The changelog's type of approval changes. */
export const APPROVAL_ENTITY_TYPE = 'DP_APPROVAL';

/** What the changelog keeps of an approval: its name (partner and domain or app) and its state. */
const snapshotOf = (approval: Approval) => ({
  name: `${approval.demandPartner.displayName}: ${approval.inventory.name}`,
  kind: approval.kind,
  publisher: approval.publisher.name,
  status: approval.status,
  note: approval.note,
  decidedOn: approval.decidedOn,
  version: approval.version,
});

/** One changelog row per approval asked for (no `before`) or changed, in the writing transaction. */
export function recordApprovalChanges(
  db: Db,
  ctx: WriteContext,
  changes: readonly { before?: Approval; after: Approval; networkId: number | null }[],
): Promise<void> {
  const entries: ChangeEntry[] = changes.map(({ before, after, networkId }) => ({
    entityType: APPROVAL_ENTITY_TYPE,
    entityId: after.id,
    action: before ? 'UPDATE' : 'CREATE',
    userId: ctx.auth.user.id,
    networkId,
    before: before && snapshotOf(before),
    after: snapshotOf(after),
  }));
  return recordChanges(db, entries);
}
