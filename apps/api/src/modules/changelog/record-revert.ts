import { isDeepStrictEqual } from 'node:util';
import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { badRequest, ruleBroken } from '../../http/errors';
import type { RecordArea } from '../../records/area';
import { loadRecord } from '../../records/rows';
import { snapshotInput } from '../../records/snapshot';
import { archiveRecord, type WriteContext } from '../../records/writes';
import { recordAreaOf } from '../record-areas';

type Snapshot = Record<string, unknown>;
type Change = { entityType: string; entityId: number; action: string; before: unknown; after: unknown };

/**
 * An area's revert of a field edit: its own restore where it has one, else the snapshot read as
 * the record and written back as the contract's edit input, through the edit's own rules.
 */
function fieldWrite(area: Pick<RecordArea, 'record' | 'writes' | 'restore'>) {
  const { contract } = area.record;
  return (ctx: WriteContext, change: Change, version: number) => {
    const before = change.before as Snapshot;
    const id = change.entityId;
    if (area.restore) return area.restore(ctx, before, { id, version });
    // A snapshot of an older shape of the record cannot be read as its edit.
    const record = contract.schemas.dto.safeParse(before);
    if (!record.success || !area.writes) throw badRequest(CHANGELOG_MESSAGES.notRevertible);
    const edit = contract.inputOf(record.data);
    // A change that left the edit's input as it was (an image, a placement list) is not an edit's to undo.
    const after = contract.schemas.dto.safeParse(change.after);
    if (after.success && isDeepStrictEqual(edit, contract.inputOf(after.data)))
      throw ruleBroken(CHANGELOG_MESSAGES.notRevertible);
    const input = snapshotInput(contract.schemas.update, { ...(edit as object), version });
    const parent = contract.parent && { [contract.parent.param]: contract.parent.idOf(record.data) };
    return area.writes.update(ctx, input as never, id, parent);
  };
}

/** The revert of a record's field edit, archive or unarchive. */
export function recordRevert(ctx: WriteContext, change: Change) {
  const area = recordAreaOf(change.entityType);
  if (!area) return null;
  const { record } = area;
  const currentVersion = async () => (await loadRecord(ctx.db, ctx.auth, record, change.entityId)).version;
  if (change.action === 'UPDATE') {
    const write = fieldWrite(area);
    return {
      currentVersion,
      undo: (version: number) => write(ctx, change, version),
    };
  }
  if (change.action === 'ARCHIVE' || change.action === 'UNARCHIVE')
    return {
      currentVersion,
      undo: (version: number) =>
        archiveRecord(ctx, record, { id: change.entityId, version, archive: change.action === 'UNARCHIVE' }),
    };
  return null;
}
