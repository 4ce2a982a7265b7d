import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { ContentOwnerFinancialSchema, ContentOwnerUpdateSchema } from '@adcast/domain/content/owners';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { RecordArea } from '../../records/area';
import type { AnyRecord } from '../../records/definition';
import { loadRecord } from '../../records/rows';
import { archiveRecord, type WriteContext } from '../../records/writes';
import { CONTENT_OWNER } from '../content/owners/rows';
import { restoreContentOwner } from '../content/owners/write-service';
import { recordAreaOf } from '../record-areas';

type Snapshot = Record<string, unknown>;
type Change = { entityType: string; entityId: number; action: string; before: unknown };

const idOf = (ref: unknown): number | null => (ref as { id?: number } | null)?.id ?? null;

/** The snapshot as the edit's input; one that no longer passes today's rules cannot be written back. */
function inputOf<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(...parsed.error.issues.map((issue) => issue.message));
  return parsed.data;
}

/**
 * How each record type writes its earlier fields back: the snapshot (the record's DTO) becomes the
 * update input again, through the same schema and service as an edit, so every rule of an edit holds.
 */
const FIELD_WRITES: Record<
  string,
  (ctx: WriteContext, before: Snapshot, id: number, version: number) => Promise<unknown>
> = {
  [CONTENT_OWNER.entityType]: (ctx, before, id, version) =>
    restoreContentOwner(ctx, id, {
      details: inputOf(ContentOwnerUpdateSchema, { ...before, networkId: idOf(before.network), version }),
      terms: inputOf(ContentOwnerFinancialSchema, { ...before, version }),
      logoUrl: before.logoUrl as string | null | undefined,
    }),
};

const DEFINITIONS: Record<string, AnyRecord> = {
  [CONTENT_OWNER.entityType]: CONTENT_OWNER,
};

/**
 * An area's revert of a field edit: its own restore where it has one, else the snapshot read as
 * the record and written back as the contract's edit input, through the edit's own rules.
 */
function areaFieldWrite(area: Pick<RecordArea, 'record' | 'writes' | 'restore'>) {
  const { contract } = area.record;
  return (ctx: WriteContext, before: Snapshot, id: number, version: number) => {
    if (area.restore) return area.restore(ctx, before, { id, version });
    // A snapshot of an older shape of the record cannot be read as its edit.
    const record = contract.schemas.dto.safeParse(before);
    if (!record.success || !area.writes) throw badRequest(CHANGELOG_MESSAGES.notRevertible);
    const input = inputOf(contract.schemas.update, { ...(contract.inputOf(record.data) as object), version });
    const parent = contract.parent && { [contract.parent.param]: contract.parent.idOf(record.data) };
    return area.writes.update(ctx, input as never, id, parent);
  };
}

/** The revert of a record's field edit, archive or unarchive. */
export function recordRevert(ctx: WriteContext, change: Change) {
  const area = recordAreaOf(change.entityType);
  const definition = area?.record ?? DEFINITIONS[change.entityType];
  if (!definition) return null;
  const currentVersion = async () =>
    (await loadRecord(ctx.db, ctx.auth, definition, change.entityId)).version;
  if (change.action === 'UPDATE') {
    const write = area ? areaFieldWrite(area) : FIELD_WRITES[change.entityType]!;
    return {
      permission: definition.permissions.edit,
      currentVersion,
      undo: (version: number) => write(ctx, change.before as Snapshot, change.entityId, version),
    };
  }
  if (change.action === 'ARCHIVE' || change.action === 'UNARCHIVE')
    return {
      permission: definition.permissions.archive,
      currentVersion,
      undo: (version: number) =>
        archiveRecord(ctx, definition, {
          id: change.entityId,
          version,
          archive: change.action === 'UNARCHIVE',
        }),
    };
  return null;
}
